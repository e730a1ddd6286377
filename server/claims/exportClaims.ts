import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Kysely, Selectable } from 'kysely';
import { partNameOf } from '#pages-config/api/parts.ts';
import { isSensitiveField } from '#pages-config/rules/sensitive.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { ClaimDocumentsTable, ClaimsTable, Database } from '../database/schema.ts';
import type { KeyService } from '../security/dataEncryption.ts';
import type { SettlementService } from '../settlement/settlementService.ts';
import { openClaim } from './claimSealing.ts';
import { exportColumns, type ClaimColumnName, type ExportColumn, type ExportValue } from './exportColumns.ts';
import { exportedSensitiveValue, exportedValue, type ExportPolicy } from './exportPolicy.ts';

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
  /** Opens the claims' sealed answers (CLAIMKIT_DATA_KEY); needed as soon as a claim holds one. */
  keyService?: KeyService | undefined;
  /** Sensitive values in full instead of masked: only when the case team explicitly asks (--unmasked). */
  unmasked?: boolean;
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
  | 'data_key_id'
  | 'wrapped_data_key'
  | 'answers_sealed'
>;

/** How claimExportRow opens and shows a claim's sensitive values. */
export interface SensitiveValuesPolicy extends ExportPolicy {
  keyService?: KeyService | undefined;
  /** "part.field" of the fields the settlement marks sensitive: masked whatever the claim recorded. */
  sensitiveFields: ReadonlySet<string>;
}

/** "part.field" of every field any form of the settlement marks sensitive. */
export function sensitiveExportFields(settlement: SettlementService): Set<string> {
  return new Set(
    settlement.modelConfigs.flatMap((config) =>
      config.fields.filter(isSensitiveField).map((field) => `${partNameOf(config.metadata.dtoMapping)}.${field.key}`),
    ),
  );
}

/**
 * The claim's answers and signature, opened (a ClaimDecryptionError when they cannot be), every
 * sensitive value (so when the claim was filed, or marked so by the settlement now) passed through
 * exportedSensitiveValue.
 */
function exportedClaim(
  claim: ClaimRow,
  policy: SensitiveValuesPolicy,
): { models: Record<string, unknown>; signature: string } {
  const { models, signature, sensitiveFields } = openClaim(claim, policy.keyService);
  const showField = (partName: string, model: unknown) => {
    const fields = (model as StoredModel | null)?.fields;
    if (!fields || typeof fields !== 'object') return model;
    const shown: Record<string, ExportValue> = {};
    for (const [key, value] of Object.entries(fields)) {
      const place = `${partName}.${key}`;
      shown[key] =
        sensitiveFields.has(place) || policy.sensitiveFields.has(place) ? exportedSensitiveValue(value, policy) : value;
    }
    return { ...(model as object), fields: shown };
  };
  return {
    models: Object.fromEntries(
      Object.entries(models).map(([partName, value]) => [
        partName,
        Array.isArray(value) ? value.map((model) => showField(partName, model)) : showField(partName, value),
      ]),
    ),
    signature,
  };
}

interface StoredModel {
  clientId?: unknown;
  fields?: Record<string, ExportValue>;
}

function claimColumnValue(claim: ClaimRow, signature: string, name: ClaimColumnName): ExportValue {
  const values: Record<ClaimColumnName, string> = {
    referenceCode: claim.reference_code,
    formType: claim.form_type,
    noticeId: claim.notice_id,
    culture: claim.culture,
    configHash: claim.config_hash,
    createdAt: claim.created_at,
    signature,
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

/**
 * The claim as one export row: column name → value, every column present. Its answers are opened
 * with the policy's key service, and sensitive values masked unless the policy says unmasked.
 */
export function claimExportRow(
  claim: ClaimRow,
  columns: readonly ExportColumn[],
  policy: SensitiveValuesPolicy = { unmasked: false, sensitiveFields: new Set() },
): Record<string, ExportValue> {
  const { models, signature } = exportedClaim(claim, policy);
  const covered = new Set<string>();
  const row: Record<string, ExportValue> = {};
  for (const column of columns) {
    if (column.kind === 'claim') row[column.name] = claimColumnValue(claim, signature, column.name);
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

/**
 * Text a spreadsheet would run as a formula when the case team opens the file (CSV injection,
 * OWASP): a claimant's "=HYPERLINK(…)" or "@SUM(…)" in a name field. A number as text ("-12.50")
 * stays a number.
 */
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^[-+]?\d+(\.\d+)?$/;

/**
 * A CSV cell: text as is (with a leading apostrophe when it would start a formula, which the
 * spreadsheet shows as text), a list or object as its JSON, true/false spelled out, null empty.
 */
export function csvCell(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value;
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
  const policy: SensitiveValuesPolicy = {
    unmasked: options.unmasked ?? false,
    keyService: options.keyService,
    sensitiveFields: sensitiveExportFields(settlement),
  };
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
        'data_key_id',
        'wrapped_data_key',
        'answers_sealed',
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
      claims.map((claim) => claimExportRow(claim, columns, policy)),
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
