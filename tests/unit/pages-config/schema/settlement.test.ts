import { describe, expect, it } from 'vitest';
import { settlementSchema } from '#pages-config/schema/settlement.ts';
import minimalSettlement from '#tests/fixtures/settlements/minimal/settlement.json';

describe('settlement schema: openHeaderLinksInNewTab', () => {
  it('opens header links in a new tab when the settlement does not say (spec §1)', () => {
    expect(settlementSchema.parse(minimalSettlement).openHeaderLinksInNewTab).toBe(true);
  });

  it('keeps header links in the same tab when the settlement sets it to false', () => {
    expect(
      settlementSchema.parse({ ...minimalSettlement, openHeaderLinksInNewTab: false }).openHeaderLinksInNewTab,
    ).toBe(false);
  });

  it('refuses a value that is not true or false', () => {
    expect(settlementSchema.safeParse({ ...minimalSettlement, openHeaderLinksInNewTab: 'yes' }).success).toBe(false);
  });
});
