import { describe, expect, it } from 'vitest';
import { areComponentsHidden, effectiveModels } from '#pages-config/rules/blockDependencies.ts';
import {
  dependencyReset,
  fieldDependencyState,
  keptValue,
  type OtherModels,
} from '#pages-config/rules/dependencies.ts';
import type { DependencyOptions, EffectiveFieldConfig, FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import {
  pageConfigSchema,
  type ContainerBlock,
  type GroupContent,
  type PageConfig,
} from '#pages-config/schema/page.ts';

// A payment step whose inputs sit in rows and groups that depend on the payment method (PayPal)
// or on a claimant-info checkbox (wantsUpdates).
const onPayPal = { model: 'PaymentElection', field: 'paymentMethod', value: 'PayPal' } as const;
const onUpdates = { model: 'ClaimantInfo', field: 'wantsUpdates', value: true } as const;

type Values = Record<string, FieldValue>;

/** A page config (checked by the schema) with these blocks and PaymentElection field settings. */
function pageWith(blocks: GroupContent[], fieldSettings: Record<string, Partial<FieldConfig>> = {}): PageConfig {
  const field = (key: string) => ({ key, label: `L_${key}`, validations: [], ...fieldSettings[key] });
  return pageConfigSchema.parse({
    formType: 'Standard',
    models: [
      { metadata: { dtoMapping: 'ClaimantInfo' }, fields: [field('wantsUpdates')] },
      { metadata: { dtoMapping: 'PaymentElection' }, fields: ['paymentMethod', 'payPalEmail', 'note'].map(field) },
    ],
    steps: [{ id: 'payment', path: '/', title: 'T', blocks: [{ type: 'heading', tag: 'h1', text: 'T' }, ...blocks] }],
  });
}

const input = (key: string) => ({ type: 'field', component: 'text', model: 'PaymentElection', field: key }) as const;

function group(blocks: GroupContent[], settings: Partial<ContainerBlock> = {}): GroupContent {
  return { type: 'group', blocks, ...settings } as GroupContent;
}

function effectiveField(page: PageConfig, key: string): EffectiveFieldConfig {
  const found = effectiveModels(page)
    .find((model) => model.metadata.dtoMapping === 'PaymentElection')
    ?.fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No field ${key}`);
  return found;
}

function modelsOf(payment: Values, claimantInfo: Values = {}): OtherModels {
  return { PaymentElection: payment, ClaimantInfo: claimantInfo };
}

function stateOf(page: PageConfig, key: string, payment: Values, claimantInfo: Values = {}) {
  return fieldDependencyState(effectiveField(page, key), payment, modelsOf(payment, claimantInfo));
}

describe('block dependencies: a field inherits those of the blocks around it (spec §4)', () => {
  const page = pageWith([group([input('payPalEmail')], { dependencies: [onPayPal] })]);

  it('are recorded on the field when the settlement loads', () => {
    expect(effectiveField(page, 'payPalEmail').inheritedDependencies).toEqual([{ dependencies: [onPayPal] }]);
  });

  it('leave a field outside any block as written', () => {
    expect(effectiveField(page, 'paymentMethod')).toEqual({
      key: 'paymentMethod',
      label: 'L_paymentMethod',
      validations: [],
    });
  });

  it('hide the field while the group is unfulfilled', () => {
    expect(stateOf(page, 'payPalEmail', { paymentMethod: 'Check' }).hidden).toBe(true);
  });

  it('show the field once the group is fulfilled', () => {
    expect(stateOf(page, 'payPalEmail', { paymentMethod: 'PayPal' }).hidden).toBe(false);
  });

  it('come from a row as from a group', () => {
    const rowPage = pageWith([
      {
        type: 'row',
        fields: [{ component: 'text', model: 'PaymentElection', field: 'payPalEmail' }],
        dependencies: [onPayPal],
      },
    ]);
    expect(stateOf(rowPage, 'payPalEmail', { paymentMethod: 'Check' }).hidden).toBe(true);
  });

  it('follow the group’s effect: disabled, not hidden, with disableWhenAnyUnfulfilled', () => {
    const disabling = pageWith([
      group([input('payPalEmail')], {
        dependencies: [onPayPal],
        dependencyOptions: { effect: 'disableWhenAnyUnfulfilled' },
      }),
    ]);
    const state = stateOf(disabling, 'payPalEmail', { paymentMethod: 'Check' });
    expect([state.hidden, state.disabled]).toEqual([false, true]);
  });
});

describe('block dependencies combine with the field’s own', () => {
  const page = pageWith([group([input('note')], { dependencies: [onPayPal] })], {
    note: { dependencies: [onUpdates] },
  });

  it('hide the field while its own hold but the group’s do not', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'Check' }, { wantsUpdates: true }).hidden).toBe(true);
  });

  it('hide the field while the group’s hold but its own do not', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'PayPal' }, { wantsUpdates: false }).hidden).toBe(true);
  });

  it('show the field while both hold', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'PayPal' }, { wantsUpdates: true }).allFulfilled).toBe(true);
  });
});

describe('breakInheritance', () => {
  it('on a field: the field ignores the group around it', () => {
    const page = pageWith([group([input('note')], { dependencies: [onPayPal] })], {
      note: { dependencyOptions: { breakInheritance: true } },
    });
    expect(stateOf(page, 'note', { paymentMethod: 'Check' }).hidden).toBe(false);
  });

  it('on a field: the field still follows its own dependencies', () => {
    const page = pageWith([group([input('note')], { dependencies: [onPayPal] })], {
      note: { dependencies: [onUpdates], dependencyOptions: { breakInheritance: true } },
    });
    expect(stateOf(page, 'note', { paymentMethod: 'PayPal' }, { wantsUpdates: false }).hidden).toBe(true);
  });

  it('on an inner group: its fields ignore the outer group', () => {
    const page = pageWith([
      group([group([input('note')], { dependencyOptions: { breakInheritance: true } })], { dependencies: [onPayPal] }),
    ]);
    expect(stateOf(page, 'note', { paymentMethod: 'Check' }).hidden).toBe(false);
  });

  it('on an inner group: its own dependencies still count', () => {
    const page = pageWith([
      group([group([input('note')], { dependencies: [onUpdates], dependencyOptions: { breakInheritance: true } })], {
        dependencies: [onPayPal],
      }),
    ]);
    expect(effectiveField(page, 'note').inheritedDependencies).toEqual([
      { dependencies: [onUpdates], dependencyOptions: { breakInheritance: true } },
    ]);
  });
});

describe('nested blocks', () => {
  // group (PayPal) > group (wantsUpdates) > row > note
  const page = pageWith([
    group(
      [
        group([{ type: 'row', fields: [{ component: 'text', model: 'PaymentElection', field: 'note' }] }], {
          dependencies: [onUpdates],
        }),
      ],
      { dependencies: [onPayPal] },
    ),
  ]);

  it('pass every level on to the field, outermost first', () => {
    expect(effectiveField(page, 'note').inheritedDependencies).toEqual([
      { dependencies: [onPayPal] },
      { dependencies: [onUpdates] },
    ]);
  });

  it('hide the field while the outer group is unfulfilled', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'Check' }, { wantsUpdates: true }).hidden).toBe(true);
  });

  it('hide the field while the inner group is unfulfilled', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'PayPal' }, { wantsUpdates: false }).hidden).toBe(true);
  });

  it('show the field while every level is fulfilled', () => {
    expect(stateOf(page, 'note', { paymentMethod: 'PayPal' }, { wantsUpdates: true }).hidden).toBe(false);
  });
});

describe('hideOnUnfulfilled: headings and copy inside a block (spec §4)', () => {
  const hiding: Partial<ContainerBlock> = { dependencies: [onPayPal], hideOnUnfulfilled: true };
  const hidden = (containers: readonly ContainerBlock[], payment: Values, claimantInfo: Values = {}) =>
    areComponentsHidden(containers, modelsOf(payment, claimantInfo));
  const asContainer = (block: GroupContent) => block as ContainerBlock;

  it('hide while the block is unfulfilled', () => {
    expect(hidden([asContainer(group([], hiding))], { paymentMethod: 'Check' })).toBe(true);
  });

  it('show once it is fulfilled', () => {
    expect(hidden([asContainer(group([], hiding))], { paymentMethod: 'PayPal' })).toBe(false);
  });

  it('stay shown when the block does not set hideOnUnfulfilled', () => {
    expect(hidden([asContainer(group([], { dependencies: [onPayPal] }))], { paymentMethod: 'Check' })).toBe(false);
  });

  it('hide inside an inner block while an outer one that sets it is unfulfilled', () => {
    const inner = asContainer(group([]));
    expect(hidden([asContainer(group([], hiding)), inner], { paymentMethod: 'Check' })).toBe(true);
  });

  it('hide in an inner block that sets it while it inherits an unfulfilled dependency', () => {
    const outer = asContainer(group([], { dependencies: [onPayPal] }));
    expect(hidden([outer, asContainer(group([], { hideOnUnfulfilled: true }))], { paymentMethod: 'Check' })).toBe(true);
  });

  it('stay shown in an inner block that breaks inheritance', () => {
    const inner = asContainer(group([], { dependencyOptions: { breakInheritance: true } }));
    expect(hidden([asContainer(group([], hiding)), inner], { paymentMethod: 'Check' })).toBe(false);
  });
});

describe('resets of fields hidden by a block (spec §4)', () => {
  const values = (paymentMethod: string): Values => ({ paymentMethod, payPalEmail: 'alex@example.com' });
  function resetOf(groupOptions: DependencyOptions | undefined, fieldSettings: Partial<FieldConfig> = {}) {
    const page = pageWith(
      [
        group([input('payPalEmail')], {
          dependencies: [onPayPal],
          ...(groupOptions ? { dependencyOptions: groupOptions } : {}),
        }),
      ],
      { payPalEmail: fieldSettings },
    );
    const before = stateOf(page, 'payPalEmail', values('PayPal'));
    const after = stateOf(page, 'payPalEmail', values('Check'));
    return dependencyReset(effectiveField(page, 'payPalEmail'), before, after);
  }

  it('reset the field to null when the group stops being fulfilled', () => {
    expect(resetOf(undefined)).toEqual({ reset: true, value: null });
  });

  it('reset it to the group’s reset value', () => {
    expect(resetOf({ resetValue: 'none' })).toEqual({ reset: true, value: 'none' });
  });

  it('reset it to its own reset value before the group’s', () => {
    expect(resetOf({ resetValue: 'none' }, { dependencyOptions: { resetValue: 'own' } })).toEqual({
      reset: true,
      value: 'own',
    });
  });

  it('do not reset a field that breaks inheritance', () => {
    expect(resetOf(undefined, { dependencyOptions: { breakInheritance: true } })).toEqual({ reset: false });
  });
});

describe('what the server keeps of a field inside a block', () => {
  const page = pageWith([group([input('payPalEmail')], { dependencies: [onPayPal] })]);
  const keep = (paymentMethod: string) => {
    const values = { paymentMethod, payPalEmail: 'alex@example.com' };
    return keptValue(effectiveField(page, 'payPalEmail'), values, modelsOf(values));
  };

  it('drops it while the group hides it', () => {
    expect(keep('Check')).toEqual({ keep: false });
  });

  it('keeps it while the group is fulfilled', () => {
    expect(keep('PayPal')).toEqual({ keep: true, value: 'alex@example.com' });
  });
});
