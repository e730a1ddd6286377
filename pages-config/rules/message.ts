/**
 * A message a rule produces: a content key, the English text used when the key is missing from
 * the settlement's content, and the values substituted into it.
 */
export interface RuleMessage {
  key: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

/**
 * Looks a key up in a culture's content and substitutes `{name}` and `{0}` placeholders
 * (spec §8: an unfound key shows the key itself).
 */
export function formatContent(
  content: Readonly<Record<string, string>>,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const template = content[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of a rule message in one culture, falling back to the rule's English default. */
export function formatRuleMessage(content: Readonly<Record<string, string>>, message: RuleMessage): string {
  const withDefault = message.key in content ? content : { ...content, [message.key]: message.defaultMessage };
  return formatContent(withDefault, message.key, message.values);
}
