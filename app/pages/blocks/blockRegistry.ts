import type { ComponentType } from 'react';
import type { Block } from '#pages-config/schema/page.ts';
import { lazyComponent } from '../../lazyComponent.tsx';
import type { BlockProps } from './blockProps.ts';
import { CopyBlockView } from './CopyBlockView.tsx';
import { FieldBlock } from './FieldBlock.tsx';
import { GroupBlock } from './GroupBlock.tsx';
import { HeadingBlock } from './HeadingBlock.tsx';
import { RowBlock } from './RowBlock.tsx';

// The blocks of the later steps (the address block too) come in their own chunks (performance
// budgets): the entry holds only what a start page shows. StepRoute preloads a step's chunks
// before showing it.
const AddressBlock = lazyComponent(async () => (await import('./AddressBlock.tsx')).AddressBlock);
const ClaimSummaryBlock = lazyComponent(async () => (await import('./ClaimSummaryBlock.tsx')).ClaimSummaryBlock);
const SignatureBlock = lazyComponent(async () => (await import('./SignatureBlock.tsx')).SignatureBlock);
const ReferenceCodeBlock = lazyComponent(async () => (await import('./ReferenceCodeBlock.tsx')).ReferenceCodeBlock);
const TableEditorBlock = lazyComponent(async () => (await import('./TableEditorBlock.tsx')).TableEditorBlock);
const RecordSummaryBlock = lazyComponent(async () => (await import('./RecordSummaryBlock.tsx')).RecordSummaryBlock);
const MultiRecordEditorBlock = lazyComponent(
  async () => (await import('./MultiRecordEditorBlock.tsx')).MultiRecordEditorBlock,
);

/** Which component renders each block type of the page-config schema; tsc lists any gap. */
export const blockRegistry = {
  heading: HeadingBlock,
  copy: CopyBlockView,
  field: FieldBlock,
  row: RowBlock,
  address: AddressBlock,
  group: GroupBlock,
  claimSummary: ClaimSummaryBlock,
  signature: SignatureBlock,
  referenceCode: ReferenceCodeBlock,
  tableEditor: TableEditorBlock,
  recordSummary: RecordSummaryBlock,
  multiRecordEditor: MultiRecordEditorBlock,
} satisfies { [T in Block['type']]: ComponentType<BlockProps<T>> };
