import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReadSettlementFile } from '#pages-config/settlementBundle.ts';
import { loadDemo, problemsOf } from '#tests/helpers/demoSettlementEdits.ts';

const demoFolder = join(import.meta.dirname, '..', '..', '..', 'pages-config', 'settlements', 'demo');
const readDemo: ReadSettlementFile = (path) => JSON.parse(readFileSync(join(demoFolder, path), 'utf8'));

/** Reads the demo, with one file's JSON changed by `edit`. */
function demoWith(file: string, edit: (json: Record<string, unknown>) => void): ReadSettlementFile {
  return (path) => {
    const json = readDemo(path) as Record<string, unknown>;
    if (path === file) edit(json);
    return json;
  };
}

describe('loadSettlement', () => {
  it('loads the demo settlement with its four forms and both cultures', () => {
    const bundle = loadDemo(readDemo);
    expect([Object.keys(bundle.forms), Object.keys(bundle.content)]).toEqual([
      ['Standard', 'Automotive', 'Lookup', 'DocumentsUpload'],
      ['en', 'es'],
    ]);
  });

  it('reports an unknown theme with the spec message and its JSON pointer', () => {
    const problems = problemsOf(demoWith('settlement.json', (json) => (json.theme = 'dark')));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'settlement.json',
        pointer: '/theme',
        message: expect.stringContaining('unexpected value for appsettings.theme: dark'),
      }),
    );
  });

  it('reports an unknown key in a page config as a schema error', () => {
    const problems = problemsOf(demoWith('forms/standard.json', (json) => (json.colour = 'red')));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: 'forms/standard.json', code: 'schema/unknown-key' }),
    );
  });

  it('reports a block naming a field that no model has', () => {
    const problems = problemsOf(
      demoWith('forms/standard.json', (json) => {
        const steps = json.steps as Array<{ blocks: unknown[] }>;
        steps[0]!.blocks.push({ type: 'field', component: 'text', model: 'Credentials', field: 'noSuchField' });
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reference/unknown-field', pointer: '/steps/0/blocks/4' }),
    );
  });

  it('reports a wrong component name at its place in the page config, with the names that work', () => {
    const problems = problemsOf(
      demoWith('forms/standard.json', (json) => {
        const steps = json.steps as Array<{ blocks: unknown[] }>;
        steps[0]!.blocks.push({ type: 'field', component: 'hidden', model: 'Credentials', field: 'noticeId' });
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'forms/standard.json',
        pointer: expect.stringMatching(/^\/steps\/0\/blocks\/\d+\/component$/),
        code: 'component/unknown',
        message: expect.stringMatching(/^Unknown component: use one of "text", "textarea", .*"date"/),
      }),
    );
  });

  it('reports a content key missing in one culture, naming the file to add it to', () => {
    const problems = problemsOf(demoWith('content/es.json', (json) => delete json.LocKey_Start_Title));
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'content/missing-key', message: 'Add "LocKey_Start_Title" to content/es.json.' }),
    );
  });

  it('reports every problem at once', () => {
    const problems = problemsOf(
      demoWith('forms/standard.json', (json) => {
        json.colour = 'red';
        json.formType = 'Nonsense';
      }),
    );
    expect(problems.length).toBeGreaterThanOrEqual(2);
  });
});

describe('loadSettlement content across cultures', () => {
  it('reports a text that one culture has and another lacks', () => {
    const problems = problemsOf(demoWith('content/en.json', (json) => (json.LocKey_Extra = 'Only in English')));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/es.json',
        pointer: '/LocKey_Extra',
        code: 'content/missing-translation',
      }),
    );
  });
});

describe('loadSettlement deadline placeholders', () => {
  it('refuses an unknown deadline placeholder, naming file, pointer and the placeholders that work', () => {
    const problems = problemsOf(
      demoWith('content/es.json', (json) => {
        json.LocKey_Banner_Header = 'Presente su reclamación a más tardar el {automotiveDeadlineLongDate}';
      }),
    );
    expect(problems).toEqual([
      {
        file: 'content/es.json',
        pointer: '/LocKey_Banner_Header',
        code: 'content/unknown-placeholder',
        message:
          '{automotiveDeadlineLongDate} is no deadline placeholder: use {formDeadlineLongDate} for the deadline of the form shown, or one of {globalDeadlineLongDate}, {claimFilingDeadlineLongDate}, {automotiveFilingDeadlineLongDate}, {lookupFilingDeadlineLongDate}, {documentsUploadFilingDeadlineLongDate}.',
      },
    ]);
  });

  it('refuses a placeholder of a deadline the settlement does not set', () => {
    const problems = problemsOf(
      demoWith('content/en.json', (json) => (json.LocKey_Lookup_Intro = 'Look up by {lookupFilingDeadlineFullDate}.')),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'content/en.json',
        pointer: '/LocKey_Lookup_Intro',
        code: 'content/unset-deadline',
      }),
    );
  });

  it('refuses a deadline typed out where its placeholder belongs', () => {
    const problems = problemsOf(
      demoWith('content/en.json', (json) => (json.LocKey_Banner_Header = 'Claims are due by June 30, 2027')),
    );
    expect(problems).toEqual([
      {
        file: 'content/en.json',
        pointer: '/LocKey_Banner_Header',
        code: 'content/typed-deadline',
        message:
          '"June 30, 2027" is a deadline typed out: write {globalDeadlineLongDate} or {claimFilingDeadlineLongDate} (or the {formDeadline…} one for the form shown), so the text follows the deadline settings.',
      },
    ]);
  });

  it('takes the placeholders of the form shown and of every set deadline', () => {
    const problems = problemsOf(
      demoWith('content/en.json', (json) => {
        json.LocKey_Banner_Header = 'File by {formDeadlineShortDate}, {documentsUploadFilingDeadlineFullDate}';
      }),
    );
    expect(problems).toEqual([]);
  });
});
