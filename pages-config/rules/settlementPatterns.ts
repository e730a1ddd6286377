/**
 * The longest value a settlement's own pattern (regularExpression, requiredIfOtherPropertyMatchesRegex)
 * is run on. The checker refuses patterns a ReDoS analysis flags (checks/patternChecks.ts); this cap
 * bounds what any pattern costs even so. A longer value does not match: a field checked by a
 * pattern holds codes, numbers and names, never a thousand characters.
 */
export const patternInputLimit = 1_000;

const compiled = new Map<string, RegExp>();

/** Whether the whole text matches a settlement's pattern (anchored), compiled once per pattern. */
export function matchesSettlementPattern(pattern: string, text: string): boolean {
  if (text.length > patternInputLimit) return false;
  let expression = compiled.get(pattern);
  if (!expression) {
    expression = new RegExp(`^(?:${pattern})$`);
    compiled.set(pattern, expression);
  }
  return expression.test(text);
}
