// @vitest-environment node
/**
 * Property tests: for every rule type of the config language and generated field values, the
 * client's verdict (the app's selector, fed through the store as the claimant's changes would be)
 * and the server's verdict (checkSubmission, with the server's whitelist and clock) agree: the same
 * fields fail, with the same messages (each text names its content key and values). The one
 * intended difference: requiredOnClientOnly fails in the browser only.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModelPayload, ServerModelConfig } from '#pages-config/api/contract.ts';
import { formatUserDate, todayInLosAngeles } from '#pages-config/rules/dates.ts';
import type { FieldConfig, FieldValue, ValidationRule, ValidationRuleType } from '#pages-config/schema/field.ts';
import { pageConfigSchema, type PageConfig } from '#pages-config/schema/page.ts';
import { settlementSchema } from '#pages-config/schema/settlement.ts';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { cultureChanged } from '#app/features/culture/cultureSlice.ts';
import { selectDerivedFields, selectModelPayload } from '#app/features/formModels/formModelsSelectors.ts';
import { fieldChanged, modelConfigsReceived } from '#app/features/formModels/formModelsSlice.ts';
import { makeStore } from '#app/store.ts';
import { checkSubmission } from '#server/claims/checkSubmission.ts';
import { normaliseNoticeId } from '#server/security/credentials.ts';
import { createSettlementService, modelConfigHash } from '#server/settlement/settlementService.ts';

/** Generated cases per rule type, and of rules mixed: 24 × 150 + 400 = 4,000 in all. */
const runsPerRuleType = 150;
const mixedRuns = 400;

const whitelist =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,;:\'"!?()-_/&@#$%+*=\n\r\táéíóúüñÁÉÍÓÚÜÑ¿¡';

/** Every message key a rule can produce, each shown as its key and every value it may carry. */
const messageKeys = [
  'Required',
  'RequiredIf',
  'RequireOneTrue',
  'RequireOneValue',
  'MaxLength',
  'Range',
  'Between',
  'EndDate',
  'FutureDate',
  'ValidDate',
  'Invalid',
  'RestrictedCharacters',
  'Mismatch',
  'Email',
  'Url',
  'Integer',
  'Decimal',
  'Alpha',
  'Alphanumeric',
  'Vin',
  'VinCheckDigit',
  'HiddenCharacters',
]
  .map((name) => `LocKey_Validation_${name}`)
  .concat(['LocKey_Custom_A', 'LocKey_Custom_B', 'LocKey_Custom_ClientOnly']);
const content = Object.fromEntries(messageKeys.map((key) => [key, `«${key}» {min} {max} {characters}`]));
const clientOnlyMarker = '«LocKey_Custom_ClientOnly»';

// The instants the checks run at: midday, the last second of a Los Angeles day and the first of
// the next (08:00 UTC in winter), a leap day, and a daylight-saving change.
const instants = [
  '2026-11-22T20:00:00Z',
  '2026-11-23T07:59:59Z',
  '2026-11-23T08:00:00Z',
  '2028-02-29T19:00:00Z',
  '2027-03-14T10:30:00Z',
].map((text) => new Date(text));

