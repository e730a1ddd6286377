import { checkSync } from 'recheck';
import type { PageConfig } from '../schema/page.ts';
import type { SettlementProblem } from './problem.ts';

/** A pattern's verdict, kept per pattern: the server checks the same settlement at every start. */
const verdicts = new Map<string, { code: string; message: string } | null>();

/**
 * What is wrong with a settlement's pattern, as the rules engine runs it (anchored, no flags): not
 * a JavaScript regular expression, or one whose matching time can grow faster than the value's
 * length (ReDoS), found by recheck's analysis (automata theory, then fuzzing). One claimant could
 * otherwise hold the server with one long value.
 */
function patternProblem(pattern: string): { code: string; message: string } | null {
  const known = verdicts.get(pattern);
  if (known !== undefined) return known;
  let verdict: { code: string; message: string } | null = null;
  const anchored = `^(?:${pattern})$`;
  try {
    new RegExp(anchored);
  } catch (error) {
    verdict = {
      code: 'pattern/invalid',
      message: `This is not a JavaScript regular expression (${(error as Error).message}): correct it, e.g. "[0-9]{6}".`,
    };
  }
  if (!verdict) {
    const diagnostics = checkSync(anchored, '');
    if (diagnostics.status === 'vulnerable') {
      verdict = {
        code: 'pattern/slow',
        message: `Matching this pattern takes ${diagnostics.complexity.summary} time on text like "${diagnostics.attack.pattern}", so one long answer could stall the server: rewrite it so each character can match in one way only (e.g. "[0-9]+(\\\\.[0-9]*)?" rather than "[0-9]+\\\\.?[0-9]*"), and avoid nested repeats such as "(a+)+".`,
      };
    } else if (diagnostics.status === 'unknown') {
      verdict = {
        code: 'pattern/slow',
        message: `This pattern could not be shown to match in linear time (${diagnostics.error.kind}): simplify it (no backreferences, no nested repeats).`,
      };
    }
  }
  verdicts.set(pattern, verdict);
  return verdict;
}

/** Every regularExpression and requiredIfOtherPropertyMatchesRegex pattern of a page config. */
export function patternProblems(file: string, page: PageConfig): SettlementProblem[] {
  const problems: SettlementProblem[] = [];
  page.models.forEach((model, modelIndex) =>
    model.fields.forEach((field, fieldIndex) =>
      field.validations.forEach((rule, ruleIndex) => {
        if (rule.type !== 'regularExpression' && rule.type !== 'requiredIfOtherPropertyMatchesRegex') return;
        const problem = patternProblem(rule.pattern);
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
