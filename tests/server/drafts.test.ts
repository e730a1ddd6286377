import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#pages-config/api/contract.ts';
import { draftResponse, saveDraftResponse, type DraftContent } from '#pages-config/api/drafts.ts';
import { findDraft, saveDraft } from '#server/drafts/draftsRepository.ts';
import { DataEncryption, DecryptionError, generateDataKey } from '#server/security/dataEncryption.ts';
import {
  demoMembers,
  startServerHarness,
  type Claimant,
  type Credentials,
  type ServerHarness,
  validStandardValues,
} from '#tests/helpers/serverHarness.ts';

// A street no prefill holds: finding it in the stored bytes would mean the draft is kept in the clear.
const street = '4321 Unmistakable Draft Lane';
const key = generateDataKey();
let clock = new Date('2026-11-22T18:30:00Z');

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ now: () => clock, dataEncryption: new DataEncryption(key) });
});
afterAll(async () => {
  await server.close();
});

function draftOf(fields: Record<string, string | boolean | null> = {}): DraftContent {
  return {
    models: [
      {
        dtoMapping: 'ClaimantInfo',
        metadataHash: 'a'.repeat(64),
        fields: {
          mailingStreetLine1: street,
          phone: '(217) 555-0134',
          receiveUpdates: true,
          middleInitial: null,
          ...fields,
        },
        everEdited: ['mailingStreetLine1', 'phone'],
      },
    ],
    rows: [],
    furthestStepId: 'claim-details',
  };
}

/** A new browser (its own session) authorized as `member` for `segment`. */
async function signedIn(member: Credentials, segment = 'standard'): Promise<Claimant> {
  const claimant = server.claimant();
  const response = await claimant.authorize(member, { segment });
  expect(response.statusCode).toBe(200);
  return claimant;
}

function getDraft(claimant: Claimant, segment = 'standard') {
  return claimant.request({ method: 'GET', url: `/api/forms/${segment}/draft` });
}

function putDraft(claimant: Claimant, body: unknown, options: { segment?: string; csrf?: boolean } = {}) {
  return claimant.request({
    method: 'PUT',
    url: `/api/forms/${options.segment ?? 'standard'}/draft`,
    headers: options.csrf === false ? {} : { 'x-csrf-token': claimant.csrfToken ?? '' },
    payload: body as Record<string, unknown>,
  });
}

async function storedRows() {
  return server.app.db.selectFrom('drafts').selectAll().execute();
}

async function clearDrafts() {
  await server.app.db.deleteFrom('drafts').execute();
}

describe('PUT then GET /api/forms/{type}/draft', () => {
  it('gives the draft back to the member on another device after authorizing again', async () => {
    await clearDrafts();
    expect((await putDraft(await signedIn(demoMembers.alex), draftOf())).statusCode).toBe(200);
    const response = await getDraft(await signedIn(demoMembers.alex));
    expect(draftResponse.parse(response.json())).toEqual({ draft: draftOf(), savedAt: clock.toISOString() });
  });

  it('answers when it was saved and until when it is kept: 90 days on, before the deadline', async () => {
    const response = await putDraft(await signedIn(demoMembers.alex), draftOf());
    expect(saveDraftResponse.parse(response.json())).toEqual({
      savedAt: '2026-11-22T18:30:00.000Z',
      expiresAt: '2027-02-20T18:30:00.000Z',
    });
  });

  it('keeps it no longer than the form’s filing deadline', async () => {
    const saved = clock;
    clock = new Date('2027-06-01T12:00:00Z');
    try {
      const response = await putDraft(await signedIn(demoMembers.alex), draftOf());
      // The demo's claim filing deadline: June 30, 2027, 11:59:59 PM Pacific.
      expect(saveDraftResponse.parse(response.json()).expiresAt).toBe('2027-07-01T06:59:59.000Z');
    } finally {
      clock = saved;
    }
  });

  it('replaces the draft on each save: one row per member and form type', async () => {
    await clearDrafts();
    const claimant = await signedIn(demoMembers.alex);
    await putDraft(claimant, draftOf({ phone: '(217) 555-0100' }));
    await putDraft(claimant, draftOf({ phone: '(217) 555-0199' }));
    expect(await storedRows()).toHaveLength(1);
    const draft = draftResponse.parse((await getDraft(claimant)).json()).draft;
    expect(draft?.models[0]?.fields.phone).toBe('(217) 555-0199');
  });

  it('answers no draft to a member who saved none', async () => {
    await clearDrafts();
    expect((await getDraft(await signedIn(demoMembers.alex))).json()).toEqual({ draft: null, savedAt: null });
  });

  it('stops giving a draft back once it has expired, and deletes it at the next save', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const saved = clock;
    clock = new Date(saved.getTime() + 91 * 24 * 60 * 60_000);
    try {
      const claimant = await signedIn(demoMembers.alex);
      expect(draftResponse.parse((await getDraft(claimant)).json()).draft).toBeNull();
      await putDraft(await signedIn(demoMembers.jordan), draftOf());
      expect((await storedRows()).map((row) => row.notice_id)).toEqual(['NWM8H3D6T1W']);
    } finally {
      clock = saved;
    }
  });
});

