import { describe, expect, it } from 'vitest';
import type { Step } from '#pages-config/schema/page.ts';
import {
  backPath,
  includedSteps,
  indexPath,
  isFieldSkipped,
  isModelSkipped,
  nextPath,
  pageNodeForPath,
  pageNodesOf,
  skipToPath,
} from '#pages-config/rules/steps.ts';

function step(id: string, path: string, extra: Partial<Step> = {}): Step {
  return { id, path, title: 'LocKey_Title', enableTimeout: true, blocks: [], ...extra };
}

const onLosses = { skipUnless: [{ model: 'ClaimantInfo' as const, field: 'hasLosses', value: true }] };
const steps = [
  step('start', '/'),
  step('claimant-info', '/standard/claimant-info'),
  step('claim-details', '/standard/claim-details', onLosses),
  step('payment-election', '/standard/payment-election'),
  step('supporting-documents', '/standard/supporting-documents', onLosses),
  step('claim-summary', '/standard/claim-summary'),
];
const withoutLosses = { ClaimantInfo: { hasLosses: false } };
const withLosses = { ClaimantInfo: { hasLosses: true } };

describe('step navigation (spec §2)', () => {
  it('passes over a skipped step on Next', () => {
    expect(nextPath(steps, '/standard/claimant-info', withoutLosses)).toBe('/standard/payment-election');
  });

  it('goes to a step whose condition holds on Next', () => {
    expect(nextPath(steps, '/standard/claimant-info', withLosses)).toBe('/standard/claim-details');
  });

  it('passes over a skipped step on Back', () => {
    expect(backPath(steps, '/standard/claim-summary', withoutLosses)).toBe('/standard/payment-election');
  });

  it('has no next page after the last step', () => {
    expect(nextPath(steps, '/standard/claim-summary', withLosses)).toBeNull();
  });

  it('has no previous page before the first step', () => {
    expect(backPath(steps, '/', withLosses)).toBeNull();
  });

  it('keeps the spec order when the conditional steps are skipped', () => {
    expect(includedSteps(steps, withoutLosses).map((included) => included.id)).toEqual([
      'start',
      'claimant-info',
      'payment-election',
      'claim-summary',
    ]);
  });

  it('goes to the first page on index', () => {
    expect(indexPath(steps)).toBe('/');
  });

  it('skips to the one page whose path contains the fragment', () => {
    expect(skipToPath(steps, 'payment')).toBe('/standard/payment-election');
  });

  it('raises an error when no page matches the fragment', () => {
    expect(() => skipToPath(steps, 'nowhere')).toThrow('No page matches the partial path "nowhere".');
  });

  it('raises an error when several pages match the fragment', () => {
    expect(() => skipToPath(steps, 'claim')).toThrow('Several pages match the partial path "claim"');
  });

  it('raises an error when Next starts from a path that is no step', () => {
    expect(() => nextPath(steps, '/elsewhere', withLosses)).toThrow(
      'No navigation node matches the router path "/elsewhere".',
    );
  });

  it('finds the page node of a router path', () => {
    expect(pageNodeForPath(pageNodesOf(steps), '/standard/claim-details').stepId).toBe('claim-details');
  });
});

describe('fields and models of skipped steps', () => {
  const showing = [
    step('claimant-info', '/standard/claimant-info', {
      blocks: [{ type: 'field', component: 'checkbox', model: 'ClaimantInfo', field: 'hasLosses' }],
    }),
    step('claim-details', '/standard/claim-details', {
      ...onLosses,
      blocks: [
        {
          type: 'row',
          fields: [
            { component: 'text', model: 'ClaimDetails', field: 'hoursLost' },
            { component: 'text', model: 'ClaimDetails', field: 'losses' },
          ],
        },
      ],
    }),
  ];
  const claimDetails = {
    metadata: { dtoMapping: 'ClaimDetails' as const },
    fields: [{ key: 'hoursLost' }, { key: 'losses' }],
  };

  it('call a field skipped when every step showing it is skipped', () => {
    expect(isFieldSkipped(showing, withoutLosses, 'ClaimDetails', 'losses')).toBe(true);
  });

  it('call a field of an included step not skipped', () => {
    expect(isFieldSkipped(showing, withLosses, 'ClaimDetails', 'losses')).toBe(false);
  });

  it('never call a field that no step shows skipped', () => {
    expect(isFieldSkipped(showing, withoutLosses, 'ClaimDetails', 'notShown')).toBe(false);
  });

  it('call a model skipped when all its fields are', () => {
    expect(isModelSkipped(showing, withoutLosses, claimDetails)).toBe(true);
  });

  it('call a model with a field on an included step not skipped', () => {
    expect(isModelSkipped(showing, withLosses, claimDetails)).toBe(false);
  });
});
