/**
 * Filed claims from the command line: `npm run claims -- <command>`.
 *
 *   export [--format csv|jsonl] [--since <ISO time>] [--form <type>] [--out <file>] [--manifest <file>] [--unmasked]
 *     Streams the claims of the database the server uses (DATABASE_URL, else DATABASE_FILE,
 *     default var/claimkit.sqlite) in filing order, to stdout or --out. Columns come from the
 *     settlement (SETTLEMENT_DIR, default the demo): the claim's own, then each form's model fields
 *     in config order (see claims/exportColumns.ts). csv (the default) writes a multi-record model
 *     (vehicles, documents) as a JSON list in one cell; jsonl writes one JSON object a line.
 *     --since keeps claims filed at or after an instant; --form keeps one form type (and its
 *     columns only). --manifest writes the exported claims' documents, in the same format:
 *     reference code, file name, size, content type, SHA-256, storage key.
 *     Every answer and the signature are stored sealed; the export opens them with
 *     CLAIMKIT_DATA_KEY (or the key a development server generated in secrets/ beside
 *     DATABASE_FILE; CLAIMKIT_PREVIOUS_DATA_KEYS after a rotation) and writes them in the clear,
 *     but for sensitive fields (date of birth, bank and wallet details, tax numbers: the
 *     settlement's `sensitive` flags), masked ("•••• 6789", "a•••@example.com", "••/••/••••").
 *     --unmasked writes those in full too, with a warning on stderr: only for a recipient entitled
 *     to them (the payment administrator).
 *     Exit code: 0 when written, 1 when the export could not run. The count goes to stderr.
 *
 *   flagged [--since <ISO time>] [--format csv|jsonl] [--out <file>]
 *     Lists the claims whose fraud signals (claims/claimSignals.ts) call for a look, in filing
 *     order, each with its reasons (honeypot, disposable-email, same-email, same-payout-account,
 *     same-address-hour, same-address-day, captcha-score, changed-from-notice, mixed-script-name)
 *     and the figures behind them (for the last two, the field keys, never the values). --since
 *     keeps claims filed at or after an instant. Exit code: 0 when written, 1 when it could not run.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { formTypeSegments } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { SettlementConfigError } from '#pages-config/settlementBundle.ts';
import { formsFilingClaims } from '../claims/exportColumns.ts';
import { exportClaims, type ExportFormat } from '../claims/exportClaims.ts';
import { flaggedClaimColumns, flaggedClaims, type FlaggedClaim } from '../claims/claimSignals.ts';
import { ClaimDecryptionError } from '../claims/claimSealing.ts';
import { DataKeyError } from '../security/dataEncryption.ts';
import { existingDataEncryption } from '../security/serverSecrets.ts';
import { openDatabaseFromEnvironment } from '../database/databaseFromEnvironment.ts';
import { loadSettlementFolder } from '../settlement/loadSettlementFolder.ts';
import { createSettlementService, type SettlementService } from '../settlement/settlementService.ts';

const usage = `Usage:
  npm run claims -- flagged [--since <ISO time>] [--format csv|jsonl] [--out <file>]
  npm run claims -- export [--format csv|jsonl] [--since <ISO time>] [--form <type>] [--out <file>] [--manifest <file>] [--unmasked]`;

/** A problem that stops the command (exit code 1). */
class CommandError extends Error {}

function loadSettlement(): SettlementService {
  const folder = resolve(process.env.SETTLEMENT_DIR ?? 'pages-config/settlements/demo');
  try {
    return createSettlementService(loadSettlementFolder(folder), folder);
  } catch (error) {
    if (error instanceof SettlementConfigError) throw new CommandError(error.message);
    throw error;
  }
}

/** --form: a form type that files claims, by name (Automotive) or URL segment (automotive). */
function formOption(value: string | undefined, settlement: SettlementService): FormType | undefined {
  if (value === undefined) return undefined;
  const forms = formsFilingClaims(settlement);
  const form = forms.find((candidate) => candidate === value || formTypeSegments[candidate] === value);
  if (!form) throw new CommandError(`--form: one of ${forms.join(', ')}, not "${value}".`);
  return form;
}

