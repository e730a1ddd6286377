import { describe, expect, it } from 'vitest';
import { deadlineOfPlaceholder } from '#pages-config/checks/deadlinePlaceholderChecks.ts';
import {
  deadlineTextArguments,
  formDeadlineTextArguments,
  nextDeadlineOf,
  passedDeadlineKey,
} from '#pages-config/rules/deadlines.ts';
import { resolveDeadlines } from '#pages-config/rules/deadlineSettings.ts';
import { formatDeadlineTexts } from '#pages-config/rules/deadlineTexts.ts';
import settlementJson from '#pages-config/settlements/demo/settlement.json';

describe('resolveDeadlines', () => {
  it('reads the project-time-zone format', () => {
    const resolved = resolveDeadlines({
      timeZone: 'Pacific Standard Time',
      deadlines: {
        claimFilingDeadline: {
          deadlineDateTime: { default: '06/30/2027 11:59:59 PM' },
          redirectUrl: { es: '/deadline?culture=es' },
        },
      },
    });
    expect(resolved.claimFilingDeadline).toEqual({
      deadline: '2027-07-01T06:59:59.000Z',
      redirectUrls: { es: '/deadline?culture=es' },
      texts: {},
    });
  });

  it('reads the older format where each deadline names its time zone', () => {
    const resolved = resolveDeadlines({
      deadlines: { automotiveFilingDeadline: { timeZone: 'Eastern', deadline: '03/31/2027' } },
    });
    expect(resolved.automotiveFilingDeadline.deadline).toBe('2027-03-31T04:00:00.000Z');
  });

  it('leaves a form type without a deadline open, with no targets of its own', () => {
    expect(resolveDeadlines(undefined).lookupFilingDeadline).toEqual({ deadline: null, redirectUrls: {}, texts: {} });
  });

  it('gives only the global deadline /deadline as its default target', () => {
    const resolved = resolveDeadlines({
      timeZone: 'Pacific',
      deadlines: { automotiveFilingDeadline: { deadlineDateTime: { default: '03/31/2027' } } },
    });
    expect(resolved.globalDeadline.redirectUrls).toEqual({ default: '/deadline' });
    expect(resolved.automotiveFilingDeadline.redirectUrls).toEqual({});
  });

  it("lets a settlement's global target replace /deadline", () => {
    const resolved = resolveDeadlines({
      timeZone: 'Pacific',
      deadlines: {
        globalDeadline: { deadlineDateTime: { default: '06/30/2027' }, redirectUrl: { default: '/closed' } },
      },
    });
    expect(resolved.globalDeadline.redirectUrls).toEqual({ default: '/closed' });
  });

  it('writes each deadline in every culture asked for, in its own time zone', () => {
    const resolved = resolveDeadlines(
      { deadlines: { claimFilingDeadline: { timeZone: 'Eastern Standard Time', deadline: '06/30/2027 11:59:59 PM' } } },
      ['en', 'es'],
    );
    expect(resolved.claimFilingDeadline.texts.en?.shortDate).toBe('06/30/2027');
    expect(resolved.claimFilingDeadline.texts.es?.longDate).toBe('30 de junio de 2027');
    expect(resolved.claimFilingDeadline.texts.en?.fullDate).toContain('Eastern Daylight Time');
  });

  it("raises 'Invalid deadline format' for a deadline it cannot read", () => {
    expect(() =>
      resolveDeadlines({ deadlines: { globalDeadline: { timeZone: 'Pacific', deadline: 'June 30' } } }),
    ).toThrow('Invalid deadline format');
  });

  it("raises 'Unknown time zone' for a zone it cannot map", () => {
    expect(() =>
      resolveDeadlines({ deadlines: { globalDeadline: { timeZone: 'Martian', deadline: '06/30/2027' } } }),
    ).toThrow('Unknown time zone');
  });
});

describe('formatDeadlineTexts', () => {
  const deadline = new Date('2027-07-01T06:59:59Z');

  it('writes MM/dd/yyyy on the calendar day of the time zone, not of UTC', () => {
    expect(formatDeadlineTexts(deadline, 'America/Los_Angeles', 'en').shortDate).toBe('06/30/2027');
  });

  it('writes the long date in English', () => {
    expect(formatDeadlineTexts(deadline, 'America/Los_Angeles', 'en').longDate).toBe('June 30, 2027');
  });

  it('writes the long date in Spanish', () => {
    expect(formatDeadlineTexts(deadline, 'America/Los_Angeles', 'es').longDate).toBe('30 de junio de 2027');
  });

  it('writes weekday, month, day, year, time and zone in English', () => {
    expect(formatDeadlineTexts(deadline, 'America/Los_Angeles', 'en').fullDate).toBe(
      'Wednesday, June 30, 2027 at 11:59 PM Pacific Daylight Time',
    );
  });

  it('writes weekday, day, month, year, time and zone in Spanish', () => {
    expect(formatDeadlineTexts(deadline, 'America/Los_Angeles', 'es').fullDate).toBe(
      'miércoles, 30 de junio de 2027, 23:59 hora de verano del Pacífico',
    );
  });
});

