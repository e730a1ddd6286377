import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxDocumentBytes } from '#pages-config/rules/documents.ts';
import { multipartLimits, maxSubmissionBytes } from '#server/documents/uploadLimits.ts';
import { documentContextsOf, documentedLosses, filesUnder, fixtureBytes } from '#tests/helpers/documentUploads.ts';
import {
  demoMembers,
  multipartBody,
  startServerHarness,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

/**
 * Hostile bodies over a real socket: a submission far larger than any claim is refused as soon as
 * it passes a limit, never read to its end, never held in memory, and leaves nothing behind. The
 * bodies are generated while they are sent (one 1 MiB buffer written again and again).
 */

const mebibyte = 1024 * 1024;
const twoGibibytes = 2 * 1024 * mebibyte;

let server: ServerHarness;
let port: number;
let claimsAtStart: number;
const serverSockets: Socket[] = [];
beforeAll(async () => {
  server = await startServerHarness();
  server.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  claimsAtStart = await claimCount();
});
afterAll(async () => {
  await server.close();
});

async function claimCount(): Promise<number> {
  const claims = await server.app.db
    .selectFrom('claims')
    .select((select) => select.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(claims.count);
}

/** Whether a claim was filed (beyond the one the demo settlement starts with) or a file kept. */
async function keptSomething(): Promise<boolean> {
  return (await claimCount()) > claimsAtStart || filesUnder(join(server.directory, 'documents')).length > 0;
}

interface StreamedAnswer {
  status: number;
  error: string;
  connection: string | undefined;
  /** Bytes the server's socket read from this request, counted once the server closed it. */
  serverRead: number;
  milliseconds: number;
  /** The largest growth of the process's resident memory while the body was sent. */
  peakMemoryGrowth: number;
}

/**
 * POSTs `head`, then `fill` bytes of filler, then `tail`, written as fast as the socket takes them
 * and stopped as soon as the answer comes (as a browser stops sending).
 */
async function streamSubmission(
  claimant: Claimant,
  body: { contentType: string; head: string; fill: number; tail: string; contentLength?: number },
): Promise<StreamedAnswer> {
  const chunk = Buffer.alloc(mebibyte, 0x20);
  const started = Date.now();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const socketsBefore = serverSockets.length;
  try {
    const answer = await new Promise<{ status: number; error: string; connection: string | undefined }>(
      (resolve, reject) => {
        const request = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/forms/standard',
          headers: {
            'content-type': body.contentType,
            'x-csrf-token': claimant.csrfToken ?? '',
            cookie: `${claimant.app.sessions.cookieName}=${claimant.sessionId ?? ''}`,
            ...(body.contentLength === undefined ? {} : { 'content-length': String(body.contentLength) }),
          },
        });
        let answered = false;
        let written = 0;
        request.on('response', (response) => {
          answered = true;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (data: string) => (text += data));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              error: (JSON.parse(text) as { error: string }).error,
              connection: response.headers.connection,
            });
            request.destroy();
          });
        });
        request.on('error', (error) => {
          if (!answered) reject(error);
        });
        request.write(body.head);
        const pump = () => {
          while (!answered && written < body.fill) {
            written += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          if (!answered) request.end(body.tail);
        };
        pump();
      },
    );
    const socket = serverSockets[socketsBefore];
    if (socket && !socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    return {
      ...answer,
      serverRead: socket?.bytesRead ?? -1,
      milliseconds: Date.now() - started,
      peakMemoryGrowth: peak - baseline,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The text parts of a valid claim with one document context, and the multipart text before its file. */
async function claimWithOneFile(claimant: Claimant, boundary: string, fileName: string): Promise<string> {
  const parts = await claimant.standardParts(documentedLosses);
  const file = { fileName, bytes: fixtureBytes('pdf'), type: 'application/pdf' };
  const contexts = await documentContextsOf(claimant, [{ clientId: 'fm-huge0001', documentType: 'Receipt', file }]);
  let head = '';
  for (const [name, value] of Object.entries({ ...parts, documentContexts: JSON.stringify(contexts) }))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return (
    head +
    `--${boundary}\r\nContent-Disposition: form-data; name="fm-huge0001"; filename="${fileName}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`
  );
}

async function authorizedClaimant(): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  return claimant;
}

const boundary = '----claimkitHostileBody';
const contentType = `multipart/form-data; boundary=${boundary}`;

describe('a 2 GiB document', { timeout: 60_000 }, () => {
  let answer: StreamedAnswer;
  beforeAll(async () => {
    const claimant = await authorizedClaimant();
    answer = await streamSubmission(claimant, {
      contentType,
      head: await claimWithOneFile(claimant, boundary, 'scan.pdf'),
      fill: twoGibibytes,
      tail: `\r\n--${boundary}--\r\n`,
    });
    console.info(
      `2 GiB document: ${answer.status} after the server read ${(answer.serverRead / mebibyte).toFixed(1)} MiB ` +
        `in ${answer.milliseconds} ms; peak memory growth ${(answer.peakMemoryGrowth / mebibyte).toFixed(1)} MiB`,
    );
  });

  it('is refused with 413 and the claimant-facing message', () => {
    expect([answer.status, answer.error]).toEqual([
      413,
      'scan.pdf is larger than 20 MB. Choose a smaller file, or scan the document at a lower resolution.',
    ]);
  });

  // Past the limit the server reads only what was already in flight: the socket buffers, and what
  // the lingering close drains (at most 8 MiB) while the client takes in the answer.
  it('is cut off just past the 20 MB limit, not read to its end', () => {
    expect(answer.serverRead).toBeGreaterThan(maxDocumentBytes);
    expect(answer.serverRead).toBeLessThan(maxDocumentBytes + 16 * mebibyte);
  });

  it('closes the connection, so the rest of the body is never read', () => {
    expect(answer.connection).toBe('close');
  });

  it('is never held in memory', () => {
    expect(answer.peakMemoryGrowth).toBeLessThan(100 * mebibyte);
  });

  it('leaves no claim and no file, staged or stored', async () => {
    expect(await keptSomething()).toBe(false);
  });
});

describe('bodies larger than any submission', { timeout: 60_000 }, () => {
  it('refuses a body whose Content-Length says 2 GiB before reading it', async () => {
    const claimant = await authorizedClaimant();
    const answer = await streamSubmission(claimant, {
      contentType,
      head: `--${boundary}\r\n`,
      fill: twoGibibytes,
      tail: '',
      contentLength: twoGibibytes + `--${boundary}\r\n`.length,
    });
    expect([answer.status, answer.error, answer.serverRead < 16 * mebibyte]).toEqual([
      413,
      'This submission is larger than a claim can be: at most 10 documents of 20 MB each. Remove a document or choose smaller files.',
      true,
    ]);
    expect(await keptSomething()).toBe(false);
  });

  it('cuts off 2 GiB of junk before the first part at the submission limit', async () => {
    const claimant = await authorizedClaimant();
    const answer = await streamSubmission(claimant, { contentType, head: '', fill: twoGibibytes, tail: '' });
    console.info(
      `2 GiB preamble: ${answer.status} after ${(answer.serverRead / mebibyte).toFixed(1)} MiB (limit ` +
        `${(maxSubmissionBytes / mebibyte).toFixed(1)} MiB) in ${answer.milliseconds} ms`,
    );
    expect([answer.status, answer.serverRead < maxSubmissionBytes + 16 * mebibyte]).toEqual([413, true]);
    expect(await keptSomething()).toBe(false);
  });

  it('reads little of a 2 GiB body sent without authorizing, and closes the connection', async () => {
    const stranger = server.claimant();
    await stranger.csrf();
    const answer = await streamSubmission(stranger, { contentType, head: '', fill: twoGibibytes, tail: '' });
    expect([answer.status, answer.connection, answer.serverRead < 64 * mebibyte]).toEqual([401, 'close', true]);
  });
});

describe('parts a browser never sends', () => {
  async function submitParts(parts: ReadonlyArray<readonly [string, string]>) {
    const claimant = await authorizedClaimant();
    const { body, contentType: type } = await multipartBody(parts);
    return claimant.request({
      method: 'POST',
      url: '/api/forms/standard',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': type },
      payload: body,
    });
  }

  it('refuses five thousand empty parts', async () => {
    const parts = Array.from({ length: 5000 }, (_, index) => [`part${index}`, ''] as const);
    const response = await submitParts(parts);
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'Your request failed. Please reload and try again.',
    ]);
    expect(await keptSomething()).toBe(false);
  });

  it('refuses a valid claim padded with more parts than a submission has', async () => {
    const claimant = await authorizedClaimant();
    const parts = Object.entries(await claimant.standardParts());
    const padding = Array.from({ length: multipartLimits.parts }, (_, index) => [`extra${index}`, ''] as const);
    const response = await submitParts([...parts, ...padding]);
    expect(response.statusCode).toBe(400);
    expect(await keptSomething()).toBe(false);
  });

  it('refuses a text part over 256 KiB rather than read a cut answer', async () => {
    const claimant = await authorizedClaimant();
    const parts = await claimant.standardParts(documentedLosses, {
      signature: 'A'.repeat(multipartLimits.fieldSize + 1),
    });
    const response = await submitParts(Object.entries(parts));
    expect(response.statusCode).toBe(413);
  });
});
