import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaResponse,
  characterWhitelistResponse,
  csrfResponse,
  cultureContentResponse,
  culturesResponse,
  deadlineKeys,
  deadlinesResponse,
  errorResponse,
  formsConfigResponse,
  settlementResponse,
  signatureDateResponse,
} from '#pages-config/api/contract.ts';
import { modelConfigHash } from '#server/settlement/settlementService.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  // A fixed clock: 2026-11-22 03:00 UTC is still November 21 in Los Angeles.
  server = await startServerHarness({ now: () => new Date('2026-11-22T03:00:00Z') });
});
afterAll(async () => {
  await server.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return server.claimant().request({ method: 'GET', url, headers });
}

describe('GET /api/csrf', () => {
  it('answers the header name and a token', async () => {
    const response = await get('/api/csrf');
    expect(csrfResponse.parse(response.json())).toMatchObject({ requestHeaderName: 'X-CSRF-TOKEN' });
  });

  it('sets an httpOnly, SameSite=Lax session cookie for the whole site', async () => {
    const response = await get('/api/csrf');
    expect(response.cookies.find((cookie) => cookie.name === server.app.sessions.cookieName)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('answers the same token again within one session', async () => {
    const claimant = server.claimant();
    expect(await claimant.csrf()).toBe(await claimant.csrf());
  });
});

describe('GET /api/forms/config', () => {
  it('answers the contract shape', async () => {
    const response = await get('/api/forms/config');
    expect(formsConfigResponse.safeParse(response.json()).success).toBe(true);
  });

  it('has an entry per model of the Standard form', async () => {
    const configs = formsConfigResponse.parse((await get('/api/forms/config')).json());
    expect(
      configs.filter((config) => config.metadata.formType === 'Standard').map((config) => config.metadata.dtoMapping),
    ).toEqual(['Credentials', 'ClaimantInfo', 'ClaimDetails', 'PaymentElection', 'DocumentContexts']);
  });

  it('hashes each entry from its form type, dtoMapping and fields', async () => {
    const [credentials] = formsConfigResponse.parse((await get('/api/forms/config')).json());
    expect(credentials?.metadataHash).toBe(modelConfigHash('Standard', 'Credentials', credentials?.fields ?? []));
  });
});

describe('GET /api/settlement', () => {
  it('answers the contract shape', async () => {
    expect(settlementResponse.safeParse((await get('/api/settlement')).json()).success).toBe(true);
  });

  it('names the case', async () => {
    expect(settlementResponse.parse((await get('/api/settlement')).json()).case.name).toBe(
      'In re Northwind Motors Connected Vehicle Data Litigation',
    );
  });

  it('opens the header links in a new tab, the default the demo settlement keeps', async () => {
    expect(settlementResponse.parse((await get('/api/settlement')).json()).openHeaderLinksInNewTab).toBe(true);
  });

  it("serves the settlement website's pages as content keys", async () => {
    const { sitePages } = settlementResponse.parse((await get('/api/settlement')).json());
    expect(sitePages?.faq?.questions[0]).toEqual({ question: 'LocKey_Site_Faq_Q1', answer: ['LocKey_Site_Faq_A1'] });
    expect(sitePages?.keyDates?.dates).toContainEqual({
      label: 'LocKey_Site_KeyDates_ClaimDeadline',
      deadline: 'claimFilingDeadline',
    });
  });

  it('lists the offered forms with their steps', async () => {
    const { forms } = settlementResponse.parse((await get('/api/settlement')).json());
    expect(forms.map((form) => [form.formType, form.steps[0]?.id])).toEqual([
      ['Standard', 'start'],
      ['Automotive', 'start'],
      ['Lookup', 'start'],
      ['DocumentsUpload', 'start'],
    ]);
  });
});

describe('GET /api/cultures', () => {
  it('answers the enabled languages', async () => {
    expect(culturesResponse.parse((await get('/api/cultures')).json())).toEqual({ English: 'en', Español: 'es' });
  });
});

describe('GET /api/culture/content', () => {
  it('answers the English texts as key/value items', async () => {
    const items = cultureContentResponse.parse((await get('/api/culture/content?culture=en')).json());
    expect(items).toContainEqual({ key: 'LocKey_Shared_Next', value: 'Next' });
  });

  it('answers the Spanish texts for es', async () => {
    const items = cultureContentResponse.parse((await get('/api/culture/content?culture=es')).json());
    expect(items.find((item) => item.key === 'LocKey_Summary_Signature_Required')?.value).toBe(
      'Escriba su nombre completo para firmar la reclamación',
    );
  });

  it('refuses a culture the settlement does not offer with 400', async () => {
    expect((await get('/api/culture/content?culture=fr')).statusCode).toBe(400);
  });

  it('refuses an unknown culture with a JSON error', async () => {
    expect(errorResponse.safeParse((await get('/api/culture/content?culture=fr')).json()).success).toBe(true);
  });

  it('refuses a missing culture with 400', async () => {
    expect((await get('/api/culture/content')).statusCode).toBe(400);
  });
});

describe('GET /api/deadlines', () => {
  it('answers the contract shape', async () => {
    expect(deadlinesResponse.safeParse((await get('/api/deadlines')).json()).success).toBe(true);
  });

  it("answers the demo's deadlines as instants, 11:59:59 PM in Los Angeles, and none for lookup", async () => {
    const deadlines = deadlinesResponse.parse((await get('/api/deadlines')).json());
    expect(deadlineKeys.map((key) => deadlines[key].deadline)).toEqual([
      '2027-07-01T06:59:59.000Z',
      '2027-07-01T06:59:59.000Z',
      '2027-04-01T06:59:59.000Z',
      null,
      '2027-08-01T06:59:59.000Z',
    ]);
  });

  it('sends claimants to /deadline by default', async () => {
    expect(deadlinesResponse.parse((await get('/api/deadlines')).json()).globalDeadline.redirectUrls).toEqual({
      default: '/deadline',
    });
  });
});

describe('GET /api/captcha', () => {
  it('is off without a site key', async () => {
    expect(captchaResponse.parse((await get('/api/captcha')).json())).toEqual({
      enabled: false,
      provider: 'hCaptcha',
      siteKey: null,
    });
  });
});

describe('GET /api/characters-whitelist', () => {
  it('answers the settlement whitelist', async () => {
    const { allowedCharacters } = characterWhitelistResponse.parse((await get('/api/characters-whitelist')).json());
    expect(allowedCharacters).toContain('ñ');
  });
});

describe('GET /api/signature-date', () => {
  it('answers the contract shape', async () => {
    expect(signatureDateResponse.safeParse((await get('/api/signature-date?culture=en')).json()).success).toBe(true);
  });

  it('gives today in Los Angeles as an ISO date', async () => {
    expect(signatureDateResponse.parse((await get('/api/signature-date?culture=en')).json()).isoDate).toBe(
      '2026-11-21',
    );
  });

  it('gives a long English date for en', async () => {
    expect(signatureDateResponse.parse((await get('/api/signature-date?culture=en')).json()).signatureDate).toBe(
      'November 21, 2026',
    );
  });

  it('gives a long Spanish date for es', async () => {
    expect(signatureDateResponse.parse((await get('/api/signature-date?culture=es')).json()).signatureDate).toBe(
      '21 de noviembre de 2026',
    );
  });

  it('refuses a culture the settlement does not offer with 400', async () => {
    expect((await get('/api/signature-date?culture=de')).statusCode).toBe(400);
  });
});

describe('unknown API routes', () => {
  it('answer 404', async () => {
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
  });

  it('answer a JSON error', async () => {
    expect(errorResponse.safeParse((await get('/api/no-such-thing')).json()).success).toBe(true);
  });

  it('answer in the language the browser asks for', async () => {
    const response = await get('/api/no-such-thing', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.json()).toEqual({
      error: 'La página que busca no existe. Revise la dirección o empiece desde el formulario de reclamación.',
    });
  });
});

describe('API answers', () => {
  it('are not cached', async () => {
    expect((await get('/api/cultures')).headers['cache-control']).toBe('no-store');
  });

  it('carry a strict Content Security Policy', async () => {
    expect((await get('/api/cultures')).headers['content-security-policy']).toContain("script-src 'self';");
  });
});
