import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  loadSettlement,
  SettlementConfigError,
  type SettlementBundle,
  type SettlementProblem,
} from '#pages-config/settlementBundle.ts';
import { formTypeSegments } from '#pages-config/schema/settlement.ts';
import { diagnosePattern } from './patternDiagnoses.ts';

/**
 * What the server itself needs of a settlement beyond the schema: every offered form authorizes
 * with a Credentials model holding `noticeId` and `pin`, the fields checked against members.csv.
 */
function serverProblems(bundle: SettlementBundle): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  for (const formType of bundle.settlement.forms) {
    const file = `forms/${formTypeSegments[formType]}.json`;
    const models = bundle.forms[formType]?.models ?? [];
    const index = models.findIndex((model) => model.metadata.dtoMapping === 'Credentials');
    if (index === -1) {
      problems.push({
        file,
        pointer: '/models',
        code: 'server/missing-credentials',
        message: 'Add a model with "dtoMapping": "Credentials" (fields noticeId and pin).',
      });
      continue;
    }
    for (const key of ['noticeId', 'pin']) {
      if (!models[index]?.fields.some((field) => field.key === key)) {
        problems.push({
          file,
          pointer: `/models/${index}/fields`,
          code: 'server/missing-credential-field',
          message: `Add a field with "key": "${key}" to the Credentials model.`,
        });
      }
    }
  }
  return problems;
}

/**
 * Reads and checks a settlement folder from disk. Throws SettlementConfigError listing every
 * problem (schema, cross-references, then the server's own needs).
 */
export function loadSettlementFolder(folder: string): SettlementBundle {
  // Text, not parsed JSON: the loader reports syntax errors by line and duplicate keys.
  const bundle = loadSettlement(
    folder,
    (relativePath) => readFileSync(join(folder, relativePath), 'utf8'),
    diagnosePattern,
  );
  const problems = serverProblems(bundle);
  if (problems.length > 0) throw new SettlementConfigError(folder, problems);
  return bundle;
}
