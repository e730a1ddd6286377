import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { timedOutMessage } from './abuseMessages.ts';

/**
 * Answers to what Node's HTTP parser refuses before any route or hook sees it: a request line or
 * headers it cannot read (400), headers past its size limit (431), a request line and headers that
 * did not arrive within headersTimeout or a request not within requestTimeout (408; see
 * slowClientLimits.ts). Fastify's own answers to these carried none of the security headers every
 * other answer has (Content Security Policy, HSTS, nosniff, frame and referrer policies, no-store),
 * so these are written with exactly the headers of an answer the app makes itself: those of its
 * not-found answer, asked once by injection (the style nonce made fresh for each). The body is the
 * JSON error every refusal has, in the settlement's default culture (the request's own headers
 * are what could not be read).
 */

/** An address no route has: its answer shows which headers every answer carries. */
const probeTarget = '/api/unreadable-address';

/** Headers that describe one answer's body or connection, not the site's policy. */
const perAnswerHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

async function securityHeadersOf(app: FastifyInstance): Promise<[string, string][]> {
  const answer = await app.inject({ method: 'GET', url: probeTarget });
  return Object.entries(answer.headers)
    .filter(([name]) => !perAnswerHeaders.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}

/** The status Node itself gives each parser error (its own default clientError handling). */
function statusOf(code: string | undefined): number {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  return 400;
}

/** How long a connection answered here may stay half-closed for the client to read the answer. */
const lingerMilliseconds = 1_000;

/** Fastify's clientErrorHandler: bound to the app, called with Node's 'clientError' event. */
export function parserErrorHandler() {
  let securityHeaders: Promise<[string, string][]> | undefined;
  return function answerParserError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // Nothing to answer on a connection the client reset, or one already answered (this one, or the
    // app's own answer under way when a request timeout struck).
    const answering = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    this.log.debug({ code: error.code }, 'request refused by the HTTP parser');
    const status = statusOf(error.code);
    const culture = this.settlement.settlement.cultures.default;
    const message =
      status === 408
        ? timedOutMessage(this.settlement, culture)
        : this.settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request');
    const body = JSON.stringify({ error: message });
    securityHeaders ??= securityHeadersOf(this);
    securityHeaders.then(
      (headers) => {
        const nonce = `'nonce-${randomBytes(16).toString('base64')}'`;
        const lines = [
          `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}`,
          ...headers.map(([name, value]) =>
            name === 'content-security-policy'
              ? `${name}: ${value.replace(/'nonce-[^']*'/g, nonce)}`
              : `${name}: ${value}`,
          ),
          'content-type: application/json; charset=utf-8',
          `content-length: ${String(Buffer.byteLength(body))}`,
          'connection: close',
        ];
        socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
        setTimeout(() => socket.destroy(), lingerMilliseconds).unref();
      },
      () => {
        securityHeaders = undefined;
        socket.destroy();
      },
    );
  };
}
