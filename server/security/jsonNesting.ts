/**
 * How deep the JSON of a submission may nest. The deepest a claim goes is a list of models: the
 * list, a model, its fields or metadata, a value (four levels); 32 is eight times that. Deeper JSON
 * is refused where it arrives (documents/receiveSubmission.ts), because the code that reads a
 * submission afterwards walks its values recursively: its idempotency fingerprint, the checks,
 * storage. JSON.stringify itself overflows the call stack at a few thousand levels, and that
 * overflow answered 500 (ASVS 5.0 1.5.2: limits on what a deserialiser takes).
 */
export const maxJsonNesting = 32;

/**
 * Whether text nests arrays and objects deeper than `limit`, counted over its brackets outside
 * JSON strings, in one pass and without parsing it: a part of megabytes of `[` is measured in
 * milliseconds. Text that is not JSON is counted the same way, so it too is refused past the limit
 * (no answer a person types nests 32 brackets deep).
 */
export function textNestsTooDeep(text: string, limit = maxJsonNesting): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '[' || character === '{') {
      depth += 1;
      if (depth > limit) return true;
    } else if (character === ']' || character === '}') depth = Math.max(0, depth - 1);
  }
  return false;
}

/** Whether a parsed value nests arrays and objects deeper than `limit`; walked without recursion. */
export function valueNestsTooDeep(value: unknown, limit = maxJsonNesting): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}
