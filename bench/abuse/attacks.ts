/**
 * The attacks of the hostile-traffic review, one per finding, each as an attacker's loop that runs
 * until told to stop and counts how the server answered. Five of one kind run at once in a phase
 * of the bench (run.ts); attackers come from loopback addresses of their own (client.ts).
 */
import type { Socket } from 'node:net';
import type { Member } from '../server/claimkitServer.ts';
import { model, multipart, standardClaimBody, type ModelConfig } from '../server/load.ts';
import { alexClaimantInfo } from '#tests/helpers/demoAnswers.ts';
import { pdfSample } from '#tests/helpers/pdfSamples.ts';
import { png, zlibBomb } from '#tests/helpers/uploadBombs.ts';
import { clientFrom, rawSocket, type Answer, type Client } from './client.ts';
import type { SolveCaptcha } from './claimant.ts';

export interface AttackContext {
  url: string;
  configs: readonly ModelConfig[];
  /** Which attacker of the run this is (each phase's are new ones): picks its addresses and member. */
  index: number;
  /** Members the attacker may sign in as (it knows their notices): one each, never the claimant's. */
  ownMember: Member;
  /** The claimant's members: what a lockout attacker aims at, knowing only their Notice IDs. */
  claimantMembers: readonly Member[];
  solveCaptcha: SolveCaptcha;
  signal: AbortSignal;
}

/** Answers by status (or by what happened on the wire), for the report. */
export type Outcomes = Record<string, number>;

export interface Attack {
  name: string;
  /** The finding, as the review put it. */
  finding: string;
  run(context: AttackContext): Promise<Outcomes>;
}

const count = (outcomes: Outcomes, key: string | number) => {
  outcomes[String(key)] = (outcomes[String(key)] ?? 0) + 1;
};

