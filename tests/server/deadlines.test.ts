import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlinesResponse } from '#pages-config/api/contract.ts';
import { formTypes, type FormType } from '#pages-config/schema/page.ts';
import { formTypeSegments, type DeadlineSettings } from '#pages-config/schema/settlement.ts';
import type { SettlementBundle } from '#pages-config/settlementBundle.ts';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  multipartBody,
  startServerHarness,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

/**
 * The demo's deadlines (demo-settlement.md) in each source format of spec §3. The older format
 * names its zones the Windows way, so the mapping is exercised too; both mean the same instants.
 */
const projectTimeZoneFormat: DeadlineSettings = {
  timeZone: 'Pacific Standard Time',
  deadlines: {
    globalDeadline: { deadlineDateTime: { default: '06/30/2027 11:59:59 PM' } },
    claimFilingDeadline: { deadlineDateTime: { default: '06/30/2027 11:59:59 PM' } },
    automotiveFilingDeadline: { deadlineDateTime: { default: '03/31/2027 11:59:59 PM' } },
    lookupFilingDeadline: { deadlineDateTime: { default: '05/31/2027 11:59:59 PM' } },
    documentsUploadFilingDeadline: { deadlineDateTime: { default: '04/30/2027 11:59:59 PM' } },
  },
};
const perDeadlineTimeZoneFormat: DeadlineSettings = {
  deadlines: {
    globalDeadline: { timeZone: 'Pacific', deadline: '06/30/2027 11:59:59 PM' },
    claimFilingDeadline: { timeZone: 'Pacific Standard Time', deadline: '06/30/2027 11:59:59 PM' },
    automotiveFilingDeadline: { timeZone: 'Pacific', deadline: '03/31/2027 11:59:59 PM' },
    lookupFilingDeadline: { timeZone: 'America/Los_Angeles', deadline: '05/31/2027 11:59:59 PM' },
    documentsUploadFilingDeadline: { timeZone: 'Pacific', deadline: '04/30/2027 11:59:59 PM' },
  },
};

/** Each form type's deadline (11:59:59 PM in Los Angeles, as UTC) and a member who may file it. */
const cases: Record<FormType, { deadline: string; member: { noticeId: string; pin: string } }> = {
  Standard: { deadline: '2027-07-01T06:59:59Z', member: demoMembers.alex },
  Automotive: { deadline: '2027-04-01T06:59:59Z', member: demoMembers.jordan },
  Lookup: { deadline: '2027-06-01T06:59:59Z', member: demoMembers.alex },
  DocumentsUpload: { deadline: '2027-05-01T06:59:59Z', member: demoMembers.alex },
};

/**
 * The demo with these deadlines, offering all four form types. Form types whose page config the
 * demo does not have yet borrow the Standard one: the deadline guard does not look inside it.
 */
function demoWithDeadlines(deadlines: DeadlineSettings): SettlementBundle {
  const demo = loadSettlementFolder(demoSettlementDirectory);
  const standard = demo.forms.Standard!;
  return {
    ...demo,
    settlement: { ...demo.settlement, forms: [...formTypes], deadlines },
    forms: Object.fromEntries(
      formTypes.map((formType) => [formType, demo.forms[formType] ?? { ...standard, formType }]),
    ) as SettlementBundle['forms'],
  };
}

const englishRefusal = /^The deadline to file this form online was \w+day, \w+ \d{1,2}, 2027 at 11:59 PM Pacific/;
const spanishRefusal = /^El plazo para presentar este formulario en línea venció el \S+, \d{1,2} de \w+ de 2027, 23:59/;
const minute = 60_000;

