/**
 * The abuse bench's claimant on a thread of its own: a claimant is a phone elsewhere, so their
 * timings must not wait on the attackers' loops, which run on the bench's main thread. Asked for
 * a phase ("journeys for N seconds"), files claim after claim, each from the next loopback address
 * (127.0.x.2–251, 62,500 of them: never an attacker's, and each far under SUBMITS_PER_ADDRESS)
 * for the next of its members, and answers with the journeys.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Member } from '../server/claimkitServer.ts';
import type { ModelConfig } from '../server/load.ts';
import { captchaSolver } from './captchaTokens.ts';
import { fileOneClaim, type Journey } from './claimant.ts';
import { clientFrom } from './client.ts';

export interface ClaimantThreadData {
  url: string;
  configs: readonly ModelConfig[];
  members: readonly Member[];
  captchaUrl: string;
  siteKey: string;
}

/** What the bench asks: a warm-up of `count` journeys from 127.0.0.1, or a phase of `seconds`. */
export type ClaimantRequest = { kind: 'warm-up'; count: number } | { kind: 'phase'; seconds: number };

const { url, configs, members, captchaUrl, siteKey } = workerData as ClaimantThreadData;
const solveCaptcha = captchaSolver(captchaUrl, siteKey);
let journeyCount = 0;

/** The `n`th claim's address: a run files thousands, and each address may file 20 an hour. */
const claimantAddress = (n: number) => `127.0.${Math.floor(n / 250) % 250}.${2 + (n % 250)}`;

async function journey(address: string, member: Member): Promise<Journey> {
  const client = clientFrom(url, address);
  try {
    return await fileOneClaim(client, configs, member, solveCaptcha);
  } catch (error) {
    return { authorizeMilliseconds: 0, submitMilliseconds: 0, failure: String(error) };
  } finally {
    client.close();
  }
}

parentPort?.on('message', async (request: ClaimantRequest) => {
  const journeys: Journey[] = [];
  if (request.kind === 'warm-up') {
    for (let index = 0; index < request.count; index += 1)
      journeys.push(await journey('127.0.0.1', members[index % members.length]!));
  } else {
    const ends = performance.now() + request.seconds * 1000;
    while (performance.now() < ends) {
      journeyCount += 1;
      journeys.push(await journey(claimantAddress(journeyCount), members[journeyCount % members.length]!));
    }
  }
  parentPort?.postMessage(journeys);
});
