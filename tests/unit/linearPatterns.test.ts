// @vitest-environment node
/**
 * Every regular expression literal of the product matches in time linear in its input, as recheck's
 * ReDoS analysis finds it: a pattern that can backtrack in polynomial or exponential time lets one
 * long value hold the server (or the claimant's browser). Settlement patterns are checked by the
 * settlement checker (pages-config/checks/patternChecks.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const sourceFolders = ['app', 'design-system', 'pages-config', 'server', 'themes'];

function regularExpressionLiterals(): Array<{ file: string; literal: string }> {
  const files = execFileSync(
    'git',
    ['ls-files', ...sourceFolders.flatMap((folder) => [`${folder}/*.ts`, `${folder}/*.tsx`])],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
  const found: Array<{ file: string; literal: string }> = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push({ file, literal: node.getText(source) });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('regular expressions of the code', () => {
  let literals: Array<{ file: string; literal: string }> = [];
  beforeAll(() => {
    literals = regularExpressionLiterals();
  }, 60_000);

  it('finds the literals it checks', () => {
    expect(literals.length).toBeGreaterThan(50);
  });

  // The analysis takes a few seconds over the whole code, more on a busy machine.
  it('has no literal that ReDoS analysis finds super-linear', { timeout: 60_000 }, () => {
    const slow = literals.flatMap(({ file, literal }) => {
      const end = literal.lastIndexOf('/');
      const diagnostics = checkSync(literal.slice(1, end), literal.slice(end + 1));
      return diagnostics.status === 'safe' ? [] : [`${file}: ${literal} (${diagnostics.status})`];
    });
    expect(slow).toEqual([]);
  });
});
