import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely, Selectable } from 'kysely';
import type { FormType } from '#pages-config/schema/page.ts';
import type { ClaimDocumentsTable, ClaimsTable, Database } from '../database/schema.ts';
import type { SettlementService } from '../settlement/settlementService.ts';
import { exportColumns, type ClaimColumnName, type ExportColumn, type ExportValue } from './exportColumns.ts';
import { exportedValue } from './exportPolicy.ts';

export type ExportFormat = 'csv' | 'jsonl';

export interface ExportClaimsOptions {
  format: ExportFormat;
  /** Only claims filed at or after this instant. */
  since?: Date | undefined;
  /** Only claims of this form type. */
  form?: FormType | undefined;
  /** Where the documents manifest goes (same format), if wanted. */
  manifest?: Writable | undefined;
  /** Claims read per query. */
  pageSize?: number;
}

export interface ExportClaimsSummary {
  claims: number;
  documents: number;
}

/** The documents manifest's columns: one row per stored document of the exported claims. */
export const manifestColumnNames = [
  'referenceCode',
  'fileName',
  'size',
  'contentType',
  'sha256',
  'storageKey',
  'documentType',
  'documentContextClientId',
  'formType',
  'createdAt',
] as const;

type ClaimRow = Pick<
  Selectable<ClaimsTable>,
  | 'id'
  | 'reference_code'
  | 'form_type'
  | 'notice_id'
  | 'culture'
  | 'config_hash'
  | 'created_at'
  | 'models'
  | 'signature'
>;

interface StoredModel {
  clientId?: unknown;
  fields?: Record<string, ExportValue>;
}

function claimColumnValue(claim: ClaimRow, name: ClaimColumnName): ExportValue {
  const values: Record<ClaimColumnName, string> = {
    referenceCode: claim.reference_code,
    formType: claim.form_type,
    noticeId: claim.notice_id,
    culture: claim.culture,
    configHash: claim.config_hash,
    createdAt: claim.created_at,
    signature: claim.signature,
  };
  return values[name];
}

/** A record of a multi-record model: its client id (other models refer to it), then its fields in config order, then any others it holds (a file's name, size and type). */
function recordOf(model: StoredModel, fields: readonly string[]): Record<string, ExportValue> {
  const stored = model.fields ?? {};
  const record: Record<string, ExportValue> = { clientId: typeof model.clientId === 'string' ? model.clientId : null };
  for (const field of fields) record[field] = stored[field] ?? null;
  for (const [key, value] of Object.entries(stored)) if (!(key in record)) record[key] = value;
  return record;
}

/** The claim as one export row: column name → value, every column present. */
export function claimExportRow(claim: ClaimRow, columns: readonly ExportColumn[]): Record<string, ExportValue> {
  const models = JSON.parse(claim.models) as Record<string, unknown>;
  const covered = new Set<string>();
  const row: Record<string, ExportValue> = {};
  for (const column of columns) {
    if (column.kind === 'claim') row[column.name] = claimColumnValue(claim, column.name);
    else if (column.kind === 'field') {
      const model = models[column.partName] as StoredModel | null | undefined;
      row[column.name] = model?.fields?.[column.field] ?? null;
      covered.add(`${column.partName}.${column.field}`);
    } else if (column.kind === 'records') {
      const records = models[column.partName];
      row[column.name] = Array.isArray(records)
        ? records.map((record) => recordOf(record as StoredModel, column.fields))
        : [];
      covered.add(column.partName);
    }
  }
  // Anything stored that no column took: fields of an older config version, a claim recorded from
  // the notice list ({ filedOutsideThisSite: true }). Never dropped silently.
  const other: Record<string, ExportValue> = {};
  for (const [partName, value] of Object.entries(models)) {
    if (covered.has(partName) || value === null) continue;
    const fields = (value as StoredModel | undefined)?.fields;
    if (partName === 'credentials') continue;
    if (fields && typeof fields === 'object' && !Array.isArray(value)) {
      for (const [field, fieldValue] of Object.entries(fields))
        if (!covered.has(`${partName}.${field}`)) other[`${partName}.${field}`] = fieldValue;
    } else if (!(Array.isArray(value) && value.length === 0)) {
      other[partName] = value as ExportValue;
    }
  }
  if (columns.some((column) => column.kind === 'other')) row.otherFields = Object.keys(other).length > 0 ? other : null;
  for (const name of Object.keys(row)) row[name] = exportedValue(name, row[name] ?? null);
  return row;
}

