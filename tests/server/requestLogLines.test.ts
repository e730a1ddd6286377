import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogLines } from '#server/security/requestLogLines.ts';

// Fastify's two lines of each request, written without the redaction pass, against Fastify's own.

/** The lines a server with these redaction paths writes for a GET and a failed GET, time and timing masked. */
async function linesOf(paths: string[], controller: boolean): Promise<string[]> {
  const lines: string[] = [];
  const requestLogLines = new RequestLogLines(paths);
  const app = Fastify({
    logger: { level: 'info', redact: { paths, censor: '[redacted]' }, stream: { write: (line) => lines.push(line) } },
    ...(controller ? { logController: requestLogLines } : {}),
  });
  if (controller) requestLogLines.useLogger(app.log);
  app.get('/page', async () => 'page');
  app.get('/failing', async () => {
    throw new Error('failed');
  });
  await app.inject({ method: 'GET', url: '/page?culture=es', remoteAddress: '10.1.2.3' });
  await app.inject({ method: 'GET', url: '/failing' });
  await app.close();
  return lines.map((line) =>
    line
      .replace(/"time":\d+/, '"time":0')
      .replace(/"responseTime":[\d.e-]+/, '"responseTime":0')
      .replace(/"stack":"[^"]*"/, '"stack":""'),
  );
}

const answerPaths = ['body', '*.body', '*.*.body', 'ssn', '*.ssn', '*.*.ssn'];

describe("Fastify's lines of each request", () => {
  it('are the lines Fastify writes, byte for byte, a failed request included', async () => {
    expect(await linesOf(answerPaths, true)).toEqual(await linesOf(answerPaths, false));
  });

  it('are incoming request and request completed, with the request id, method, address and status', async () => {
    const [incoming = '', completed = ''] = await linesOf(answerPaths, true);
    expect([JSON.parse(incoming), JSON.parse(completed)]).toMatchObject([
      {
        reqId: 'req-1',
        req: { method: 'GET', url: '/page?culture=es', remoteAddress: '10.1.2.3' },
        msg: 'incoming request',
      },
      { reqId: 'req-1', res: { statusCode: 200 }, msg: 'request completed' },
    ]);
  });

  it('stay redacted when a redacted key is one of theirs', async () => {
    const paths = [...answerPaths, 'url', '*.url', '*.*.url'];
    const lines = await linesOf(paths, true);
    expect([lines, lines.some((line) => line.includes('/page'))]).toEqual([await linesOf(paths, false), false]);
  });
});
