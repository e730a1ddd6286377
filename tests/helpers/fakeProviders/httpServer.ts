import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A request as the fake providers see it: method, path, query, headers and the body as text. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

/** What a fake answers: status, headers and a body (an object is sent as JSON). */
export interface FakeResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | object;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | undefined;

function send(response: ServerResponse, answer: FakeResponse): void {
  const isJson = typeof answer.body === 'object';
  const headers = {
    'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
    // The widget script calls its provider from the site's origin, as the real ones do.
    'access-control-allow-origin': '*',
    ...answer.headers,
  };
  response.writeHead(answer.status ?? 200, headers);
  response.end(isJson ? JSON.stringify(answer.body) : (answer.body ?? ''));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A local HTTP server answering with the first handler that answers; 404 otherwise. */
export async function listen(
  handlers: readonly FakeHandler[],
  port = 0,
  host = '127.0.0.1',
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    readBody(request).then(
      (body) => {
        const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
        const fake: FakeRequest = { method: request.method ?? 'GET', url, headers: request.headers, body };
        for (const handler of handlers) {
          const answer = handler(fake);
          if (answer) return send(response, answer);
        }
        send(response, { status: 404, body: { error: 'not found' } });
      },
      () => send(response, { status: 400, body: { error: 'unreadable body' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}` };
}

/** Closes a server, dropping idle keep-alive connections so tests end promptly. */
export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
