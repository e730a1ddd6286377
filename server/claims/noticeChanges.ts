import { partNameOf, type PrepopulatedItem } from '#pages-config/api/contract.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { PageConfig } from '#pages-config/schema/page.ts';
import { isPersonNameField } from '#pages-config/rules/personNames.ts';
import type { CheckedSubmission } from './checkSubmission.ts';
import { mixesScriptsInAWord } from './nameScripts.ts';

/** One spelling of an answer for comparing: NFKC, spaces collapsed, case ignored. */
function comparable(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase() : '';
}

/** The notice's value a field is prefilled with (prepopulatedDataKey or key, case-insensitively). */
function noticeValueOf(field: FieldConfig, item: PrepopulatedItem | undefined): string {
  if (!item) return '';
  const name = (field.prepopulatedDataKey ?? field.key).toLowerCase();
  const entry = Object.entries(item.fields).find(([key]) => key.toLowerCase() === name);
  return comparable(entry?.[1]);
}

/** The single models of a checked submission with their current config, Credentials aside. */
function* singleModels(
  models: CheckedSubmission['models'],
  pageConfig: PageConfig,
): Generator<{ partName: string; fields: Record<string, unknown>; config: PageConfig['models'][number] }> {
  for (const config of pageConfig.models) {
    const partName = partNameOf(config.metadata.dtoMapping);
    const model = models[partName];
    if (!model || Array.isArray(model) || config.metadata.dtoMapping === 'Credentials') continue;
    yield { partName, fields: model.fields, config };
  }
}

/**
 * "Changed from notice" (a fraud signal): the answers the claimant changed from what the notice
 * prefilled (spec §4 prefill: the member's name, address and email from members.csv), as
 * "claimantInfo.lastName", never the values. A field the notice left empty, filled in, is no change;
 * one the notice filled that the claim holds otherwise (or no longer holds) is.
 */
export function changedFromNotice(
  models: CheckedSubmission['models'],
  pageConfig: PageConfig,
  notice: readonly PrepopulatedItem[],
): string[] {
  const changed: string[] = [];
  for (const { partName, fields, config } of singleModels(models, pageConfig)) {
    const item = notice.find((candidate) => candidate.metadata.dtoMapping === config.metadata.dtoMapping);
    for (const field of config.fields) {
      const noticeValue = noticeValueOf(field, item);
      if (noticeValue !== '' && comparable(fields[field.key]) !== noticeValue) changed.push(`${partName}.${field.key}`);
    }
  }
  return changed;
}

/** The name fields (personName) and the signature whose words mix scripts (nameScripts.ts), as keys. */
export function mixedScriptNames(
  models: CheckedSubmission['models'],
  pageConfig: PageConfig,
  signature: string,
): string[] {
  const found: string[] = [];
  for (const { partName, fields, config } of singleModels(models, pageConfig)) {
    for (const field of config.fields) {
      const value = fields[field.key];
      if (isPersonNameField(field) && typeof value === 'string' && mixesScriptsInAWord(value))
        found.push(`${partName}.${field.key}`);
    }
  }
  if (mixesScriptsInAWord(signature)) found.push('signature');
  return found;
}
