import { parse, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import { jsonPointer, type SettlementProblem } from './problem.ts';

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * Parses a settlement file's JSON, reporting what JSON.parse would hide or only half explain:
 * syntax errors with their line and column, comments, and duplicate keys (JSON.parse silently keeps
 * the last one, so a case team's earlier entry would vanish).
 */
export function parseSettlementJson(file: string, text: string, problems: SettlementProblem[]): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  for (const error of errors) {
    problems.push({
      file,
      pointer: '',
      code: 'file/invalid-json',
      message: `Fix the JSON at ${lineAndColumn(text, error.offset)}: ${printParseErrorCode(error.error)}.`,
    });
  }
  const seen: Array<Set<string>> = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (property, offset, _length, _line, _column, pathSupplier) => {
      const keys = seen.at(-1);
      if (!keys) return;
      if (keys.has(property)) {
        problems.push({
          file,
          pointer: jsonPointer([...pathSupplier(), property]),
          code: 'json/duplicate-key',
          message: `"${property}" appears twice in the same object (${lineAndColumn(text, offset)}): keep one.`,
        });
      }
      keys.add(property);
    },
  });
  return errors.length > 0 ? undefined : value;
}
