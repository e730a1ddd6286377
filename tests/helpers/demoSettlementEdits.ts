import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSettlement, SettlementConfigError, type ReadSettlementFile } from '#pages-config/settlementBundle.ts';
import type { SettlementProblem } from '#pages-config/checks/problem.ts';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import { diagnosePattern } from '#server/settlement/patternDiagnoses.ts';

/** Broken copies of the demo settlement, for the checker's tests: one file's JSON edited in memory. */
export const demoFolder = join(import.meta.dirname, '..', '..', 'pages-config', 'settlements', 'demo');
export const readDemoText = (path: string) => readFileSync(join(demoFolder, path), 'utf8');

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The demo with one file's JSON edited. */
export function editedDemo(file: string, edit: (json: Json) => void): ReadSettlementFile {
  return (path) => {
    if (path !== file) return readDemoText(path);
    const json = JSON.parse(readDemoText(path)) as Json;
    edit(json);
    return JSON.stringify(json, null, 2);
  };
}

/** The settlement read through `readFile` (the demo's files by default), checked as the server checks it. */
export function loadDemo(readFile: ReadSettlementFile = readDemoText): SettlementBundle {
  return loadSettlement('demo', readFile, diagnosePattern);
}

/** Every problem the checker finds in a settlement read through `readFile`; none for a good one. */
export function problemsOf(readFile: ReadSettlementFile): SettlementProblem[] {
  try {
    loadDemo(readFile);
    return [];
  } catch (error) {
    if (error instanceof SettlementConfigError) return error.problems;
    throw error;
  }
}
