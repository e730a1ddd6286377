import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PatternDiagnosis } from '#pages-config/checks/patternChecks.ts';

const require = createRequire(import.meta.url);
const recheckPackage = require.resolve('recheck/package.json');
const recheckVersion = (JSON.parse(readFileSync(recheckPackage, 'utf8')) as { version: string }).version;

/**
 * Diagnoses already reached, in this process and on disk. A pattern's diagnosis depends only on
 * the pattern and recheck's version, while the server, the checker, the claims and members commands
 * and every test load the same settlement again and again; recheck alone takes about a second to
 * load (3 MB of JavaScript), so it is loaded only for a pattern no run has analysed yet. The disk
 * cache lives where tools keep theirs (node_modules/.cache); where that cannot be written,
 * diagnoses are kept in memory only.
 */
const diagnoses = new Map<string, PatternDiagnosis>();
const cacheFolder = join(dirname(dirname(recheckPackage)), '.cache', 'claimkit-pattern-diagnoses');

function cacheFile(anchoredPattern: string): string {
  const name = createHash('sha256').update(`${recheckVersion}\0${anchoredPattern}`).digest('hex');
  return join(cacheFolder, `${name}.json`);
}

function cachedDiagnosis(anchoredPattern: string): PatternDiagnosis | undefined {
  const known = diagnoses.get(anchoredPattern);
  if (known) return known;
  try {
    const stored = JSON.parse(readFileSync(cacheFile(anchoredPattern), 'utf8')) as {
      pattern: string;
      diagnosis: PatternDiagnosis;
    };
    if (stored.pattern !== anchoredPattern) return undefined;
    diagnoses.set(anchoredPattern, stored.diagnosis);
    return stored.diagnosis;
  } catch {
    return undefined;
  }
}

function keepDiagnosis(anchoredPattern: string, diagnosis: PatternDiagnosis): void {
  diagnoses.set(anchoredPattern, diagnosis);
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Written whole, then renamed: a process reading at the same time sees all of it or nothing.
    const file = cacheFile(anchoredPattern);
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify({ pattern: anchoredPattern, diagnosis }));
    renameSync(partial, file);
  } catch {
    // A read-only install: the diagnosis is kept in memory only.
  }
}

/** recheck's analysis itself (automata theory, then fuzzing), uncached. */
export function recheckDiagnosis(anchoredPattern: string): PatternDiagnosis {
  // In this thread (recheck's "pure" backend): no worker thread or agent process to start for it.
  process.env.RECHECK_SYNC_BACKEND ??= 'pure';
  const { checkSync } = require('recheck') as typeof import('recheck');
  const found = checkSync(anchoredPattern, '');
  if (found.status === 'vulnerable')
    return { status: 'vulnerable', complexity: found.complexity.summary, attack: found.attack.pattern };
  if (found.status === 'unknown') return { status: 'unknown', reason: found.error.kind };
  return { status: 'safe' };
}

/** The settlement checker's ReDoS analysis (pages-config/checks/patternChecks.ts), cached. */
export function diagnosePattern(anchoredPattern: string): PatternDiagnosis {
  const known = cachedDiagnosis(anchoredPattern);
  if (known) return known;
  const diagnosis = recheckDiagnosis(anchoredPattern);
  keepDiagnosis(anchoredPattern, diagnosis);
  return diagnosis;
}
