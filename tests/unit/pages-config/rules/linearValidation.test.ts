// @vitest-environment node
/**
 * Validation costs no more than reading the value once, whatever a claimant (or a script) sends:
 * the same engine runs on every keystroke in the browser and on every submission on the server,
 * where one slow value would hold every other claimant's request.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesSettlementPattern, patternInputLimit } from '#pages-config/rules/settlementPatterns.ts';
import { defaultMaxTextLength } from '#pages-config/rules/textLimits.ts';
import { validateField, validateModel } from '#pages-config/rules/validation.ts';
import type { FieldConfig, ValidationRule } from '#pages-config/schema/field.ts';
import { loadDemo } from '#tests/helpers/demoSettlementEdits.ts';

const megabyte = 1024 * 1024;

/** Text that made the old email and number patterns backtrack in quadratic time. */
const baits = {
  email: (length: number) => `a@${'.'.repeat(length - 3)}@`,
  number: (length: number) => `${'1'.repeat(length - 1)}x`,
  spaces: (length: number) => `a${' '.repeat(length - 2)}b`,
};

const demo = loadDemo();
const context = { allowedCharacters: demo.settlement.characterWhitelist, now: new Date('2026-11-26T12:00:00Z') };

function field(validations: ValidationRule[]): FieldConfig {
  return { key: 'answer', label: 'LocKey_Answer', validations };
}

/** Every rule that reads a text's characters, on a field without a maxLength of its own. */
const everyTextRule = field([
  { type: 'email' },
  { type: 'url' },
  { type: 'integer' },
  { type: 'decimal' },
  { type: 'alpha' },
  { type: 'alphanumeric' },
  { type: 'characterSetRestriction' },
  { type: 'regularExpression', pattern: '[0-9]{6}' },
  { type: 'range', min: 0, max: 10 },
  { type: 'validDate', formats: 'MM/dd/yyyy,M/d/yyyy' },
]);

function millisecondsOf(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe('validation on hostile values', () => {
  for (const [name, bait] of Object.entries(baits)) {
    it(`checks 1 MB of ${name} bait in every field of every demo form in milliseconds, on both sides`, () => {
      const value = bait(megabyte);
      const elapsed = millisecondsOf(() => {
        for (const page of Object.values(demo.forms)) {
          for (const model of page?.models ?? []) {
            const values = Object.fromEntries(model.fields.map((config) => [config.key, value]));
            validateModel(model, values, 'client', context);
            validateModel(model, values, 'server', context);
          }
        }
      });
      expect(elapsed).toBeLessThan(100);
    });

    it(`checks ${name} bait of the longest allowed length against every text rule in milliseconds`, () => {
      const value = bait(defaultMaxTextLength);
      const elapsed = millisecondsOf(() => validateField(everyTextRule, { answer: value }, 'server', context));
      expect(elapsed).toBeLessThan(50);
    });
  }

  it('answers a value longer than its field allows with the length message alone', () => {
    const email = field([{ type: 'email' }, { type: 'maxLength', max: 254 }]);
    expect(validateField(email, { answer: baits.email(255) }, 'server')).toEqual([
      {
        key: 'LocKey_Validation_MaxLength',
        defaultMessage: 'The maximum length allowed is {max}',
        values: { max: 254 },
      },
    ]);
  });

  it('holds a field without a maxLength rule to the default limit', () => {
    const messages = validateField(
      everyTextRule,
      { answer: baits.number(defaultMaxTextLength + 1) },
      'server',
      context,
    );
    expect(messages).toEqual([
      expect.objectContaining({ key: 'LocKey_Validation_MaxLength', values: { max: defaultMaxTextLength } }),
    ]);
  });

  it('never matches a settlement pattern against a value longer than the pattern input limit', () => {
    expect([
      matchesSettlementPattern('a*', 'a'.repeat(patternInputLimit)),
      matchesSettlementPattern('a*', 'a'.repeat(patternInputLimit + 1)),
    ]).toEqual([true, false]);
  });
});

describe('the rewritten formats accept what the spec patterns accepted', () => {
  const oldEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const oldDecimal = /^-?(\d+\.?\d*|\.\d+)$/;
  const passes = (rule: ValidationRule, text: string) =>
    validateField(field([rule]), { answer: text }, 'server').length === 0;
  const textOf = (alphabet: string[]) =>
    fc.array(fc.constantFrom(...alphabet), { maxLength: 12 }).map((characters) => characters.join(''));

  it('email: the same verdict as /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/ on generated text', () => {
    fc.assert(
      fc.property(textOf(['a', 'b', '.', '@', ' ', '\t', 'é']), (text) => {
        // An empty value is the required rule's business, not the format's.
        if (text.trim() === '') return;
        expect(passes({ type: 'email' }, text)).toBe(oldEmail.test(text.trim()));
      }),
      { numRuns: 3000 },
    );
  });

  it('decimal: the same verdict as /^-?(\\d+\\.?\\d*|\\.\\d+)$/ on generated text', () => {
    fc.assert(
      fc.property(textOf(['1', '2', '.', '-', 'x']), (text) => {
        if (text.trim() === '') return;
        expect(passes({ type: 'decimal' }, text)).toBe(oldDecimal.test(text.trim()));
      }),
      { numRuns: 3000 },
    );
  });
});
