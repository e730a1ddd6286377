import { describe, expect, it } from 'vitest';
import { themeClassFor, themeNames } from '#themes/index.ts';
import { themeNames as schemaThemeNames } from '#pages-config/schema/settlement.ts';

describe('themeClassFor', () => {
  it("raises 'theme not specified' for an empty name", () => {
    expect(() => themeClassFor('')).toThrow(new Error('theme not specified'));
  });

  it("raises 'theme not specified' for a missing name", () => {
    expect(() => themeClassFor(undefined)).toThrow(new Error('theme not specified'));
  });

  it("raises 'unexpected value for appsettings.theme: {value}' for an unknown name", () => {
    expect(() => themeClassFor('jnd-8-0-purple')).toThrow(
      new Error('unexpected value for appsettings.theme: jnd-8-0-purple'),
    );
  });

  it('gives each of the three themes its own class', () => {
    const classes = themeNames.map((name) => themeClassFor(name));
    expect(new Set(classes).size).toBe(3);
  });

  it('knows the same theme names as the settlement schema', () => {
    expect([...themeNames].sort()).toEqual([...schemaThemeNames].sort());
  });
});
