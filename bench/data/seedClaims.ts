/**
 * Seeds synthetic claims for the claims-export figures: `node bench/data/seedClaims.ts <count>`,
 * into the database the server uses (DATABASE_URL, else DATABASE_FILE). Each claim gets its own
 * synthetic member (Notice IDs BCH00000001…), models shaped by the settlement's model configs
 * (SETTLEMENT_DIR, default the demo) with made-up values, and about a third of them a document row
 * (no file behind it: the export reads only rows). Each is sealed as the server seals a claim
 * (claims/claimSealing.ts), under CLAIMKIT_DATA_KEY, so the export opens every one. Written 1,000
 * claims a transaction; prints the time it took.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { partNameOf, submissionListParts } from '#pages-config/api/parts.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { sealClaim } from '#server/claims/claimSealing.ts';
import { formsFilingClaims } from '#server/claims/exportColumns.ts';
import { newReferenceCode } from '#server/claims/referenceCode.ts';
import { openDatabaseFromEnvironment } from '#server/database/databaseFromEnvironment.ts';
import { upsertMembers } from '#server/members/membersRepository.ts';
import { existingDataEncryption } from '#server/security/serverSecrets.ts';
import type { MemberRecord } from '#server/members/membersCsv.ts';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import { createSettlementService } from '#server/settlement/settlementService.ts';

const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) {
  console.error('Usage: node bench/data/seedClaims.ts <count>');
  process.exit(1);
}
const keyService = existingDataEncryption();
if (!keyService) {
  console.error('Set CLAIMKIT_DATA_KEY (32 random bytes in base64): the claims are sealed as the server seals them.');
  process.exit(1);
}
const claimsPerTransaction = 1000;
const rowsPerStatement = 200;

const folder = resolve(process.env.SETTLEMENT_DIR ?? 'pages-config/settlements/demo');
const settlement = createSettlementService(loadSettlementFolder(folder), folder);
const forms = formsFilingClaims(settlement);
const db = await openDatabaseFromEnvironment();

function fieldValue(key: string, index: number): string | boolean | null {
  if (/^(receiveUpdates|noLongerOwn)$/.test(key)) return index % 2 === 0;
  if (key === 'hasDocumentedLosses') return index % 2 === 0 ? 'Yes' : 'No';
  if (/email/i.test(key)) return `claimant${index}@example.com`;
  if (/date/i.test(key)) return '01/02/2020';
  if (/middle|Line2|NonUS|saleDate/i.test(key)) return null;
  return `${key} ${index}`;
}

/** The models a claim of this form stores: part name → model, or list of models. */
function modelsOf(formType: FormType, index: number): Record<string, unknown> {
  const models: Record<string, unknown> = {};
  for (const config of settlement.modelConfigs) {
    if (config.metadata.formType !== formType) continue;
    const partName = partNameOf(config.metadata.dtoMapping);
    const model = (clientId: string) => ({
      id: null,
      clientId,
      metadata: config.metadata,
      metadataHash: config.metadataHash,
      fields: Object.fromEntries(config.fields.map((field) => [field.key, fieldValue(field.key, index)])),
    });
    if (config.metadata.dtoMapping === 'Credentials')
      models[partName] = { ...model('credentials'), fields: { noticeId: noticeIdOf(index) } };
    else if ((submissionListParts as readonly string[]).includes(partName))
      models[partName] = Array.from({ length: 1 + (index % 2) }, (_, record) => model(`fm-${index}-${record}`));
    else models[partName] = model(`${partName}-${index}`);
  }
  return models;
}

function noticeIdOf(index: number): string {
  return `BCH${String(index).padStart(8, '0')}`;
}

function memberOf(index: number): MemberRecord {
  return {
    noticeId: noticeIdOf(index),
    pin: String(randomInt(1_000_000)).padStart(6, '0'),
    firstName: 'Bench',
    lastName: `Member ${index}`,
    streetLine1: `${index} Main St`,
    streetLine2: null,
    city: 'Springfield',
    subDivision: 'IL',
    postalCode: '62701',
    country: 'US',
    email: null,
    forms: ['Standard', 'Automotive'],
    vehicles: [],
    claimStatus: null,
  };
}

const started = process.hrtime.bigint();
const now = Date.now();
const referenceCodes = new Set<string>();
let documents = 0;
for (let first = 0; first < count; first += claimsPerTransaction) {
  const indexes = Array.from({ length: Math.min(claimsPerTransaction, count - first) }, (_, offset) => first + offset);
  await upsertMembers(db, indexes.map(memberOf), 'bench-pepper', new Date(now));
  const claims = indexes.map((index) => {
    let referenceCode = newReferenceCode(settlement.settlement.referenceCodePrefix);
    while (referenceCodes.has(referenceCode))
      referenceCode = newReferenceCode(settlement.settlement.referenceCodePrefix);
    referenceCodes.add(referenceCode);
    const formType = forms[index % forms.length] ?? 'Standard';
    const id = randomUUID();
    const sealed = sealClaim(keyService, id, modelsOf(formType, index), `Bench Member ${index}`, {});
    return {
      id,
      reference_code: referenceCode,
      form_type: formType,
      notice_id: noticeIdOf(index),
      culture: index % 5 === 0 ? 'es' : 'en',
      config_hash: settlement.configVersion(formType),
      // Spread over the last 90 days, so --since has something to pick.
      created_at: new Date(now - randomInt(90 * 24 * 3600) * 1000).toISOString(),
      models: JSON.stringify(sealed.models),
      signature: sealed.signature,
      data_key_id: sealed.dataKey.keyId,
      wrapped_data_key: sealed.dataKey.ciphertext,
      answers_sealed: 1,
      attestation_text: 'I declare under penalty of perjury that the information above is true and correct.',
    };
  });
  const documentRows = claims
    .filter((_, offset) => offset % 3 === 0)
    .map((claim) => ({
      id: randomUUID(),
      claim_id: claim.id,
      form_type: claim.form_type,
      document_context_client_id: `fm-doc-${claim.id.slice(0, 8)}`,
      document_type: 'Receipt',
      file_name: 'receipt.pdf',
      declared_type: 'application/pdf',
      content_type: 'application/pdf',
      size: 10_000 + randomInt(1_000_000),
      sha256: randomBytes(32).toString('hex'),
      storage_key: `claims/${claim.id}/${randomUUID()}`,
      created_at: claim.created_at,
    }));
  await db.transaction().execute(async (transaction) => {
    for (let start = 0; start < claims.length; start += rowsPerStatement)
      await transaction
        .insertInto('claims')
        .values(claims.slice(start, start + rowsPerStatement))
        .execute();
    for (let start = 0; start < documentRows.length; start += rowsPerStatement)
      await transaction
        .insertInto('claim_documents')
        .values(documentRows.slice(start, start + rowsPerStatement))
        .execute();
  });
  documents += documentRows.length;
}
await db.destroy();
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`Seeded ${count} claims and ${documents} documents in ${seconds.toFixed(1)} s.`);
