import type { Dependency, DependencyOptions, EffectiveFieldConfig, FieldValue } from '../schema/field.ts';
import type { MaskName } from '../schema/names.ts';
import type { DtoMapping } from '../schema/page.ts';
import { isRepeatOfNoticeValue, type NoticeValues } from './noticeValues.ts';

type Values = Readonly<Record<string, FieldValue | undefined>>;

/**
 * The values a dependency can look at: the field's own model, and the other models of the form
 * by dtoMapping (a dependency may name another model, e.g. a claim-details field on a
 * claimant-info checkbox).
 */
export type OtherModels = Readonly<Partial<Record<DtoMapping, Values>>>;

/** What a field's (or block's) dependencies decide right now (spec §4). */
export interface DependencyState {
  /** Every dependency is fulfilled (true when there are none). */
  allFulfilled: boolean;
  hidden: boolean;
  disabled: boolean;
  /** The mask a fulfilled dependency overrides the field's own with, if any. */
  maskName: MaskName | undefined;
}

/** The state of no dependencies at all: fulfilled, shown, enabled. */
export const noDependencies: DependencyState = {
  allFulfilled: true,
  hidden: false,
  disabled: false,
  maskName: undefined,
};

function isEmpty(value: FieldValue | undefined): boolean {
  return value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');
}

/** IsEqualTo / IsNotEqualTo against the other field; a null value means empty. */
export function isDependencyFulfilled(dependency: Dependency, own: Values, others: OtherModels = {}): boolean {
  const values = dependency.model ? (others[dependency.model] ?? {}) : own;
  const current = values[dependency.field];
  const equal =
    dependency.value === null
      ? isEmpty(current)
      : typeof dependency.value === 'boolean'
        ? (current === true) === dependency.value
        : typeof current === 'string' && current.trim() === dependency.value;
  return (dependency.comparison ?? 'IsEqualTo') === 'IsEqualTo' ? equal : !equal;
}

/**
 * The state a set of dependencies gives, combined with the state inherited from the blocks around
 * it unless inheritance is broken (spec §4). Two fulfilled dependencies that override the mask with
 * different masks are a config mistake and raise an error.
 */
export function dependencyState(
  dependencies: readonly Dependency[] | undefined,
  options: Partial<DependencyOptions> | undefined,
  own: Values,
  others: OtherModels = {},
  inherited: DependencyState = noDependencies,
): DependencyState {
  const base = options?.breakInheritance ? noDependencies : inherited;
  if (!dependencies || dependencies.length === 0) return base;
  const fulfilled = dependencies.map((dependency) => isDependencyFulfilled(dependency, own, others));
  const allFulfilled = fulfilled.every(Boolean);
  const masks = new Set(
    dependencies.filter((_, index) => fulfilled[index]).flatMap((dependency) => dependency.maskName ?? []),
  );
  if (masks.size > 1) {
    throw new Error(`Fulfilled dependencies override the input mask with different masks: ${[...masks].join(', ')}.`);
  }
  const effect = options?.effect ?? 'hideWhenAnyUnfulfilled';
  return {
    allFulfilled: allFulfilled && base.allFulfilled,
    hidden: base.hidden || (effect === 'hideWhenAnyUnfulfilled' && !allFulfilled),
    disabled:
      base.disabled ||
      (effect === 'disableWhenAnyUnfulfilled' && !allFulfilled) ||
      (effect === 'disableWhenAllFulfilled' && allFulfilled),
    maskName: [...masks][0] ?? base.maskName,
  };
}

/**
 * A field's dependency state: the blocks around it first (its inheritedDependencies, outermost
 * first, resolved when the settlement loads), then its own dependencies and options. A confirm
 * field whose value the notice already supplied (`notice`, the notice's values of the field's
 * model) is hidden as well: nothing to repeat (noticeValues.ts).
 */
export function fieldDependencyState(
  field: EffectiveFieldConfig,
  own: Values,
  others: OtherModels = {},
  notice: NoticeValues = {},
): DependencyState {
  const inherited = (field.inheritedDependencies ?? []).reduce(
    (state, block) => dependencyState(block.dependencies, block.dependencyOptions, own, others, state),
    noDependencies,
  );
  const state = dependencyState(field.dependencies, field.dependencyOptions, own, others, inherited);
  return isRepeatOfNoticeValue(field, own, notice) ? { ...state, hidden: true } : state;
}

/** Whether the field depends on anything, itself or through the blocks around it. */
function hasDependencies(field: EffectiveFieldConfig): boolean {
  return [field, ...(field.inheritedDependencies ?? [])].some((holder) => (holder.dependencies?.length ?? 0) > 0);
}

/**
 * The reset settings in force for a field: its own, else those of the nearest block around it that
 * sets them (spec §4: the field inherits from its ancestors).
 */
function resetSettingsOf(field: EffectiveFieldConfig): { resetValue: FieldValue; resetWhenFulfilled: boolean } {
  const nearestFirst = [
    field.dependencyOptions,
    ...(field.inheritedDependencies ?? []).map((block) => block.dependencyOptions).reverse(),
  ];
  return {
    resetValue: nearestFirst.find((options) => options?.resetValue !== undefined)?.resetValue ?? null,
    resetWhenFulfilled:
      nearestFirst.find((options) => options?.resetWhenFulfilled !== undefined)?.resetWhenFulfilled ?? false,
  };
}

/** A field is shown unless its dependencies hide it (spec §4; null means empty). */
export function isFieldVisible(
  field: EffectiveFieldConfig,
  values: Values,
  others: OtherModels = {},
  notice: NoticeValues = {},
): boolean {
  return !fieldDependencyState(field, values, others, notice).hidden;
}

/** A field takes input (and is validated and kept) only while neither hidden nor disabled. */
export function isFieldActive(
  field: EffectiveFieldConfig,
  values: Values,
  others: OtherModels = {},
  notice: NoticeValues = {},
): boolean {
  const state = fieldDependencyState(field, values, others, notice);
  return !state.hidden && !state.disabled;
}

/**
 * Whether moving from `before` to `after` resets the field, and to what (spec §4): by default when
 * its dependencies stop being all fulfilled; with resetWhenFulfilled when they become fulfilled.
 */
export function dependencyReset(
  field: EffectiveFieldConfig,
  before: DependencyState,
  after: DependencyState,
): { reset: false } | { reset: true; value: FieldValue } {
  if (!hasDependencies(field)) return { reset: false };
  const { resetValue, resetWhenFulfilled } = resetSettingsOf(field);
  const trigger = resetWhenFulfilled
    ? !before.allFulfilled && after.allFulfilled
    : before.allFulfilled && !after.allFulfilled;
  return trigger ? { reset: true, value: resetValue } : { reset: false };
}

/**
 * The value the server keeps for a field: none for a hidden field, the reset value while its
 * dependencies hold it reset (unfulfilled, or fulfilled with resetWhenFulfilled is not a resting
 * state and keeps what was entered), else what was sent.
 */
export function keptValue(
  field: EffectiveFieldConfig,
  values: Values,
  others: OtherModels = {},
  notice: NoticeValues = {},
): { keep: false } | { keep: true; value: FieldValue } {
  const state = fieldDependencyState(field, values, others, notice);
  if (state.hidden) return { keep: false };
  const { resetValue, resetWhenFulfilled } = resetSettingsOf(field);
  if (hasDependencies(field) && !state.allFulfilled && !resetWhenFulfilled) return { keep: true, value: resetValue };
  return { keep: true, value: values[field.key] ?? null };
}