function manifestRow(referenceCode: string, document: Selectable<ClaimDocumentsTable>): Record<string, ExportValue> {
  const row: Record<(typeof manifestColumnNames)[number], ExportValue> = {
    referenceCode,
    fileName: document.file_name,
    size: Number(document.size),
    contentType: document.content_type,
    sha256: document.sha256,
    storageKey: document.storage_key,
    documentType: document.document_type,
    documentContextClientId: document.document_context_client_id,
    formType: document.form_type,
    createdAt: document.created_at,
  };
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, exportedValue(name, value)]));
}

/** A CSV cell: text as is, a list or object as its JSON, true/false spelled out, null empty. */
function csvCell(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Writes rows in the format, honouring backpressure; the CSV header goes before the first rows. */
function rowWriter(output: Writable, format: ExportFormat, columnNames: readonly string[]) {
  let headerWritten = false;
  return async (rows: readonly Record<string, ExportValue>[], last = false) => {
    let text: string;
    if (format === 'jsonl') text = rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    else {
      text = stringify(
        rows.map((row) => columnNames.map((name) => csvCell(row[name] ?? null))),
        { header: !headerWritten && (rows.length > 0 || last), columns: [...columnNames] },
      );
      headerWritten ||= text !== '';
    }
    if (text !== '' && !output.write(text)) await once(output, 'drain');
  };
}

/**
 * Streams claims out in filing order (created_at, then id), a page at a time by keyset (never an
 * offset, never the whole table in memory), with the columns exportColumns derives from the
 * settlement: csv (multi-record models as a JSON list in their cell) or jsonl (one JSON object a
 * line, lists as lists). With a manifest, every document of each exported claim goes there too:
 * reference code, file name, size, content type, SHA-256 and storage key. Every value passes
 * through exportedValue on its way out.
 */
export async function exportClaims(
  db: Kysely<Database>,
  settlement: SettlementService,
  output: Writable,
  options: ExportClaimsOptions,
): Promise<ExportClaimsSummary> {
  const columns = exportColumns(settlement, options.form);
  const pageSize = options.pageSize ?? 1000;
  const writeClaims = rowWriter(
    output,
    options.format,
    columns.map((column) => column.name),
  );
  const writeDocuments = options.manifest ? rowWriter(options.manifest, options.format, manifestColumnNames) : null;
  const summary: ExportClaimsSummary = { claims: 0, documents: 0 };
  let after: { createdAt: string; id: string } | null = null;

  for (;;) {
    let query = db
      .selectFrom('claims')
      .select([
        'id',
        'reference_code',
        'form_type',
        'notice_id',
        'culture',
        'config_hash',
        'created_at',
        'models',
        'signature',
      ])
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize);
    if (options.since) query = query.where('created_at', '>=', options.since.toISOString());
    if (options.form) query = query.where('form_type', '=', options.form);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(createdAt, id)));
    }
    const claims = await query.execute();
    const last = claims.length < pageSize;
    await writeClaims(
      claims.map((claim) => claimExportRow(claim, columns)),
      last,
    );
    summary.claims += claims.length;

    if (writeDocuments) {
      const referenceCodes = new Map(claims.map((claim) => [claim.id, claim.reference_code]));
      const documents =
        claims.length === 0
          ? []
          : await db
              .selectFrom('claim_documents')
              .selectAll()
              .where('claim_id', 'in', [...referenceCodes.keys()])
              .orderBy('created_at')
              .orderBy('id')
              .execute();
      await writeDocuments(
        documents.map((document) => manifestRow(referenceCodes.get(document.claim_id) ?? '', document)),
        last,
      );
      summary.documents += documents.length;
    }

    const final = claims.at(-1);
    if (last || !final) break;
    after = { createdAt: final.created_at, id: final.id };
  }
  return summary;
}