describe('the stored draft', () => {
  it('holds no answer in the clear, only a sealed value beside its key id', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const [row] = await storedRows();
    expect(row).toMatchObject({ notice_id: 'NWM4J7K2Q9P', form_type: 'Standard', key_id: key.id });
    expect(JSON.stringify(row)).not.toContain(street);
    expect(JSON.stringify(row)).not.toContain('555-0134');
    expect(Buffer.from(row?.ciphertext ?? '', 'base64').includes(street)).toBe(false);
  });

  it('does not open with another key: the repository throws DecryptionError', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const otherKey = new DataEncryption(generateDataKey());
    await expect(
      findDraft(server.app.db, otherKey, { noticeId: 'NWM4J7K2Q9P', formType: 'Standard' }, clock),
    ).rejects.toThrow(DecryptionError);
  });

  it('sealed with a key the server no longer holds, is answered as no draft (200) and kept', async () => {
    await clearDrafts();
    const retired = new DataEncryption(generateDataKey());
    await saveDraft(
      server.app.db,
      retired,
      { noticeId: 'NWM4J7K2Q9P', formType: 'Standard' },
      draftOf(),
      clock,
      new Date('2027-01-01T00:00:00Z'),
    );
    const response = await getDraft(await signedIn(demoMembers.alex));
    expect([response.statusCode, response.json()]).toEqual([200, { draft: null, savedAt: null }]);
    expect(await storedRows()).toHaveLength(1);
  });

  it('moved into another member’s row, does not open there', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    await putDraft(await signedIn(demoMembers.jordan), draftOf({ phone: '(512) 555-0101' }));
    const [alexRow] = await server.app.db
      .selectFrom('drafts')
      .selectAll()
      .where('notice_id', '=', 'NWM4J7K2Q9P')
      .execute();
    await server.app.db
      .updateTable('drafts')
      .set({ ciphertext: alexRow?.ciphertext ?? '', key_id: alexRow?.key_id ?? '' })
      .where('notice_id', '=', 'NWM8H3D6T1W')
      .execute();
    expect((await getDraft(await signedIn(demoMembers.jordan))).json()).toEqual({ draft: null, savedAt: null });
  });
});

describe('who may read and save a draft', () => {
  it('gives another member none of it', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const response = await getDraft(await signedIn(demoMembers.jordan));
    expect(response.json()).toEqual({ draft: null, savedAt: null });
  });

  it('refuses reading without authorizing for the form type, with 401', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await getDraft(claimant);
    expect([response.statusCode, errorResponse.parse(response.json()).error]).toEqual([
      401,
      expect.stringMatching(/\S/),
    ]);
  });

  it('refuses saving without authorizing for the form type, with 401', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    expect((await putDraft(claimant, draftOf())).statusCode).toBe(401);
  });

  it('refuses reading a form type the session authorized another one for, with 401', async () => {
    const claimant = await signedIn(demoMembers.riley, 'automotive');
    expect((await getDraft(claimant, 'standard')).statusCode).toBe(401);
  });

  it('refuses saving without the CSRF header, with 403, and stores nothing', async () => {
    await clearDrafts();
    const response = await putDraft(await signedIn(demoMembers.alex), draftOf(), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(await storedRows()).toEqual([]);
  });
});