/** --since: an ISO 8601 date or instant (a date alone is midnight UTC). */
function sinceOption(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const since = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(since.getTime()))
    throw new CommandError(`--since: an ISO 8601 time such as 2027-01-31T08:00:00Z, not "${value}".`);
  return since;
}

async function closed(stream: Writable): Promise<void> {
  if (stream === process.stdout) return;
  stream.end();
  await finished(stream);
}

async function exportCommand(values: Record<string, string | boolean | undefined>): Promise<number> {
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : undefined);
  const format = (text('format') ?? 'csv') as ExportFormat;
  if (format !== 'csv' && format !== 'jsonl') throw new CommandError(`--format: csv or jsonl, not "${format}".`);
  const since = sinceOption(text('since'));
  const settlement = loadSettlement();
  const form = formOption(text('form'), settlement);
  const unmasked = values.unmasked === true;
  let keyService;
  try {
    keyService = existingDataEncryption();
  } catch (error) {
    if (error instanceof DataKeyError) throw new CommandError(error.message);
    throw error;
  }
  if (unmasked)
    console.error(
      'Warning: --unmasked writes dates of birth, bank and wallet details and tax numbers in full. Keep the file encrypted, share it only with whom is entitled to it, and delete it when done.',
    );

  const started = process.hrtime.bigint();
  const db = await openDatabaseFromEnvironment();
  const out = text('out');
  const manifestFile = text('manifest');
  const output = out ? createWriteStream(out, { mode: 0o600 }) : process.stdout;
  const manifest = manifestFile ? createWriteStream(manifestFile, { mode: 0o600 }) : undefined;
  try {
    const summary = await exportClaims(db, settlement, output, {
      format,
      since,
      form,
      manifest,
      keyService,
      unmasked,
    });
    await closed(output);
    if (manifest) await closed(manifest);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    console.error(
      `Exported ${summary.claims} claim(s)${manifest ? ` and ${summary.documents} document(s) to the manifest` : ''} in ${elapsed.toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

/** One line of the flagged list: csv (reasons joined by "; ") or a JSON object. */
function flaggedLine(claim: FlaggedClaim, format: ExportFormat): string {
  if (format === 'jsonl') return `${JSON.stringify(claim)}\n`;
  const cell = (value: FlaggedClaim[keyof FlaggedClaim]) =>
    Array.isArray(value) ? value.join('; ') : typeof value === 'boolean' ? String(value) : value;
  return stringify([flaggedClaimColumns.map((column) => cell(claim[column]))]);
}

async function flaggedCommand(values: {
  format?: string | undefined;
  since?: string | undefined;
  out?: string | undefined;
}): Promise<number> {
  const format = (values.format ?? 'csv') as ExportFormat;
  if (format !== 'csv' && format !== 'jsonl') throw new CommandError(`--format: csv or jsonl, not "${format}".`);
  const since = sinceOption(values.since);
  const settlement = loadSettlement();
  const db = await openDatabaseFromEnvironment();
  const output = values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout;
  try {
    let count = 0;
    if (format === 'csv') output.write(stringify([[...flaggedClaimColumns]]));
    for await (const claim of flaggedClaims(db, settlement.settlement, { since })) {
      count += 1;
      if (!output.write(flaggedLine(claim, format))) await once(output, 'drain');
    }
    await closed(output);
    console.error(`${count} flagged claim(s).`);
    return 0;
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        since: { type: 'string' },
        form: { type: 'string' },
        out: { type: 'string' },
        manifest: { type: 'string' },
        unmasked: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
  const [command, ...rest] = parsed.positionals;
  if (command === 'export' && rest.length === 0) return exportCommand(parsed.values);
  if (command === 'flagged' && rest.length === 0) return flaggedCommand(parsed.values);
  throw new CommandError(usage);
}

// A reader that stops early (`| head`) closes the pipe: that ends the export, and is no failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof CommandError || error instanceof ClaimDecryptionError ? error.message : error);
    process.exitCode = 1;
  },
);