describe('passedDeadlineKey', () => {
  const deadlines = resolveDeadlines({
    timeZone: 'Pacific',
    deadlines: {
      globalDeadline: { deadlineDateTime: { default: '06/30/2027 11:59:59 PM' } },
      automotiveFilingDeadline: { deadlineDateTime: { default: '03/31/2027 11:59:59 PM' } },
    },
  });

  it('is null while the relevant deadline is ahead', () => {
    expect(passedDeadlineKey(deadlines, 'Automotive', new Date('2027-03-31T12:00:00Z'))).toBeNull();
  });

  it("keeps a form type open after the global deadline until its own, later one (the demo's documents upload)", () => {
    const later = resolveDeadlines({
      timeZone: 'Pacific',
      deadlines: {
        globalDeadline: { deadlineDateTime: { default: '06/30/2027 11:59:59 PM' } },
        documentsUploadFilingDeadline: { deadlineDateTime: { default: '07/31/2027 11:59:59 PM' } },
      },
    });
    expect(passedDeadlineKey(later, 'DocumentsUpload', new Date('2027-07-15T12:00:00Z'))).toBeNull();
    expect(passedDeadlineKey(later, 'Standard', new Date('2027-07-15T12:00:00Z'))).toBe('globalDeadline');
    expect(passedDeadlineKey(later, 'DocumentsUpload', new Date('2027-08-01T12:00:00Z'))).toBe(
      'documentsUploadFilingDeadline',
    );
    expect(nextDeadlineOf(later, 'DocumentsUpload', new Date('2027-07-15T12:00:00Z'))?.toISOString()).toBe(
      '2027-08-01T06:59:59.000Z',
    );
  });

  it("names the form type's own deadline once it has passed", () => {
    expect(passedDeadlineKey(deadlines, 'Automotive', new Date('2027-04-15T12:00:00Z'))).toBe(
      'automotiveFilingDeadline',
    );
  });

  it('leaves other form types open after one form type closes', () => {
    expect(passedDeadlineKey(deadlines, 'Standard', new Date('2027-04-15T12:00:00Z'))).toBeNull();
  });

  it('names the global deadline for a form type without its own', () => {
    expect(passedDeadlineKey(deadlines, 'Lookup', new Date('2027-07-02T00:00:00Z'))).toBe('globalDeadline');
  });
});

describe('nextDeadlineOf', () => {
  const deadlines = resolveDeadlines({
    timeZone: 'Pacific',
    deadlines: {
      globalDeadline: { deadlineDateTime: { default: '06/30/2027 11:59:59 PM' } },
      automotiveFilingDeadline: { deadlineDateTime: { default: '03/31/2027 11:59:59 PM' } },
    },
  });

  it("is the form type's own deadline while it is ahead", () => {
    expect(nextDeadlineOf(deadlines, 'Automotive', new Date('2027-01-01T00:00:00Z'))?.toISOString()).toBe(
      '2027-04-01T06:59:59.000Z',
    );
  });

  it('is null when the relevant deadline is behind', () => {
    expect(nextDeadlineOf(deadlines, 'Standard', new Date('2027-08-01T00:00:00Z'))).toBeNull();
  });
});

describe('deadlineTextArguments', () => {
  it('names each text after its deadline key, for content placeholders', () => {
    const deadlines = resolveDeadlines(
      { timeZone: 'Pacific', deadlines: { claimFilingDeadline: { deadlineDateTime: { default: '06/30/2027' } } } },
      ['en', 'es'],
    );
    expect(deadlineTextArguments(deadlines, 'es')).toEqual({
      claimFilingDeadlineShortDate: '06/30/2027',
      claimFilingDeadlineLongDate: '30 de junio de 2027',
      claimFilingDeadlineFullDate: 'miércoles, 30 de junio de 2027, 0:00 hora de verano del Pacífico',
    });
  });
});

describe('formDeadlineTextArguments', () => {
  // The demo's deadlines (settlement.json): claims (and everything else) close June 30, vehicle
  // claims March 31, documents July 31; Lookup has none of its own.
  const demo = resolveDeadlines(settlementJson.deadlines, ['en', 'es']);

  it("fills {formDeadline…} with the form type's own deadline, in the claimant's language", () => {
    expect(formDeadlineTextArguments(demo, 'Automotive', 'en')).toEqual({
      formDeadlineShortDate: '03/31/2027',
      formDeadlineLongDate: 'March 31, 2027',
      formDeadlineFullDate: 'Wednesday, March 31, 2027 at 11:59 PM Pacific Daylight Time',
    });
    expect(formDeadlineTextArguments(demo, 'Automotive', 'es').formDeadlineLongDate).toBe('31 de marzo de 2027');
    expect(formDeadlineTextArguments(demo, 'Standard', 'en').formDeadlineLongDate).toBe('June 30, 2027');
    expect(formDeadlineTextArguments(demo, 'DocumentsUpload', 'es').formDeadlineLongDate).toBe('31 de julio de 2027');
  });

  it('fills them with the global deadline for a form type without its own (the one that closes it)', () => {
    expect(formDeadlineTextArguments(demo, 'Lookup', 'en').formDeadlineLongDate).toBe('June 30, 2027');
  });

  it('fills nothing when neither its own nor the global deadline is set', () => {
    expect(formDeadlineTextArguments(resolveDeadlines(undefined, ['en']), 'Lookup', 'en')).toEqual({});
  });
});

describe('deadlineOfPlaceholder', () => {
  it('names the deadline a placeholder reads, and null for any other name', () => {
    expect(deadlineOfPlaceholder('automotiveFilingDeadlineLongDate')).toBe('automotiveFilingDeadline');
    expect(deadlineOfPlaceholder('formDeadlineFullDate')).toBe('formDeadline');
    expect(deadlineOfPlaceholder('automotiveDeadlineLongDate')).toBeNull();
    expect(deadlineOfPlaceholder('caseName')).toBeNull();
  });
});
