import { partNameOf, submissionListParts } from '#pages-config/api/parts.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { SettlementService } from '../settlement/settlementService.ts';

/** A value as it goes out: JSON types, so jsonl keeps them and csv writes them as text. */
export type ExportValue = string | number | boolean | null | ExportValue[] | { [key: string]: ExportValue };

/** One column of the claims export. */
export type ExportColumn =
  /** The claim's own columns. */
  | { kind: 'claim'; name: ClaimColumnName }
  /** A field of a single model (ClaimantInfo, ClaimDetails, PaymentElection): "ClaimantInfo.email". */
  | { kind: 'field'; name: string; partName: string; field: string }
  /** A multi-record model (vehicles, documents): a list of records, each its fields by key. */
  | { kind: 'records'; name: string; partName: string; fields: readonly string[] }
  /** Whatever the claim holds that no other column covers (a field of an older config version). */
  | { kind: 'other'; name: 'otherFields' };

export const claimColumnNames = [
  'referenceCode',
  'formType',
  'noticeId',
  'culture',
  'configHash',
  'createdAt',
  'signature',
] as const;
export type ClaimColumnName = (typeof claimColumnNames)[number];

/**
 * The form types whose claims the claims table holds: Lookup files nothing, and a documents
 * upload adds documents to a claim already filed.
 */
export function formsFilingClaims(settlement: SettlementService): FormType[] {
  return settlement.settlement.forms.filter((form) => form !== 'Lookup' && form !== 'DocumentsUpload');
}

/**
 * The export's columns, from the settlement's config alone (never from the rows), so every run
 * over the same settlement gives the same columns: the claim's own, then each form's models
 * (Credentials aside: the Notice ID is a claim column and the PIN is never stored) with their
 * fields in config order, a column per field of a single model and one per multi-record model. A
 * column two forms share (ClaimantInfo.firstName) appears once, where it first does. Last,
 * otherFields. With `form`, only that form's columns.
 */
export function exportColumns(settlement: SettlementService, form?: FormType): ExportColumn[] {
  const columns: ExportColumn[] = claimColumnNames.map((name) => ({ kind: 'claim', name }));
  const named = new Set<string>(claimColumnNames);
  const forms = form ? [form] : formsFilingClaims(settlement);
  for (const formType of forms) {
    for (const config of settlement.modelConfigs) {
      const { dtoMapping } = config.metadata;
      if (config.metadata.formType !== formType || dtoMapping === 'Credentials') continue;
      const partName = partNameOf(dtoMapping);
      if ((submissionListParts as readonly string[]).includes(partName)) {
        const column = columns.find((candidate) => candidate.name === dtoMapping);
        const fields = config.fields.map((field) => field.key);
        if (column?.kind === 'records') {
          column.fields = [...new Set([...column.fields, ...fields])];
        } else if (!column) {
          columns.push({ kind: 'records', name: dtoMapping, partName, fields });
          named.add(dtoMapping);
        }
        continue;
      }
      for (const field of config.fields) {
        const name = `${dtoMapping}.${field.key}`;
        if (named.has(name)) continue;
        named.add(name);
        columns.push({ kind: 'field', name, partName, field: field.key });
      }
    }
  }
  columns.push({ kind: 'other', name: 'otherFields' });
  return columns;
}
