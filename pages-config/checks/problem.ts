/** One thing a case team must fix: where it is, a stable code, and what to change. */
export interface SettlementProblem {
  file: string;
  /** JSON pointer inside the file ('' for the whole file). */
  pointer: string;
  code: string;
  message: string;
}

/** A JSON pointer from a path of keys and indexes (RFC 6901 escaping). */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}
