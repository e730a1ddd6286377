import type { ComponentType } from 'react';
import type { Block } from '#pages-config/schema/page.ts';
import type { BlockProps } from './blockProps.ts';
import { ClaimSummaryBlock } from './ClaimSummaryBlock.tsx';
import { CopyBlockView } from './CopyBlockView.tsx';
import { FieldBlock } from './FieldBlock.tsx';
import { GroupBlock } from './GroupBlock.tsx';
import { HeadingBlock } from './HeadingBlock.tsx';
import { MultiRecordEditorBlock } from './MultiRecordEditorBlock.tsx';
import { RecordSummaryBlock } from './RecordSummaryBlock.tsx';
import { ReferenceCodeBlock } from './ReferenceCodeBlock.tsx';
import { RowBlock } from './RowBlock.tsx';
import { SignatureBlock } from './SignatureBlock.tsx';
import { TableEditorBlock } from './TableEditorBlock.tsx';

/** Which component renders each block type of the page-config schema; tsc lists any gap. */
export const blockRegistry = {
  heading: HeadingBlock,
  copy: CopyBlockView,
  field: FieldBlock,
  row: RowBlock,
  group: GroupBlock,
  claimSummary: ClaimSummaryBlock,
  signature: SignatureBlock,
  referenceCode: ReferenceCodeBlock,
  tableEditor: TableEditorBlock,
  recordSummary: RecordSummaryBlock,
  multiRecordEditor: MultiRecordEditorBlock,
} satisfies { [T in Block['type']]: ComponentType<BlockProps<T>> };
