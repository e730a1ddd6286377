import { z } from 'zod';
import { parseSettlementJson } from './checks/jsonText.ts';
import { settlementContentProblems } from './checks/settlementContentChecks.ts';
import { claimSignalsProblems } from './checks/claimSignalsChecks.ts';
import { deadlinePlaceholderProblems } from './checks/deadlinePlaceholderChecks.ts';
import type { DeadlinesResponse } from './api/contract.ts';
import { contentSchema } from './schema/content.ts';
import { resolveDeadlines } from './rules/deadlineSettings.ts';
import { addressProblems } from './checks/addressChecks.ts';
import { pageConfigProblems } from './checks/pageConfigChecks.ts';
import { patternProblems, type DiagnosePattern } from './checks/patternChecks.ts';
import { editorProblems } from './checks/editorChecks.ts';
import { recordBlockProblems } from './checks/recordBlockChecks.ts';
import { blocksOf, fieldsPlacedOn } from './rules/blocks.ts';
import { jsonPointer, type SettlementProblem } from './checks/problem.ts';
import type { FieldConfig } from './schema/field.ts';
import { pageConfigSchema, type FormType, type ModelConfig, type PageConfig } from './schema/page.ts';
import { formTypeSegments, settlementSchema, themeNames, type Settlement } from './schema/settlement.ts';

/** A settlement folder, read and checked: what the server serves and validates with. */
export interface SettlementBundle {
  settlement: Settlement;
  forms: Partial<Record<FormType, PageConfig>>;
  /** culture code → content key → text */
  content: Record<string, Record<string, string>>;
}

export type { SettlementProblem } from './checks/problem.ts';

/**
 * Reads one file of the folder by its path relative to the folder; throws if it is missing. Text is
 * parsed here (reporting syntax errors and duplicate keys); an already-parsed value is taken as is.
 */
export type ReadSettlementFile = (relativePath: string) => unknown;

export class SettlementConfigError extends Error {
  readonly problems: SettlementProblem[];
  constructor(folder: string, problems: SettlementProblem[]) {
    super(
      `The settlement in ${folder} has ${problems.length} problem(s):\n` +
        problems
          .map(
            (problem) =>
              `  ${problem.file}${problem.pointer ? ` at ${problem.pointer}` : ''} [${problem.code}]: ${problem.message}`,
          )
          .join('\n'),
    );
    this.name = 'SettlementConfigError';
    this.problems = problems;
  }
}

function schemaProblems(file: string, error: z.ZodError): SettlementProblem[] {
  return error.issues.map((issue) => {
    const last = issue.path.at(-1);
    // Spec §8: a wrong component name points at the page config and lists the names that work.
    if (issue.code === 'invalid_value' && last === 'component') {
      const names = issue.values.map((value) => `"${String(value)}"`).join(', ');
      return {
        file,
        pointer: jsonPointer(issue.path),
        code: 'component/unknown',
        message: `Unknown component: use one of ${names}.`,
      };
    }
    const code =
      issue.code === 'unrecognized_keys'
        ? 'schema/unknown-key'
        : last === 'type' && issue.path.includes('validations')
          ? 'rule/unknown-type'
          : last === 'maskName'
            ? 'mask/unknown'
            : `schema/${issue.code}`;
    return { file, pointer: jsonPointer(issue.path), code, message: issue.message };
  });
}

function read(readFile: ReadSettlementFile, file: string, problems: SettlementProblem[]): unknown {
  try {
    const contents = readFile(file);
    return typeof contents === 'string' ? parseSettlementJson(file, contents, problems) : contents;
  } catch (error) {
    problems.push({
      file,
      pointer: '',
      code: 'file/unreadable',
      message: `Create this file or fix its JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}

/** Every content key a page config names, with where it names it. */
function* contentKeysOf(page: PageConfig): Generator<{ key: string; pointer: string }> {
  for (const [modelIndex, model] of page.models.entries()) {
    for (const [fieldIndex, field] of model.fields.entries()) {
      const base = `/models/${modelIndex}/fields/${fieldIndex}`;
      yield { key: field.label, pointer: `${base}/label` };
      if (field.hint) yield { key: field.hint, pointer: `${base}/hint` };
      for (const [optionIndex, option] of (field.options ?? []).entries()) {
        yield { key: option.label, pointer: `${base}/options/${optionIndex}/label` };
      }
      for (const [ruleIndex, rule] of field.validations.entries()) {
        if ('message' in rule && rule.message)
          yield { key: rule.message, pointer: `${base}/validations/${ruleIndex}/message` };
      }
    }
  }
  for (const [stepIndex, step] of page.steps.entries()) {
    yield { key: step.title, pointer: `/steps/${stepIndex}/title` };
    for (const { block, pointer: base } of blocksOf(step, `/steps/${stepIndex}/blocks`)) {
      if (block.type === 'group' && block.title) yield { key: block.title, pointer: `${base}/title` };
      if (block.type === 'heading') yield { key: block.text, pointer: `${base}/text` };
      if (block.type === 'copy')
        for (const [index, key] of block.paragraphs.entries()) yield { key, pointer: `${base}/paragraphs/${index}` };
      if (block.type === 'signature') yield { key: block.attestation, pointer: `${base}/attestation` };
      if (block.type === 'address') yield { key: block.legend, pointer: `${base}/legend` };
      if (block.type === 'multiRecordEditor') {
        yield { key: block.title, pointer: `${base}/title` };
        yield { key: block.draftTitle, pointer: `${base}/draftTitle` };
        if (block.emptyText) yield { key: block.emptyText, pointer: `${base}/emptyText` };
      }
    }
  }
}

export function findField(models: readonly ModelConfig[], dtoMapping: string, key: string): FieldConfig | undefined {
  return models.find((model) => model.metadata.dtoMapping === dtoMapping)?.fields.find((field) => field.key === key);
}

function crossReferenceProblems(
  file: string,
  page: PageConfig,
  content: SettlementBundle['content'],
): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  page.steps.forEach((step, stepIndex) => {
    for (const reference of fieldsPlacedOn(step, `/steps/${stepIndex}/blocks`)) {
      if (!findField(page.models, reference.model, reference.field)) {
        problems.push({
          file,
          pointer: reference.pointer,
          code: 'reference/unknown-field',
          message: `No field "${reference.field}" in the ${reference.model} model: add it to "models" or correct the name.`,
        });
      }
    }
  });
  for (const { key, pointer } of contentKeysOf(page)) {
    for (const [culture, texts] of Object.entries(content)) {
      if (!(key in texts)) {
        problems.push({
          file,
          pointer,
          code: 'content/missing-key',
          message: `Add "${key}" to content/${culture}.json.`,
        });
      }
    }
  }
  return problems;
}

/** A text present in one culture's content must be in every other culture's too. */
function cultureGapProblems(content: SettlementBundle['content']): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  const allKeys = new Set(Object.values(content).flatMap((texts) => Object.keys(texts)));
  for (const [culture, texts] of Object.entries(content)) {
    for (const key of allKeys) {
      if (!(key in texts)) {
        const pointer = `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
        problems.push({
          file: `content/${culture}.json`,
          pointer,
          code: 'content/missing-translation',
          message: `Add "${key}" to content/${culture}.json: other cultures have it.`,
        });
      }
    }
  }
  return problems;
}

