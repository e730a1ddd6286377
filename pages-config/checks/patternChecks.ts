import type { PageConfig } from '../schema/page.ts';
import type { SettlementProblem } from './problem.ts';

/** What a ReDoS analysis found of an anchored pattern, as much of it as the checker's messages say. */
export type PatternDiagnosis =
  | { status: 'safe' }
  | { status: 'vulnerable'; complexity: string; attack: string }
  | { status: 'unknown'; reason: string };

/**
 * A ReDoS analysis of an anchored pattern. The server's (server/settlement/patternDiagnoses.ts)
 * runs recheck, which is a Node package and slow to load, so it is handed in, as files are.
 */
export type DiagnosePattern = (anchoredPattern: string) => PatternDiagnosis;

/**
 * What is wrong with a settlement's pattern, as the rules engine runs it (anchored, no flags): not
 * a JavaScript regular expression, or one whose matching time can grow faster than the value's
 * length (ReDoS), as the analysis finds. One claimant could otherwise hold the server with one long value.
 */
function patternProblem(pattern: string, diagnose: DiagnosePattern): { code: string; message: string } | null {
  const anchored = `^(?:${pattern})$`;
  try {
    new RegExp(anchored);
  } catch (error) {
    return {
      code: 'pattern/invalid',
      message: `This is not a JavaScript regular expression (${(error as Error).message}): correct it, e.g. "[0-9]{6}".`,
    };
  }
  const diagnosis = diagnose(anchored);
  if (diagnosis.status === 'vulnerable')
    return {
      code: 'pattern/slow',
      message: `Matching this pattern takes ${diagnosis.complexity} time on text like "${diagnosis.attack}", so one long answer could stall the server: rewrite it so each character can match in one way only (e.g. "[0-9]+(\\\\.[0-9]*)?" rather than "[0-9]+\\\\.?[0-9]*"), and avoid nested repeats such as "(a+)+".`,
    };
  if (diagnosis.status === 'unknown')
    return {
      code: 'pattern/slow',
      message: `This pattern could not be shown to match in linear time (${diagnosis.reason}): simplify it (no backreferences, no nested repeats).`,
    };
  return null;
}

/** Every regularExpression and requiredIfOtherPropertyMatchesRegex pattern of a page config. */
export function patternProblems(file: string, page: PageConfig, diagnose: DiagnosePattern): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  page.models.forEach((model, modelIndex) =>
    model.fields.forEach((field, fieldIndex) =>
      field.validations.forEach((rule, ruleIndex) => {
        if (rule.type !== 'regularExpression' && rule.type !== 'requiredIfOtherPropertyMatchesRegex') return;
        const problem = patternProblem(rule.pattern, diagnose);
        if (problem)
          problems.push({
            file,
            pointer: `/models/${modelIndex}/fields/${fieldIndex}/validations/${ruleIndex}/pattern`,
            ...problem,
          });
      }),
    ),
  );
  return problems;
}