/** A loopback address of its own for attacker `index`, the `n`th of its pool (pools never overlap the claimant's 127.0.x.x). */
function attackerAddress(index: number, n = 0): string {
  return `127.${1 + index}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

interface Session {
  client: Client;
  cookie: string;
  csrfToken: string;
}

function cookieFrom(answer: Answer): string | undefined {
  const setCookie = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = cookie.split(';');
    if (pair && /^(__Host-)?claimkit_session=/.test(pair)) return pair;
  }
  return undefined;
}

async function openSession(client: Client, cookie?: string): Promise<Session> {
  const answer = await client.request({ method: 'GET', path: '/api/csrf', headers: cookie ? { cookie } : {} });
  const token = (JSON.parse(answer.body) as { requestToken: string }).requestToken;
  return { client, cookie: cookieFrom(answer) ?? cookie ?? '', csrfToken: token };
}

async function authorizeBody(context: AttackContext, noticeId: string, pin: string, captcha = true): Promise<string> {
  return JSON.stringify({
    credentials: model(context.configs, 'Credentials', { noticeId, pin }),
    reCaptchaResponse: captcha ? await context.solveCaptcha() : null,
  });
}

async function authorize(session: Session, body: string): Promise<Answer> {
  const answer = await session.client.request({
    method: 'POST',
    path: '/api/forms/standard/authorize',
    headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken, cookie: session.cookie },
    body,
  });
  const cookie = cookieFrom(answer);
  if (cookie) session.cookie = cookie;
  return answer;
}

/** A session signed in as the attacker's own member, with its current CSRF token, or the status that refused it. */
async function signedIn(context: AttackContext, client: Client): Promise<Session | number> {
  const session = await openSession(client);
  const answer = await authorize(
    session,
    await authorizeBody(context, context.ownMember.noticeId, context.ownMember.pin),
  );
  if (answer.status !== 200) return answer.status;
  return openSession(client, session.cookie);
}

async function submit(session: Session, body: { body: Buffer; contentType: string }, key?: string): Promise<Answer> {
  return session.client.request({
    method: 'POST',
    path: '/api/forms/standard',
    headers: {
      'content-type': body.contentType,
      'x-csrf-token': session.csrfToken,
      cookie: session.cookie,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body.body,
  });
}

/**
 * A signed-in attacker that moves to a new address and a new session whenever a budget refuses it
 * (429), as a botnet would: sends each body in turn, counting the answers.
 */
async function signedInFlood(
  context: AttackContext,
  bodies: ReadonlyArray<{ body: Buffer; contentType: string }>,
  key?: () => string,
): Promise<Outcomes> {
  let n = 0;
  let address = 0;
  let session: Session | undefined;
  try {
    return await loop(context, async (outcomes) => {
      if (!session) {
        const client = clientFrom(context.url, attackerAddress(context.index, address++));
        const signed = await signedIn(context, client);
        if (typeof signed === 'number') {
          client.close();
          return count(outcomes, `not signed in ${signed}`);
        }
        session = signed;
      }
      const answer = await submit(session, bodies[n++ % bodies.length]!, key?.());
      count(outcomes, answer.status);
      if (answer.status === 429) {
        session.client.close();
        session = undefined;
      }
    });
  } finally {
    session?.client.close();
  }
}

/** Repeats `step` until the phase ends, counting outcomes; a failed connection counts as its error code. */
async function loop(context: AttackContext, step: (outcomes: Outcomes) => Promise<void>): Promise<Outcomes> {
  const outcomes: Outcomes = {};
  while (!context.signal.aborted) {
    try {
      await step(outcomes);
    } catch (error) {
      count(outcomes, (error as NodeJS.ErrnoException).code ?? 'error');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return outcomes;
}

type Fields = Record<string, string | boolean | null>;
const fieldKeys = (context: AttackContext, dtoMapping: string) =>
  (
    context.configs.find(
      (config) => config.metadata.formType === 'Standard' && config.metadata.dtoMapping === dtoMapping,
    ) as (ModelConfig & { fields?: Array<{ key: string }> }) | undefined
  )?.fields?.map((field) => field.key) ?? [];

/** A Standard claim's multipart body with the models' fields replaced. */
async function claimWith(
  context: AttackContext,
  fields: Partial<Record<'ClaimantInfo' | 'PaymentElection' | 'ClaimDetails', Fields>>,
  extra: Record<string, unknown> = {},
  signature = 'Alex Sample',
) {
  const part = (dtoMapping: string, values: Fields) =>
    JSON.stringify({ ...model(context.configs, dtoMapping, values), ...extra });
  const member = context.ownMember;
  return multipart([
    ['reCaptchaResponse', await context.solveCaptcha()],
    ['userPreferredCulture', 'en'],
    ['captchaRawValue', ''],
    ['signature', signature],
    ['credentials', part('Credentials', { noticeId: member.noticeId, pin: member.pin })],
    ['claimantInfo', part('ClaimantInfo', fields.ClaimantInfo ?? { ...alexClaimantInfo })],
    ['claimDetails', fields.ClaimDetails ? part('ClaimDetails', fields.ClaimDetails) : 'null'],
    [
      'paymentElection',
      part(
        'PaymentElection',
        fields.PaymentElection ?? { paymentMethod: 'Check', payPalEmail: null, confirmPayPalEmail: null },
      ),
    ],
    ['prepopulatedData', '[]'],
    ['documentContexts', '[]'],
    ['claimTransactions', '[]'],
  ]);
}

const emailBait = (length: number) => `a@${'.'.repeat(length - 3)}@`;
const numberBait = (length: number) => `${'1'.repeat(length - 1)}x`;

/** Finding 1: a signed-in member's submission of values that made the patterns backtrack. */
const validation: Attack = {
  name: 'validation',
  finding: '1. one request freezes the server (quadratic patterns, rules past maxLength)',
  async run(context) {
    const baitEverywhere = (length: number) => {
      const filled = (dtoMapping: string) =>
        Object.fromEntries(
          fieldKeys(context, dtoMapping).map((key) => [
            key,
            /mail/i.test(key) ? emailBait(length) : numberBait(length),
          ]),
        );
      return {
        ClaimantInfo: filled('ClaimantInfo'),
        PaymentElection: filled('PaymentElection'),
        ClaimDetails: filled('ClaimDetails'),
      };
    };
    return signedInFlood(context, [
      await claimWith(context, baitEverywhere(10_000)),
      await claimWith(context, { ClaimantInfo: { ...alexClaimantInfo, email: emailBait(120_000) } }),
    ]);
  },
};

/** Holds a raw connection open after sending `bytes` of a body that claims to be longer. */
async function stalledRequest(
  context: AttackContext,
  address: string,
  session: Session,
  trickle: boolean,
): Promise<Socket> {
  const socket = await rawSocket(context.url, address);
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/forms/standard/authorize HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: 100000\r\nCookie: ${session.cookie}\r\nX-CSRF-TOKEN: ${session.csrfToken}\r\n\r\n{"credenti`,
  );
  if (trickle) {
    const timer = setInterval(() => socket.write('a'), 1000);
    socket.once('close', () => clearInterval(timer));
  }
  return socket;
}

