/**
 * HTTP from a chosen loopback address: every 127.0.0.0/8 address is this machine, so the claimant
 * and each attacker can come from an address of their own, as they would on the internet, and the
 * server's per-address budgets treat them apart (no X-Forwarded-For: the bench trusts no proxy).
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  milliseconds: number;
}

export interface Client {
  readonly address: string;
  request(options: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }): Promise<Answer>;
  close(): void;
}

/** A keep-alive client whose connections all leave from `address` (e.g. 127.0.0.10). */
export function clientFrom(baseUrl: string, address: string): Client {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, localAddress: address, maxSockets: 4 });
  return {
    address,
    request(options) {
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const outgoing = httpRequest(
          {
            agent,
            host: url.hostname,
            port: url.port,
            method: options.method,
            path: options.path,
            headers: {
              ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }),
              ...options.headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                milliseconds: performance.now() - started,
              }),
            );
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(options.body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** A raw TCP connection from `address`, for what no well-behaved client sends (stalled bodies, odd request lines). */
export function rawSocket(baseUrl: string, address: string): Promise<Socket> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: address }, () =>
      resolve(socket),
    );
    socket.once('error', reject);
  });
}

/** The value of a cookie a response sets, if any. */
export function cookieOf(answer: Answer, name: string): string | undefined {
  const setCookie = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = cookie.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name && value !== undefined) return value;
  }
  return undefined;
}