for (const [formatName, deadlines] of [
  ['the project-time-zone format', projectTimeZoneFormat],
  ['the older per-deadline time-zone format', perDeadlineTimeZoneFormat],
] as const) {
  describe(`deadlines from ${formatName}`, () => {
    let now = new Date('2027-01-01T00:00:00Z');
    let server: ServerHarness;
    beforeAll(async () => {
      server = await startServerHarness({ settlement: demoWithDeadlines(deadlines), now: () => now });
    });
    afterAll(async () => {
      await server.close();
    });

    const authorize = (claimant: Claimant, formType: FormType, acceptLanguage = 'en') =>
      claimant.authorize(cases[formType].member, { segment: formTypeSegments[formType], acceptLanguage });

    it('answers every deadline as the instant of 11:59:59 PM in Los Angeles', async () => {
      const served = deadlinesResponse.parse((await server.claimant().request({ url: '/api/deadlines' })).json());
      for (const formType of formTypes) {
        const key = {
          Standard: 'claimFilingDeadline',
          Automotive: 'automotiveFilingDeadline',
          Lookup: 'lookupFilingDeadline',
          DocumentsUpload: 'documentsUploadFilingDeadline',
        } as const;
        expect(served[key[formType]].deadline).toBe(new Date(cases[formType].deadline).toISOString());
      }
    });

    for (const formType of formTypes) {
      it(`lets ${formType} authorize a minute before its deadline`, async () => {
        now = new Date(Date.parse(cases[formType].deadline) - minute);
        const response = await authorize(server.claimant(), formType);
        expect(response.json().error ?? '').not.toMatch(englishRefusal);
      });

      it(`refuses ${formType} authorize a minute after its deadline, in English`, async () => {
        now = new Date(Date.parse(cases[formType].deadline) + minute);
        const response = await authorize(server.claimant(), formType);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ authorized: false, prepopulatedData: [] });
        expect(response.json().error).toMatch(englishRefusal);
      });

      it(`refuses ${formType} authorize after its deadline in Spanish for a Spanish claimant`, async () => {
        now = new Date(Date.parse(cases[formType].deadline) + minute);
        const response = await authorize(server.claimant(), formType, 'es');
        expect(response.json().error).toMatch(spanishRefusal);
      });
    }

    it('lets Standard authorize when only the Automotive deadline has passed', async () => {
      now = new Date(Date.parse(cases.Automotive.deadline) + minute);
      const response = await authorize(server.claimant(), 'Standard');
      expect(response.statusCode).toBe(200);
    });

    it('refuses every form type after the global deadline', async () => {
      now = new Date('2027-07-01T07:00:00Z');
      const claimant = server.claimant();
      for (const formType of formTypes) {
        expect((await authorize(claimant, formType)).json().error).toMatch(englishRefusal);
      }
    });

    it('names the deadline that closed the form in the refusal', async () => {
      now = new Date(Date.parse(cases.Automotive.deadline) + minute);
      const response = await authorize(server.claimant(), 'Automotive');
      expect(response.json().error).toContain('Wednesday, March 31, 2027 at 11:59 PM Pacific Daylight Time');
    });

    it('files a Standard claim a minute before the deadline', async () => {
      const claimant = server.claimant();
      now = new Date(Date.parse(cases.Standard.deadline) - 2 * minute);
      await authorize(claimant, 'Standard');
      now = new Date(Date.parse(cases.Standard.deadline) - minute);
      expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
    });

    it('refuses a Standard claim submitted after the deadline by a claimant authorized before it', async () => {
      const claimant = server.claimant();
      now = new Date(Date.parse(cases.Standard.deadline) - minute);
      expect((await authorize(claimant, 'Standard')).statusCode).toBe(200);
      now = new Date(Date.parse(cases.Standard.deadline) + minute);
      const response = await claimant.submitStandard(await claimant.standardParts(), { acceptLanguage: 'es' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ nonMatchingPaymentElection: false, referenceCodeForm: null });
      expect(response.json().error).toMatch(spanishRefusal);
    });

    for (const formType of ['Automotive', 'DocumentsUpload'] as const) {
      it(`refuses the ${formType} submission after its deadline, before reading the body`, async () => {
        const claimant = server.claimant();
        now = new Date(Date.parse(cases[formType].deadline) - minute);
        await authorize(claimant, formType);
        now = new Date(Date.parse(cases[formType].deadline) + minute);
        const { body, contentType } = await multipartBody({ userPreferredCulture: 'en' });
        const response = await claimant.request({
          method: 'POST',
          url: `/api/forms/${formTypeSegments[formType]}`,
          headers: { 'content-type': contentType, 'x-csrf-token': claimant.csrfToken ?? '' },
          payload: body,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toMatch(englishRefusal);
      });
    }
  });
}

describe('deadline texts', () => {
  let server: ServerHarness;
  beforeAll(async () => {
    server = await startServerHarness();
  });
  afterAll(async () => {
    await server.close();
  });

  it("serves the demo's claim-filing deadline in the three formats of spec §9 in English", async () => {
    const served = deadlinesResponse.parse((await server.claimant().request({ url: '/api/deadlines' })).json());
    expect(served.claimFilingDeadline.texts.en).toEqual({
      shortDate: '06/30/2027',
      longDate: 'June 30, 2027',
      fullDate: 'Wednesday, June 30, 2027 at 11:59 PM Pacific Daylight Time',
    });
  });

  it("serves the demo's Automotive deadline in Spanish", async () => {
    const served = deadlinesResponse.parse((await server.claimant().request({ url: '/api/deadlines' })).json());
    expect(served.automotiveFilingDeadline.texts.es).toEqual({
      shortDate: '03/31/2027',
      longDate: '31 de marzo de 2027',
      fullDate: 'miércoles, 31 de marzo de 2027, 23:59 hora de verano del Pacífico',
    });
  });

  it('serves no texts for a form type without a deadline', async () => {
    const served = deadlinesResponse.parse((await server.claimant().request({ url: '/api/deadlines' })).json());
    expect(served.lookupFilingDeadline).toEqual({ deadline: null, redirectUrls: {}, texts: {} });
  });
});
