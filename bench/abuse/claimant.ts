/**
 * One claimant of the abuse bench: a fresh browser session, sign-in with a member's Notice ID and
 * PIN and a solved captcha, then a Standard claim, timed call by call. What the bench compares
 * between a quiet server and one under attack.
 */
import type { Member } from '../server/claimkitServer.ts';
import { model, standardClaimBody, type ModelConfig } from '../server/load.ts';
import type { Answer, Client } from './client.ts';

/** Issues the token of a solved captcha, as the fake provider's widget would. */
export type SolveCaptcha = () => Promise<string>;

export interface Journey {
  authorizeMilliseconds: number;
  submitMilliseconds: number;
  /** The first call that did not answer as it should, e.g. "authorize 429"; none when filed. */
  failure?: string;
}

/** The session cookie (plain, or __Host- over HTTPS) as name=value, from whichever answer set it. */
function sessionCookie(answer: Answer, current: string | undefined): string | undefined {
  const setCookie = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = cookie.split(';');
    if (pair && /^(__Host-)?claimkit_session=[^;]+$/.test(pair)) return pair;
  }
  return current;
}

async function csrfToken(client: Client, cookie: string | undefined) {
  const answer = await client.request({ method: 'GET', path: '/api/csrf', headers: cookie ? { cookie } : {} });
  return { answer, token: (JSON.parse(answer.body) as { requestToken: string }).requestToken };
}

/** Signs in as `member` and files a claim, from `client`'s address. */
export async function fileOneClaim(
  client: Client,
  configs: readonly ModelConfig[],
  member: Member,
  solveCaptcha: SolveCaptcha,
): Promise<Journey> {
  const journey: Journey = { authorizeMilliseconds: 0, submitMilliseconds: 0 };
  // Solved before the journey is timed, as a browser's widget solves it while the claimant types.
  const [authorizeToken, submitToken] = [await solveCaptcha(), await solveCaptcha()];
  const start = await csrfToken(client, undefined);
  let cookie = sessionCookie(start.answer, undefined);
  const authorize = await client.request({
    method: 'POST',
    path: '/api/forms/standard/authorize',
    headers: { 'content-type': 'application/json', 'x-csrf-token': start.token, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      credentials: model(configs, 'Credentials', { noticeId: member.noticeId, pin: member.pin }),
      reCaptchaResponse: authorizeToken,
    }),
  });
  journey.authorizeMilliseconds = authorize.milliseconds;
  if (authorize.status !== 200)
    return { ...journey, failure: `authorize ${authorize.status} ${authorize.body.slice(0, 200)}` };
  cookie = sessionCookie(authorize, cookie);
  // Sign-in moves the session to a new id and may give it a new CSRF token: ask for the current one.
  const afterSignIn = await csrfToken(client, cookie);
  const { body, contentType } = standardClaimBody(configs, member, undefined, submitToken);
  const submit = await client.request({
    method: 'POST',
    path: '/api/forms/standard',
    headers: {
      'content-type': contentType,
      'x-csrf-token': afterSignIn.token,
      'idempotency-key': crypto.randomUUID(),
      ...(cookie ? { cookie } : {}),
    },
    body,
  });
  journey.submitMilliseconds = submit.milliseconds;
  if (submit.status !== 200) return { ...journey, failure: `submit ${submit.status} ${submit.body.slice(0, 200)}` };
  return journey;
}