/**
 * Reads and checks a settlement folder, its files read by `readFile` and its patterns analysed by
 * `diagnosePattern`. Returns the bundle, or throws a SettlementConfigError listing every problem
 * at once (file, JSON pointer, stable code, what to change).
 */
export function loadSettlement(
  folder: string,
  readFile: ReadSettlementFile,
  diagnosePattern: DiagnosePattern,
): SettlementBundle {
  const problems: SettlementProblem[] = [];
  const settlementJson = read(readFile, 'settlement.json', problems);
  const settlementResult = settlementSchema.safeParse(settlementJson);
  if (!settlementResult.success) {
    if (settlementJson !== undefined) problems.push(...schemaProblems('settlement.json', settlementResult.error));
    throw new SettlementConfigError(folder, problems);
  }
  const settlement = settlementResult.data;
  if (!(themeNames as readonly string[]).includes(settlement.theme)) {
    problems.push({
      file: 'settlement.json',
      pointer: '/theme',
      code: 'settlement/unknown-theme',
      message: `unexpected value for appsettings.theme: ${settlement.theme} (use one of ${themeNames.join(', ')})`,
    });
  }

  // The deadlines as each culture writes them, for the checks of the texts that name them.
  let deadlines: DeadlinesResponse | null = null;
  try {
    deadlines = resolveDeadlines(settlement.deadlines, Object.values(settlement.cultures.enabled));
  } catch (error) {
    problems.push({
      file: 'settlement.json',
      pointer: '/deadlines',
      code: 'settlement/invalid-deadline',
      message: `${(error as Error).message}: write deadlines as "MM/dd/yyyy hh:mm:ss a" or "MM/dd/yyyy" with a known time zone.`,
    });
  }

  const content: SettlementBundle['content'] = {};
  for (const culture of Object.values(settlement.cultures.enabled)) {
    const file = `content/${culture}.json`;
    const json = read(readFile, file, problems);
    if (json === undefined) continue;
    const result = contentSchema.safeParse(json);
    if (result.success) {
      const { $schema: _schema, ...texts } = result.data;
      content[culture] = texts as Record<string, string>;
    } else problems.push(...schemaProblems(file, result.error));
  }

  problems.push(
    ...cultureGapProblems(content),
    ...settlementContentProblems(settlement, content),
    ...deadlinePlaceholderProblems(content, deadlines),
  );

  const forms: SettlementBundle['forms'] = {};
  for (const formType of settlement.forms) {
    const file = `forms/${formTypeSegments[formType]}.json`;
    const json = read(readFile, file, problems);
    if (json === undefined) continue;
    const result = pageConfigSchema.safeParse(json);
    if (!result.success) {
      problems.push(...schemaProblems(file, result.error));
      continue;
    }
    if (result.data.formType !== formType) {
      problems.push({
        file,
        pointer: '/formType',
        code: 'form/type-mismatch',
        message: `This file must declare "formType": "${formType}".`,
      });
    }
    problems.push(
      ...crossReferenceProblems(file, result.data, content),
      ...pageConfigProblems(file, result.data),
      ...patternProblems(file, result.data, diagnosePattern),
      ...editorProblems(file, result.data),
      ...addressProblems(file, result.data),
      ...recordBlockProblems(file, result.data, content),
    );
    forms[formType] = result.data;
  }
  problems.push(...claimSignalsProblems(settlement, forms));

  if (problems.length > 0) throw new SettlementConfigError(folder, problems);
  return { settlement, forms, content };
}