function addDays(now: Date, days: number): { year: number; month: number; day: number } {
  const today = todayInLosAngeles(now);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Texts the comparisons and patterns below look for, so conditions hold often enough. */
const pool = [
  'US',
  'CA',
  'Leased',
  'abc',
  'A1',
  '42',
  '0.01',
  '5000',
  'x@example.com',
  'https://example.com',
  // A valid VIN, the same with a wrong check digit, and one with the letter O.
  '5NWCA4EB1KA102938',
  '5NWCA4EB2KA102938',
  '5NWCA4EB1KA1O2938',
];

/** Field values: null, booleans, empty and blank text, unicode, numbers, emails, and dates around today. */
function fieldValue(now: Date): fc.Arbitrary<FieldValue> {
  const nearToday = fc.integer({ min: -3, max: 3 }).map((offset) => addDays(now, offset));
  const weighted = (weight: number, arbitrary: fc.Arbitrary<FieldValue>) => ({ weight, arbitrary });
  // Empty values and dates weigh more: most rules only fail on them or against them.
  return fc.oneof(
    weighted(4, fc.constant(null)),
    weighted(2, fc.boolean()),
    weighted(2, fc.constant('')),
    weighted(2, fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000'), maxLength: 3 })),
    weighted(1, fc.string({ maxLength: 12 })),
    weighted(1, fc.string({ unit: 'grapheme', maxLength: 8 })),
    weighted(1, fc.string({ unit: 'binary', maxLength: 6 })),
    weighted(3, fc.constantFrom(...pool)),
    weighted(1, fc.constantFrom(' US ', 'us', 'Us', '\tabc\n')),
    weighted(1, fc.double({ min: -10, max: 6000, noNaN: true }).map(String)),
    weighted(1, fc.integer({ min: -5, max: 6000 }).map(String)),
    weighted(
      1,
      fc.constantFrom('0', '-0', '10', '10.0001', '0.009', '5,000.00', '$12', '1e3', '.5', '5.', '1,2,3', ' 7 '),
    ),
    weighted(1, fc.emailAddress()),
    weighted(1, fc.webUrl()),
    weighted(3, nearToday.map(formatUserDate)),
    weighted(
      2,
      nearToday.map((date) => `${date.month}/${date.day}/${date.year}`),
    ),
    weighted(
      1,
      nearToday.map(
        (date) => `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
      ),
    ),
    weighted(
      1,
      fc.constantFrom('02/29/2028', '02/29/2027', '02/30/2026', '13/01/2026', '00/10/2026', '12/31/9999', '01/01/1900'),
    ),
  );
}

const message = fc.option(fc.constantFrom('LocKey_Custom_A', 'LocKey_Custom_B'), { nil: undefined });
const comparison = fc.constantFrom('IsEqualTo' as const, 'IsNotEqualTo' as const);
const comparisonValue = fc.oneof(fc.constantFrom(...pool), fc.boolean(), fc.constant(null));
const numberBound = fc.constantFrom(-1, 0, 0.01, 1, 10, 100, 5000);
function dateBound(now: Date) {
  return fc.oneof(
    fc.constantFrom('01/01/1900', 'today', '12/31/2099'),
    fc.integer({ min: -2, max: 2 }).map((offset) => formatUserDate(addDays(now, offset))),
  );
}

function withMessage<T extends { type: ValidationRuleType }>(rule: fc.Arbitrary<T>): fc.Arbitrary<ValidationRule> {
  return fc
    .tuple(rule, message)
    .map(([base, override]) => (override ? { ...base, message: override } : base) as ValidationRule);
}

/** A rule of each type, with its parameters; other fields it names are "b" and "c". */
function ruleOf(type: ValidationRuleType, now: Date): fc.Arbitrary<ValidationRule> {
  switch (type) {
    case 'requiredOnClientOnly':
      // One message of its own, so the comparison can leave out what only the browser checks.
      return fc.constant({ type, message: 'LocKey_Custom_ClientOnly' });
    case 'requiredIf':
      return withMessage(
        fc.record({ type: fc.constant(type), field: fc.constant('b'), comparison, value: comparisonValue }),
      );
    case 'nestedRequiredIf':
      return withMessage(
        fc.record({
          type: fc.constant(type),
          operator: fc.constantFrom('Or' as const, 'And' as const),
          conditions: fc.tuple(
            fc.record({ field: fc.constant('b'), comparison, value: comparisonValue }),
            fc.record({ field: fc.constant('c'), comparison, value: comparisonValue }),
          ),
        }),
      );
    case 'requiredIfOtherPropertyMatchesRegex':
      return withMessage(
        fc.record({
          type: fc.constant(type),
          field: fc.constant('b'),
          pattern: fc.constantFrom('US|CA', '[0-9]+', 'a.*'),
        }),
      );
    case 'requireOnePropertyValTrue':
    case 'RequireOnePropertyToHaveAValue':
      return withMessage(
        fc.record({ type: fc.constant(type), fields: fc.constantFrom(['a', 'b'], ['b', 'c'], ['a', 'b', 'c']) }),
      );
    case 'maxLength':
      return withMessage(fc.record({ type: fc.constant(type), max: fc.integer({ min: 1, max: 12 }) }));
    case 'range':
      return withMessage(
        fc.oneof(
          fc.record({ type: fc.constant(type), min: numberBound, max: numberBound }, { requiredKeys: ['type'] }),
          fc.record({ type: fc.constant(type), min: dateBound(now), max: dateBound(now) }, { requiredKeys: ['type'] }),
        ),
      );
    case 'between':
      return withMessage(
        fc.oneof(
          fc.record({ type: fc.constant(type), min: numberBound, max: numberBound }),
          fc.record({ type: fc.constant(type), min: dateBound(now), max: dateBound(now) }),
        ),
      );
    case 'endDate':
      return withMessage(
        fc.record(
          { type: fc.constant(type), startField: fc.constant('b'), inclusive: fc.boolean() },
          { requiredKeys: ['type', 'startField'] },
        ),
      );
    case 'validDate':
      return withMessage(
        fc.record({
          type: fc.constant(type),
          formats: fc.constantFrom('MM/dd/yyyy', 'M/d/yyyy', 'yyyy-MM-dd', 'MM/dd/yyyy,M/d/yyyy', 'dd.MM.yyyy'),
        }),
      );
    case 'regularExpression':
      return withMessage(
        fc.record({
          type: fc.constant(type),
          pattern: fc.constantFrom('[0-9]{6}', 'US|CA', '[A-Za-z ]+', '.*\\S.*', 'a?'),
        }),
      );
    case 'matchesField':
      return withMessage(fc.record({ type: fc.constant(type), field: fc.constant('b') }));
    default:
      return withMessage(fc.constant({ type }));
  }
}

const ruleTypes: readonly ValidationRuleType[] = [
  'required',
  'requiredOnClientOnly',
  'requiredIf',
  'nestedRequiredIf',
  'requiredIfOtherPropertyMatchesRegex',
  'requireOnePropertyValTrue',
  'RequireOnePropertyToHaveAValue',
  'maxLength',
  'range',
  'between',
  'endDate',
  'preventFutureDate',
  'preventFutureShortDate',
  'validDate',
  'regularExpression',
  'characterSetRestriction',
  'matchesField',
  'email',
  'url',
  'integer',
  'decimal',
  'alpha',
  'alphanumeric',
  'personName',
  'vin',
];

/** A field's dependency on "c", half the time: hidden or disabled fields are checked by neither side. */
const dependency = fc.oneof(
  fc.constant(undefined),
  fc.record({
    dependencies: fc.tuple(fc.record({ field: fc.constant('c'), comparison, value: comparisonValue })),
    dependencyOptions: fc.record({
      effect: fc.constantFrom(
        'hideWhenAnyUnfulfilled' as const,
        'disableWhenAnyUnfulfilled' as const,
        'disableWhenAllFulfilled' as const,
      ),
    }),
  }),
);

const dateRules: readonly string[] = [
  'range',
  'between',
  'endDate',
  'preventFutureDate',
  'preventFutureShortDate',
  'validDate',
];

/** Half the time nothing, else a value of `arbitrary`. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.oneof(fc.constant(undefined), arbitrary);
}

/** Values of a field a rule reads: for rules on dates, mostly dates near today, else any value. */
function valueFor(type: ValidationRuleType | 'mixed', now: Date): fc.Arbitrary<FieldValue> {
  if (!dateRules.includes(type)) return fieldValue(now);
  const nearToday = fc.integer({ min: -3, max: 3 }).map((offset) => addDays(now, offset));
  return fc.oneof(
    { weight: 2, arbitrary: nearToday.map(formatUserDate) },
    { weight: 1, arbitrary: nearToday.map((date) => `${date.month}/${date.day}/${date.year}`) },
    { weight: 1, arbitrary: fieldValue(now) },
  );
}

interface Case {
  now: Date;
  fields: FieldConfig[];
  values: Record<'a' | 'b' | 'c', FieldValue>;
}

/** A model of three fields: "a" with the rule under test (and sometimes another), "b" and "c". */
function caseOf(type: ValidationRuleType | 'mixed'): fc.Arbitrary<Case> {
  return fc.constantFrom(...instants).chain((now) => {
    const anyRule = fc.constantFrom(...ruleTypes).chain((other) => ruleOf(other, now));
    const rulesOfA =
      type === 'mixed'
        ? fc.array(anyRule, { minLength: 1, maxLength: 3 })
        : fc.tuple(ruleOf(type, now), sometimes(anyRule)).map(([rule, extra]) => (extra ? [rule, extra] : [rule]));
    return fc.record({
      now: fc.constant(now),
      fields: fc
        .tuple(rulesOfA, dependency, sometimes(anyRule), dependency)
        .map(([aRules, aDependency, bRule, bDependency]): FieldConfig[] => [
          { key: 'a', label: 'L_A', validations: aRules, ...aDependency },
          { key: 'b', label: 'L_B', validations: bRule ? [bRule] : [], ...bDependency },
          { key: 'c', label: 'L_C', validations: [] },
        ]),
      // Rules on dates mostly see dates: otherwise two of them rarely meet.
      values: fc.record({ a: valueFor(type, now), b: valueFor(type, now), c: fieldValue(now) }),
    });
  });
}

const credentialsFields: FieldConfig[] = [
  { key: 'noticeId', label: 'L_NoticeId', validations: [] },
  { key: 'pin', label: 'L_Pin', validations: [] },
];

/**
 * The page showing the model: each field by the input that makes a value of its kind (a checkbox
 * for true or false, else a text input), as the server checks the kind of every value by its input.
 */
function pageOf(fields: FieldConfig[], values: Case['values']): PageConfig {
  return pageConfigSchema.parse({
    formType: 'Standard',
    models: [
      { metadata: { dtoMapping: 'Credentials' }, fields: credentialsFields },
      { metadata: { dtoMapping: 'ClaimantInfo' }, fields },
    ],
    steps: [
      {
        id: 'start',
        path: '/',
        title: 'L_Start',
        authorize: true,
        blocks: [{ type: 'field', component: 'text', model: 'Credentials', field: 'noticeId' }],
      },
      {
        id: 'claimant-info',
        path: '/standard/claimant-info',
        title: 'L_Claimant',
        blocks: [
          {
            type: 'row',
            fields: (['a', 'b', 'c'] as const).map((field) => ({
              component: typeof values[field] === 'boolean' ? 'checkbox' : 'text',
              model: 'ClaimantInfo',
              field,
            })),
          },
        ],
      },
    ],
  });
}

const settlement = settlementSchema.parse({
  case: { name: 'In re Parity Testing', number: 'Case No. 0:00-cv-00000', court: 'A court' },
  claimsAdministrator: {
    name: 'Admin',
    phone: '1-800-555-0100',
    email: 'admin@example.com',
    mailingAddress: ['Box 1'],
  },
  theme: 'jnd-7-0-default',
  layout: 'standard',
  cultures: { default: 'en', enabled: { English: 'en' } },
  referenceCodePrefix: 'PAR',
  baseUrl: 'https://example.com',
  forms: ['Standard'],
  characterWhitelist: whitelist,
});

function configsOf(page: PageConfig): ServerModelConfig[] {
  return page.models.map((model) => ({
    metadataHash: modelConfigHash('Standard', model.metadata.dtoMapping, model.fields),
    metadata: { dtoMapping: model.metadata.dtoMapping, formType: 'Standard' },
    fields: model.fields,
  }));
}

type Verdict = Record<string, string[]>;

/** The client's verdict: the messages the selector derives after the claimant's changes, and the model it sends. */
function clientVerdict(
  configs: ServerModelConfig[],
  values: Case['values'],
): { verdict: Verdict; sent: FormModelPayload } {
  const store = makeStore();
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCultureContent', arg: 'en', value: content },
      // As GET /api/characters-whitelist answers it.
      { endpointName: 'getCharactersWhitelist', arg: undefined, value: { allowedCharacters: whitelist } },
    ]),
  );
  store.dispatch(cultureChanged('en'));
  store.dispatch(modelConfigsReceived(configs));
  const model = store.getState().formModels.saved.find((saved) => saved.metadata.dtoMapping === 'ClaimantInfo')!;
  // "a" last: a change to "c" may reset it, and the test is about the value it then holds.
  for (const key of ['b', 'c', 'a'] as const) {
    store.dispatch(fieldChanged({ clientId: model.clientId, key, value: values[key] }));
  }
  const derived = selectDerivedFields(store.getState())[model.clientId] ?? {};
  const verdict: Verdict = {};
  for (const [key, field] of Object.entries(derived)) {
    // Every text names its content key: the keys the selector kept agree with what it shows.
    expect(field.errors.map((text) => /^«([^»]+)»/.exec(text)?.[1])).toEqual(field.messages.map((rule) => rule.key));
    if (field.errors.length > 0) verdict[key] = [...field.errors];
  }
  return { verdict, sent: selectModelPayload(store.getState(), 'Standard', 'ClaimantInfo')! };
}

/** The server's verdict on the model the client sent: checkSubmission's field messages. */
function serverVerdict(page: PageConfig, configs: ServerModelConfig[], sent: FormModelPayload, now: Date): Verdict {
  const service = createSettlementService(
    { settlement, forms: { Standard: page }, content: { en: content } },
    '/nowhere',
  );
  const credentials = configs[0]!;
  const check = checkSubmission({
    formType: 'Standard',
    pageConfig: page,
    parts: {
      reCaptchaResponse: '',
      userPreferredCulture: 'en',
      captchaRawValue: '',
      signature: 'Parity Tester',
      credentials: JSON.stringify({
        id: null,
        clientId: 'fm-credents',
        metadata: credentials.metadata,
        metadataHash: credentials.metadataHash,
        fields: { noticeId: 'PAR-0000-0001', pin: '123456' },
      }),
      claimantInfo: JSON.stringify(sent),
      claimDetails: 'null',
      paymentElection: 'null',
      prepopulatedData: '[]',
      documentContexts: '[]',
      claimTransactions: '[]',
    },
    settlement: service,
    authorizedNoticeId: normaliseNoticeId('PAR-0000-0001'),
    requestCulture: 'en',
    captchaEnabled: false,
    now,
    modelConfigs: new Map(configs.map((config) => [config.metadataHash, config])),
    notice: [],
  });
  return check.valid ? {} : (check.fieldErrors.claimantInfo ?? {});
}

/** What the server should say, given the client's verdict: everything but the browser-only rule. */
function withoutClientOnly(verdict: Verdict): Verdict {
  return Object.fromEntries(
    Object.entries(verdict)
      .map(([key, texts]) => [key, texts.filter((text) => !text.startsWith(clientOnlyMarker))] as const)
      .filter(([, texts]) => texts.length > 0),
  );
}

function agree(testCase: Case): void {
  vi.setSystemTime(testCase.now);
  const page = pageOf(testCase.fields, testCase.values);
  const configs = configsOf(page);
  const { verdict, sent } = clientVerdict(configs, testCase.values);
  expect(serverVerdict(page, configs, sent, testCase.now)).toEqual(withoutClientOnly(verdict));
}

afterEach(() => {
  vi.useRealTimers();
});

// Each case builds a store and checks a submission: a few seconds per rule type on a slow machine.
const timeout = 60_000;

describe('client and server agree on every rule type', { timeout }, () => {
  it.each(ruleTypes)('%s', (type) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fc.assert(fc.property(caseOf(type), agree), { numRuns: runsPerRuleType });
  });

  it('any mix of up to three rules on a field', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fc.assert(fc.property(caseOf('mixed'), agree), { numRuns: mixedRuns });
  });
});

describe('the generated cases', { timeout }, () => {
  it('make each rule type fail on its own (a fixed sample)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const failing = new Set<string>();
    for (const type of ruleTypes) {
      for (const testCase of fc.sample(caseOf(type), { numRuns: 300, seed: 20261122 })) {
        vi.setSystemTime(testCase.now);
        const configs = configsOf(pageOf(testCase.fields, testCase.values));
        // With the rule alone on the field, a failure is that rule's.
        const alone = testCase.fields[0]?.validations.length === 1;
        if (alone && clientVerdict(configs, testCase.values).verdict.a?.length) failing.add(type);
      }
    }
    expect([...failing].sort()).toEqual([...ruleTypes].sort());
  });
});
