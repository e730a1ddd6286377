// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function ruleIdsFor(filePath: string, code: string): Promise<Array<string | null>> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('the one-way import rule of ARCHITECTURE.md', () => {
  it('forbids design-system importing app', async () => {
    expect(await ruleIdsFor('design-system/Probe/Probe.tsx', "export { store } from '#app/store.ts';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids server importing app through a relative path', async () => {
    expect(await ruleIdsFor('server/probe.ts', "export { store } from '../app/store.ts';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids pages-config importing a Node-only module', async () => {
    expect(await ruleIdsFor('pages-config/probe.ts', "export { readFileSync } from 'node:fs';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids pages-config importing the server through its alias', async () => {
    expect(await ruleIdsFor('pages-config/probe.ts', "export { buildApp } from '#server/app.ts';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('forbids pages-config importing React', async () => {
    expect(await ruleIdsFor('pages-config/probe.ts', "export { useState } from 'react';\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('allows app importing pages-config', async () => {
    expect(
      await ruleIdsFor('app/probe.ts', "export { formatContent } from '#pages-config/rules/message.ts';\n"),
    ).not.toContain('no-restricted-imports');
  });

  it('forbids eval anywhere', async () => {
    expect(await ruleIdsFor('app/probe.ts', "export const value = eval('1');\n")).toContain('no-restricted-syntax');
  });
});
