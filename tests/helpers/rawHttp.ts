/**
 * HTTP/1.1 over a raw socket (node:net), for tests about what travels on the wire: request lines
 * and headers no HTTP client would send, bodies that stall or trickle, connections from another
 * loopback address (127.0.0.2, 127.0.0.3: Linux routes all of 127/8 to the loopback), and answers
 * Node's parser gives by itself.
 */
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the connection to the end of the answer. */
  milliseconds: number;
}

/** An answer parsed from what the connection received, once it is complete; null before. */
function parsedAnswer(received: Buffer, closed: boolean, startedAt: number): RawAnswer | null {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const body = received.subarray(headEnd + 4);
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  if (length === undefined ? !closed : body.length < length) return null;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: body.subarray(0, length ?? body.length).toString('utf8'),
    milliseconds: performance.now() - startedAt,
  };
}

export interface RawConnection {
  socket: Socket;
  /** The first answer on the connection, or null if it closed (or `timeoutMs` passed) without one. */
  answer: Promise<RawAnswer | null>;
  /** Resolves when the connection has closed, with the milliseconds since it opened. */
  closed: Promise<number>;
}

export interface RawOptions {
  /** The local address to connect from (another loopback address stands for another client). */
  localAddress?: string;
  /** Give up waiting for an answer after this long (the connection is left open). */
  timeoutMs?: number;
}

/** Opens a connection to the server on the loopback and writes `head` (more may be written on `socket`). */
export function openRaw(port: number, head: string | Buffer, options: RawOptions = {}): RawConnection {
  const startedAt = performance.now();
  const socket = connect({
    port,
    host: '127.0.0.1',
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
  });
  let received = Buffer.alloc(0);
  let resolveAnswer: (answer: RawAnswer | null) => void = () => undefined;
  const answer = new Promise<RawAnswer | null>((resolve) => (resolveAnswer = resolve));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - startedAt)));
  const timer = setTimeout(() => resolveAnswer(null), options.timeoutMs ?? 5_000);
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const parsed = parsedAnswer(received, false, startedAt);
    if (parsed) resolveAnswer(parsed);
  });
  socket.once('close', () => {
    clearTimeout(timer);
    resolveAnswer(parsedAnswer(received, true, startedAt));
  });
  // A reset after the answer is a server closing a connection whose request it did not read.
  socket.on('error', () => undefined);
  socket.write(head);
  return { socket, answer, closed };
}

/** Sends a whole request on a new connection and returns its answer; the connection is then closed. */
export async function rawExchange(port: number, request: string | Buffer, options: RawOptions = {}) {
  const connection = openRaw(port, request, options);
  const answer = await connection.answer;
  connection.socket.destroy();
  return answer;
}

/** A request's text: request line, headers (Host first, Connection: close unless given) and body. */
export function rawRequest(method: string, target: string, headers: Record<string, string> = {}, body = ''): string {
  const all: Record<string, string> = { host: 'claimkit.test', connection: 'close', ...headers };
  if (body !== '' && all['content-length'] === undefined) all['content-length'] = String(Buffer.byteLength(body));
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

/** Starts the app listening on a free loopback port (all of 127/8 reaches it) and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}
