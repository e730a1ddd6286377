import { describe, expect, it } from 'vitest';
import type { ReadSettlementFile } from '#pages-config/settlementBundle.ts';
import { editedDemo, problemsOf, readDemoText as readText, type Json } from '#tests/helpers/demoSettlementEdits.ts';

// The checker run over broken copies of the demo settlement: one test per kind of mistake.

/** The demo with one file's text replaced. */
function demoWithText(file: string, text: (original: string) => string): ReadSettlementFile {
  return (path) => (path === file ? text(readText(path)) : readText(path));
}

const standard = 'forms/standard.json';
const claimantFields = (json: Json): Json => json.models[1].fields;
/** Where a ClaimantInfo field of the demo Standard form sits in its model. */
const claimantFieldIndex = (key: string): number =>
  (JSON.parse(readText(standard)) as Json).models[1].fields.findIndex((field: Json) => field.key === key);
// The payment-election step's PayPal group: its inputs depend on the payment method through it.
const payPalGroupPointer = '/steps/4/blocks/3';
const payPalGroup = (json: Json): Json => {
  const group = json.steps[4].blocks[3] as Json;
  if (group.type !== 'group') throw new Error('The demo payment-election step no longer has its PayPal group here');
  return group;
};

describe('the settlement checker', () => {
  it('passes the demo settlement', () => {
    expect(problemsOf(readText)).toEqual([]);
  });

  it('flags a dependency on a field the model does not have', () => {
    const problems = problemsOf(
      editedDemo(
        standard,
        (json) => (json.models[3].fields[1].dependencies = [{ field: 'paymentMetod', value: 'PayPal' }]),
      ),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reference/unknown-field', pointer: '/models/3/fields/1/dependencies/0/field' }),
    );
  });

  it('flags a block dependency on a field the model does not have', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) => (payPalGroup(json).dependencies[0].field = 'paymentMetod')),
    );
    expect(problems).toContainEqual({
      file: standard,
      pointer: `${payPalGroupPointer}/dependencies/0/field`,
      code: 'reference/unknown-field',
      message: 'No field "paymentMetod" in the PaymentElection model: correct the name or add the field.',
    });
  });

  it('flags a block dependency without a model', () => {
    const problems = problemsOf(editedDemo(standard, (json) => delete payPalGroup(json).dependencies[0].model));
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reference/missing-model', pointer: `${payPalGroupPointer}/dependencies/0` }),
    );
  });

  it('flags a dependency of a group inside a group, and of a row inside it, by their own pointers', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) => {
        const group = payPalGroup(json);
        group.blocks = [
          {
            type: 'group',
            dependencies: [{ model: 'ClaimantInfo', field: 'noSuchBox', value: true }],
            blocks: group.blocks.map((block: Json) =>
              block.type === 'row'
                ? { ...block, dependencies: [{ model: 'PaymentElection', field: 'noSuchChoice', value: 'x' }] }
                : block,
            ),
          },
        ];
      }),
    );
    expect(
      problems.filter((problem) => problem.code === 'reference/unknown-field').map((problem) => problem.pointer),
    ).toEqual([
      `${payPalGroupPointer}/blocks/0/dependencies/0/field`,
      `${payPalGroupPointer}/blocks/0/blocks/1/dependencies/0/field`,
    ]);
  });

  it('flags a field inside a group that its model does not have', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) => (payPalGroup(json).blocks[1].fields[0].field = 'payPalEmial')),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reference/unknown-field', pointer: `${payPalGroupPointer}/blocks/1` }),
    );
  });

  it('flags a group title and the copy inside a group missing from a culture', () => {
    const problems = problemsOf(
      editedDemo('content/es.json', (json) => {
        delete json.LocKey_Payment_PayPal_Title;
        delete json.LocKey_Payment_PayPal_Intro;
      }),
    );
    expect(
      problems
        .filter((problem) => problem.code === 'content/missing-key' && problem.file === standard)
        .map((problem) => problem.pointer),
    ).toEqual([`${payPalGroupPointer}/title`, `${payPalGroupPointer}/blocks/0/paragraphs/0`]);
  });

  it('flags a field shown in two places inside blocks with different dependencies', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) =>
        json.steps[4].blocks.push({ type: 'field', component: 'text', model: 'PaymentElection', field: 'payPalEmail' }),
      ),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'dependency/conflicting-inheritance', pointer: '/steps/4/blocks/4' }),
    );
  });

  it('flags a rule naming a field the model does not have', () => {
    const confirmEmail = claimantFieldIndex('confirmEmail');
    const problems = problemsOf(
      editedDemo(standard, (json) => (claimantFields(json)[confirmEmail].validations[1].field = 'emial')),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'reference/unknown-field',
        pointer: `/models/1/fields/${confirmEmail}/validations/1/field`,
      }),
    );
  });

  it('flags an unknown rule type', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) => claimantFields(json)[0].validations.push({ type: 'telepathy' })),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'rule/unknown-type', pointer: '/models/1/fields/0/validations/3/type' }),
    );
  });

  it('flags an unknown mask', () => {
    const zipCode = claimantFieldIndex('mailingPostalCode');
    const problems = problemsOf(editedDemo(standard, (json) => (claimantFields(json)[zipCode].maskName = 'postcode')));
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'mask/unknown', pointer: `/models/1/fields/${zipCode}/maskName` }),
    );
  });

  it('flags a step path that matches no page of the form', () => {
    const problems = problemsOf(editedDemo(standard, (json) => (json.steps[1].path = '/standard/claimant')));
    expect(problems).toContainEqual(expect.objectContaining({ code: 'step/path-mismatch', pointer: '/steps/1/path' }));
  });

  it('flags a skip condition without a model', () => {
    const problems = problemsOf(
      editedDemo(standard, (json) => (json.steps[2].skipUnless = [{ field: 'receiveUpdates', value: true }])),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'reference/missing-model', pointer: '/steps/2/skipUnless/0' }),
    );
  });

  it('flags a content key missing in one culture', () => {
    const problems = problemsOf(editedDemo('content/es.json', (json) => delete json.LocKey_Payment_Title));
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'content/missing-key',
        message: 'Add "LocKey_Payment_Title" to content/es.json.',
      }),
    );
  });

  it('flags a field key used twice in a model', () => {
    let copyIndex = -1;
    const problems = problemsOf(
      editedDemo(standard, (json) => (copyIndex = claimantFields(json).push({ ...claimantFields(json)[0] }) - 1)),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'duplicate/field-key', pointer: `/models/1/fields/${copyIndex}/key` }),
    );
  });

  it('flags a step id used twice', () => {
    const problems = problemsOf(editedDemo(standard, (json) => (json.steps[2].id = 'claimant-info')));
    expect(problems).toContainEqual(expect.objectContaining({ code: 'duplicate/step-id', pointer: '/steps/2/id' }));
  });

  it('flags a duplicate key in the JSON text, which JSON.parse would silently drop', () => {
    const problems = problemsOf(
      demoWithText('settlement.json', (text) =>
        text.replace('"layout": "kontent",', '"layout": "kontent",\n  "layout": "ftc",'),
      ),
    );
    expect(problems).toContainEqual(expect.objectContaining({ code: 'json/duplicate-key', pointer: '/layout' }));
  });

  it('flags broken JSON with its line and column', () => {
    const problems = problemsOf(
      demoWithText('settlement.json', (text) => text.replace('"layout": "kontent",', '"layout": "kontent"')),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'file/invalid-json', message: expect.stringMatching(/line \d+, column \d+/) }),
    );
  });

  it('flags a theme not in the list with the spec message', () => {
    const problems = problemsOf(editedDemo('settlement.json', (json) => (json.theme = 'jnd-8-0-default')));
    expect(problems).toContainEqual(
      expect.objectContaining({
        code: 'settlement/unknown-theme',
        message: expect.stringContaining('unexpected value for appsettings.theme: jnd-8-0-default'),
      }),
    );
  });

  it('flags an unknown key as a schema error', () => {
    const problems = problemsOf(editedDemo(standard, (json) => (claimantFields(json)[0].lable = 'LocKey_X')));
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'schema/unknown-key', pointer: '/models/1/fields/0' }),
    );
  });

  it('lists every problem of a folder at once, across files', () => {
    const brokenTheme = editedDemo('settlement.json', (json) => (json.theme = 'dark'));
    const brokenPath = editedDemo(standard, (json) => (json.steps[1].path = '/nowhere'));
    const problems = problemsOf((path) => (path === standard ? brokenPath(path) : brokenTheme(path)));
    expect(problems.map((problem) => problem.code)).toEqual(
      expect.arrayContaining(['settlement/unknown-theme', 'step/path-mismatch']),
    );
  });
});