describe('what a draft may hold', () => {
  it('answers 404 for a form type without drafts or unknown', async () => {
    const claimant = await signedIn(demoMembers.alex);
    for (const segment of ['lookup', 'documents-upload', 'nonsense']) {
      expect((await getDraft(claimant, segment)).statusCode).toBe(404);
    }
  });

  it('keeps Automotive drafts apart from Standard ones', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.jordan), draftOf());
    const automotive = await signedIn(demoMembers.jordan, 'automotive');
    expect((await getDraft(automotive, 'automotive')).json()).toEqual({ draft: null, savedAt: null });
  });

  it('refuses a value that is not a string, a boolean or null, with 400', async () => {
    const draft = draftOf();
    const body = { ...draft, models: [{ ...draft.models[0], fields: { phone: 2175550134 } }] };
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(400);
  });

  it('refuses unknown properties, with 400', async () => {
    expect((await putDraft(await signedIn(demoMembers.alex), { ...draftOf(), pin: '583104' })).statusCode).toBe(400);
  });

  it('refuses the credentials model (the PIN is never kept), with 400', async () => {
    const body: DraftContent = {
      ...draftOf(),
      models: [{ dtoMapping: 'Credentials', metadataHash: 'b', fields: { pin: '583104' }, everEdited: [] }],
    };
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(400);
  });

  it('refuses a model the form does not have, with 400', async () => {
    const body: DraftContent = {
      ...draftOf(),
      rows: [{ dtoMapping: 'ClaimTransactions', metadataHash: 'c', fields: { vin: '5NWCA4EB1KA102938' } }],
    };
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(400);
  });

  it('refuses a step the flow does not have, with 400', async () => {
    const body = { ...draftOf(), furthestStepId: 'no-such-step' };
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(400);
  });

  it('keeps a fleet owner’s table of hundreds of rows', async () => {
    const automotive = await signedIn(demoMembers.jordan, 'automotive');
    const rows = Array.from({ length: 600 }, (_, index) => ({
      dtoMapping: 'ClaimTransactions' as const,
      metadataHash: 'c'.repeat(64),
      fields: { vin: `5NWCA4EB1KA${String(index).padStart(6, '0')}`, modelYear: '2019', repairCost: '1,250.00' },
    }));
    const saved = await putDraft(
      automotive,
      { models: [], rows, furthestStepId: 'claim-details' },
      { segment: 'automotive' },
    );
    expect(saved.statusCode).toBe(200);
    expect(draftResponse.parse((await getDraft(automotive, 'automotive')).json()).draft?.rows).toHaveLength(600);
  });

  it('refuses a body over the size limit, with 413', async () => {
    const body = draftOf({ comments: 'x'.repeat(1100 * 1024) });
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(413);
  });

  it('refuses a value longer than 10,000 characters, with 400', async () => {
    const body = draftOf({ comments: 'x'.repeat(10_001) });
    expect((await putDraft(await signedIn(demoMembers.alex), body)).statusCode).toBe(400);
  });

  it('refuses saving after the form’s deadline, with 400', async () => {
    const saved = clock;
    // Signed in ten minutes before the deadline (June 30, 2027, 11:59:59 PM Pacific), saved five after.
    clock = new Date('2027-07-01T06:50:00Z');
    const claimant = await signedIn(demoMembers.alex);
    clock = new Date('2027-07-01T07:05:00Z');
    try {
      expect((await putDraft(claimant, draftOf())).statusCode).toBe(400);
    } finally {
      clock = saved;
    }
  });
});

/** Alex's valid Standard claim, with a country when the served claimant info asks for one. */
async function validParts(claimant: Claimant): Promise<Record<string, string>> {
  const configs = await claimant.formsConfig();
  const claimantInfo = configs.find(
    (config) => config.metadata.formType === 'Standard' && config.metadata.dtoMapping === 'ClaimantInfo',
  );
  const asksCountry = claimantInfo?.fields.some((field) => field.key === 'mailingCountry') ?? false;
  const values = validStandardValues();
  return claimant.standardParts(asksCountry ? { claimantInfo: { ...values.claimantInfo, mailingCountry: 'US' } } : {});
}

describe('filing the claim', () => {
  it('deletes the member’s draft of that form', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const claimant = await signedIn(demoMembers.alex);
    const response = await claimant.submitStandard(await validParts(claimant));
    expect(response.statusCode).toBe(200);
    expect(await storedRows()).toEqual([]);
    expect((await getDraft(await signedIn(demoMembers.alex))).json()).toEqual({ draft: null, savedAt: null });
  });

  it('keeps the draft when the submission is refused', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.alex), draftOf());
    const claimant = await signedIn(demoMembers.alex);
    const response = await claimant.submitStandard({ ...(await validParts(claimant)), signature: '' });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toHaveLength(1);
  });

  it('leaves other members’ drafts alone', async () => {
    await clearDrafts();
    await putDraft(await signedIn(demoMembers.jordan), draftOf());
    const claimant = await signedIn(demoMembers.alex);
    expect((await claimant.submitStandard(await validParts(claimant))).statusCode).toBe(200);
    expect((await storedRows()).map((row) => row.notice_id)).toEqual(['NWM8H3D6T1W']);
  });
});
