/**
 * The answers the audited Standard steps need, saved as the member's draft through the server's
 * API (GET /api/csrf, POST /api/forms/standard/authorize, PUT /api/forms/standard/draft), as the
 * client saves it on Next. Every sign-in in the browser then restores it, so the walk through the
 * steps only has to press Next: documented losses are ticked, which brings claim-details and
 * supporting-documents into the flow.
 */
import { alexClaimantInfo, paperCheckElection } from '#tests/helpers/demoAnswers.ts';
import { formsConfig, model, type ModelConfig } from '../server/load.ts';

/** Alex Sample of demo-settlement.md: may file a Standard claim, has filed none. */
export const alexSample = { noticeId: 'NWM-4J7K-2Q9P', pin: '583104' } as const;

const sessionCookieName = 'claimkit_session';

const answers = {
  ClaimantInfo: { ...alexClaimantInfo, hasDocumentedLosses: 'Yes' },
  ClaimDetails: { hoursLost: '2', documentedLosses: '120.00', lossesDescription: 'Credit freeze fees' },
  PaymentElection: paperCheckElection,
} as const;

function sessionIdOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = new RegExp(`^${sessionCookieName}=([^;]+)`).exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

async function expectOk(response: Response, call: string): Promise<void> {
  if (!response.ok) throw new Error(`${call} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
}

/** Authorizes Alex Sample in a session of its own and saves the draft; returns that session's cookie. */
export async function saveStandardDraft(url: string): Promise<string> {
  const csrf = await fetch(`${url}/api/csrf`);
  await expectOk(csrf, 'GET /api/csrf');
  const { requestToken } = (await csrf.json()) as { requestToken: string };
  const firstSession = sessionIdOf(csrf);
  if (!firstSession) throw new Error('GET /api/csrf set no session cookie');
  const configs: ModelConfig[] = await formsConfig(url);

  const authorize = await fetch(`${url}/api/forms/standard/authorize`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `${sessionCookieName}=${firstSession}`,
      'x-csrf-token': requestToken,
    },
    body: JSON.stringify({ credentials: model(configs, 'Credentials', alexSample), reCaptchaResponse: null }),
  });
  await expectOk(authorize, 'POST /api/forms/standard/authorize');
  // Authorizing moves the session to a new id and a new CSRF token, sent in the answer's header
  // (against session fixation and a token seen before sign-in).
  const cookie = `${sessionCookieName}=${sessionIdOf(authorize) ?? firstSession}`;
  const renewedToken = authorize.headers.get('x-csrf-token') ?? requestToken;

  const draft = {
    models: Object.entries(answers).map(([dtoMapping, fields]) => {
      const { metadataHash } = model(configs, dtoMapping, fields);
      // Marked as edited, so that the notice's prefill does not overwrite them (spec §3).
      return { dtoMapping, metadataHash, fields, everEdited: Object.keys(fields) };
    }),
    rows: [],
    furthestStepId: null,
  };
  const save = await fetch(`${url}/api/forms/standard/draft`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': renewedToken },
    body: JSON.stringify(draft),
  });
  await expectOk(save, 'PUT /api/forms/standard/draft');
  return cookie;
}