/** Finding 2: bodies that stop, or trickle, from a session that never signed in. */
const stalledBodies: Attack = {
  name: 'stalled-bodies',
  finding: '2. stalled bodies are never cut off (300 pinned 287 MiB)',
  async run(context) {
    const address = attackerAddress(context.index);
    const client = clientFrom(context.url, address);
    const open = new Set<Socket>();
    try {
      const session = await openSession(client);
      return await loop(context, async (outcomes) => {
        // 60 at a time per attacker: 300 in all, as in the review.
        while (open.size < 60 && !context.signal.aborted) {
          const socket = await stalledRequest(context, address, session, open.size % 2 === 1);
          open.add(socket);
          count(outcomes, 'opened');
          socket.once('close', () => {
            open.delete(socket);
            count(outcomes, 'cut off by the server');
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
    } finally {
      for (const socket of open) socket.destroy();
      client.close();
    }
  },
};

function randomNoticeId(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const pick = (n: number) =>
    Array.from({ length: n }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `${pick(3)}-${pick(4)}-${pick(4)}`;
}

/** Finding 3: wrong PINs with a forged X-Forwarded-For, each claiming another address. */
const forgedAddresses: Attack = {
  name: 'forged-addresses',
  finding: '3. TRUST_PROXY=true believes any X-Forwarded-For',
  async run(context) {
    const client = clientFrom(context.url, attackerAddress(context.index));
    try {
      const session = await openSession(client);
      let n = 0;
      return await loop(context, async (outcomes) => {
        n += 1;
        const answer = await client.request({
          method: 'POST',
          path: '/api/forms/standard/authorize',
          headers: {
            'content-type': 'application/json',
            'x-csrf-token': session.csrfToken,
            cookie: session.cookie,
            'x-forwarded-for': `203.0.${(n >> 8) & 255}.${n & 255}`,
          },
          body: await authorizeBody(context, randomNoticeId(), '000000'),
        });
        count(outcomes, answer.status);
      });
    } finally {
      client.close();
    }
  },
};

/**
 * Finding 4: wrong PINs on the claimant's own Notice IDs (known from their notices), and sprayed
 * across random Notice IDs from many addresses, solving each captcha as a captcha farm would.
 */
const lockout: Attack = {
  name: 'lockout',
  finding: '4. anyone can switch off sign-in (site-wide budget; 10 wrong PINs lock a member)',
  async run(context) {
    let n = 0;
    return loop(context, async (outcomes) => {
      // A new address every 20 guesses: a botnet of thousands, as in the review (260 addresses).
      const client = clientFrom(context.url, attackerAddress(context.index, n++));
      try {
        const session = await openSession(client);
        for (let guess = 0; guess < 20 && !context.signal.aborted; guess += 1) {
          const target =
            guess % 2 === 0
              ? (context.claimantMembers[(n + guess) % context.claimantMembers.length]?.noticeId ?? randomNoticeId())
              : randomNoticeId();
          const answer = await authorize(session, await authorizeBody(context, target, String(100000 + guess)));
          count(outcomes, answer.status);
        }
      } finally {
        client.close();
      }
    });
  },
};

/** Finding 5: paths that test the raw URL's spelling: encoded, absolute-form, dot segments. */
const encodedPaths: Attack = {
  name: 'encoded-paths',
  finding: '5. encoded paths skip the session, CSRF and no-store checks',
  async run(context) {
    const address = attackerAddress(context.index);
    const port = new URL(context.url).port;
    const lines = [
      'POST /%61pi/session-timeout HTTP/1.1',
      `GET http://127.0.0.1:${port}/api/csrf HTTP/1.1`,
      `POST http://127.0.0.1:${port}/api/session-timeout HTTP/1.1`,
      'POST /api/forms/../session-timeout HTTP/1.1',
      'GET //api//csrf HTTP/1.1',
    ];
    let n = 0;
    return loop(context, async (outcomes) => {
      const socket = await rawSocket(context.url, address);
      const status = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString('latin1');
          if (received.includes('\r\n')) {
            resolve(received.split(' ')[1] ?? 'garbled');
            socket.destroy();
          }
        });
        socket.on('error', () => resolve('reset'));
        socket.on('close', () => resolve('closed'));
        socket.write(
          `${lines[n++ % lines.length]}\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\nContent-Type: application/json\r\n\r\n{}`,
        );
      });
      count(outcomes, status);
    });
  },
};

/** JSON nested `depth` deep: [[[…]]]. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Finding 6: deeply nested JSON, with an Idempotency-Key, to authorize and to submit. */
const nestedJson: Attack = {
  name: 'nested-json',
  finding: '6. deeply nested JSON with an Idempotency-Key answers 500',
  async run(context) {
    const deep = nested(50_000);
    let n = 0;
    const body = multipart([
      ['reCaptchaResponse', await context.solveCaptcha()],
      ['userPreferredCulture', 'en'],
      ['signature', 'A'],
      ['claimantInfo', deep],
      ['paymentElection', `{"a":${nested(20_000)}}`],
    ]);
    const authorizeAttacker = (async () => {
      const client = clientFrom(context.url, attackerAddress(context.index, 10_000));
      try {
        const session = await openSession(client);
        return await loop(context, async (outcomes) => {
          const answer = await client.request({
            method: 'POST',
            path: '/api/forms/standard/authorize',
            headers: {
              'content-type': 'application/json',
              'x-csrf-token': session.csrfToken,
              cookie: session.cookie,
              'idempotency-key': `nested-${context.index}-${(n += 1)}`,
            },
            body: `{"credentials":${nested(3_000)}}`,
          });
          count(outcomes, `authorize ${answer.status}`);
        });
      } finally {
        client.close();
      }
    })();
    const submitting = await signedInFlood(context, [body], () => `nested-${context.index}-${(n += 1)}`);
    const authorizing = await authorizeAttacker;
    for (const [key, value] of Object.entries(authorizing)) submitting[key] = (submitting[key] ?? 0) + value;
    return submitting;
  },
};

/** Finding 7: a flood of attempts refused before the credentials are checked (no captcha token). */
const refusedFloods: Attack = {
  name: 'refused-floods',
  finding: '7. unbounded growth: a row per refused attempt, sessions and tracking never pruned',
  async run(context) {
    const client = clientFrom(context.url, attackerAddress(context.index));
    try {
      return await loop(context, async (outcomes) => {
        // A new session every time (never pruned before), each attempt refused for its missing captcha.
        const session = await openSession(client);
        const answer = await authorize(session, await authorizeBody(context, randomNoticeId(), '123456', false));
        count(outcomes, answer.status);
      });
    } finally {
      client.close();
    }
  },
};

/** Finding 8: answers the server should not store as sent. */
const looseAnswers: Attack = {
  name: 'loose-answers',
  finding: '8. loose stored answers (metadata, ids, checkbox strings, bidi and NUL in names)',
  async run(context) {
    return signedInFlood(context, [
      await claimWith(
        context,
        {},
        {
          metadata: { status: 'Approved', noticeId: context.claimantMembers[0]?.noticeId },
          id: 'claim-1',
          clientId: 'x'.repeat(60),
        },
      ),
      await claimWith(context, { ClaimantInfo: { ...alexClaimantInfo, receiveUpdates: 'y'.repeat(9_000) } }),
      await claimWith(
        context,
        { ClaimantInfo: { ...alexClaimantInfo, firstName: 'Al\u202Eex\u200B\u0000' } },
        {},
        'Alex\u202E Sample',
      ),
    ]);
  },
};

/** Finding 9: the smaller holes: upload bombs, forged PayPal callbacks, source maps, Host games, bad request lines. */
const smallerHoles: Attack = {
  name: 'smaller-holes',
  finding: '9. smaller holes (pixel and deflate bombs, forged callbacks, source maps, Node’s own 400s)',
  async run(context) {
    const address = attackerAddress(context.index);
    const client = clientFrom(context.url, address);
    const documents = [
      { fileName: 'receipt.png', type: 'image/png', bytes: png(100_000, 100_000) },
      {
        fileName: 'receipt.pdf',
        type: 'application/pdf',
        bytes: pdfSample({ content: zlibBomb(1024), contentFilter: 'FlateDecode' }),
      },
    ];
    let session: Session | undefined;
    let n = 0;
    try {
      return await loop(context, async (outcomes) => {
        n += 1;
        switch (n % 5) {
          case 0: {
            if (!session) {
              const signed = await signedIn(context, client);
              if (typeof signed === 'number') return count(outcomes, `not signed in ${signed}`);
              session = signed;
            }
            const document = documents[n % 2]!;
            const answer = await submit(
              session,
              standardClaimBody(context.configs, context.ownMember, document, await context.solveCaptcha()),
            );
            return count(outcomes, `upload ${answer.status}`);
          }
          case 1: {
            const answer = await client.request({
              method: 'GET',
              path: '/api/banking/paypal-callback?state=forged&code=forged',
            });
            return count(outcomes, `callback ${answer.status}`);
          }
          case 2: {
            const answer = await client.request({ method: 'GET', path: '/app/dist/assets/index.js.map' });
            return count(outcomes, `source map ${answer.status}`);
          }
          case 3: {
            const answer = await client.request({
              method: 'GET',
              path: '/api/banking/paypal-login',
              headers: { host: 'attacker.example' },
            });
            return count(outcomes, `login ${answer.status}`);
          }
          default: {
            const socket = await rawSocket(context.url, address);
            const status = await new Promise<string>((resolve) => {
              socket.on('data', (chunk: Buffer) => {
                resolve(`bad line ${chunk.toString('latin1').split(' ')[1] ?? ''}`);
                socket.destroy();
              });
              socket.on('error', () => resolve('bad line reset'));
              socket.on('close', () => resolve('bad line closed'));
              socket.write(
                `GET /${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
              );
            });
            return count(outcomes, status);
          }
        }
      });
    } finally {
      client.close();
    }
  },
};

export const attacks: readonly Attack[] = [
  validation,
  stalledBodies,
  forgedAddresses,
  lockout,
  encodedPaths,
  nestedJson,
  refusedFloods,
  looseAnswers,
  smallerHoles,
];
