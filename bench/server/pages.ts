/**
 * Server-rendered pages per second (issue 15's target: ≥ 2,000 on the 2-core machine), beside the
 * bare route: a Fastify route that answers the same page, gzipped, from memory. The real server
 * (SQLite) is loaded with GETs of every public page in turn, in both cultures, gzip accepted as
 * browsers do: after the first of each, each is answered from the server's memory with the
 * response's own style nonce (server/plugins/app/pages.ts), so the figure is what the page route
 * costs beyond the bare route (security headers, the nonce, the hooks every request passes).
 */
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import { freePort, startBareServer, startClaimkitServer } from './claimkitServer.ts';
import { runLoad, type LoadSummary } from './load.ts';

/** The demo's public pages: each form's start page, the site pages and the fallback pages. */
const publicPaths = [
  '/',
  '/automotive',
  '/lookup',
  '/documents-upload',
  '/dates',
  '/documents',
  '/faq',
  '/contact',
  '/privacy',
  '/coa',
  '/page-not-found',
  '/error',
  '/deadline',
  '/session-expired?form=standard',
];
const addresses = ['en', 'es'].flatMap((culture) =>
  publicPaths.map((path) => `${path}${path.includes('?') ? '&' : '?'}culture=${culture}`),
);

export interface PagesRun {
  bare: LoadSummary;
  pages: LoadSummary;
  /** The pages' rate as a share of the bare route's. */
  ratio: number;
  /** The start page as sent, gzipped. */
  startPageGzipBytes: number;
}

/** The raw (still gzipped) answer to a GET, as a browser that accepts gzip gets it. */
function gzippedPage(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        response.headers['content-encoding'] === 'gzip'
          ? resolve(Buffer.concat(chunks))
          : reject(new Error(`${url} was not sent gzipped (${response.statusCode})`)),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const get = (path: string): Request => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, deflate, br' } });

/** Loads the bare route with the start page as it is sent, from memory. */
async function measureBarePage(pageFile: string, duration: number, connections: number): Promise<LoadSummary> {
  const bare = await startBareServer({ PAGE_FILE: pageFile });
  try {
    return await runLoad({
      url: bare.url,
      connections,
      duration,
      ...(bare.pid ? { serverPid: bare.pid } : {}),
      requests: [get('/page')],
    });
  } finally {
    await bare.stop();
  }
}

/**
 * Runs the bare page route, then the real server's public pages, each for `duration` seconds;
 * `nodeArguments` go to the server's node (--cpu-prof).
 */
export async function measurePages(
  directory: string,
  duration: number,
  connections: number,
  nodeArguments: readonly string[] = [],
): Promise<PagesRun> {
  const server = await startClaimkitServer({
    directory,
    port: await freePort(),
    pinPepper: 'bench-pepper-not-secret',
    nodeArguments,
  });
  try {
    // Each page once, so the load meets them kept (the first of each is rendered).
    for (const address of addresses) await gzippedPage(`${server.url}${address}`);
    const startPage = await gzippedPage(`${server.url}/`);
    const pageFile = join(directory, 'start-page.html.gz');
    writeFileSync(pageFile, startPage);
    console.log(
      `bare page route (the start page, ${startPage.length} B gzipped): ${connections} connections, ${duration} s`,
    );
    const bare = await measureBarePage(pageFile, duration, connections);
    console.log(`  ${bare.requestsPerSecond} req/s`);
    console.log(
      `server-rendered public pages (${addresses.length} addresses in turn): ${connections} connections, ${duration} s`,
    );
    let next = 0;
    const pages = await runLoad({
      url: server.url,
      connections,
      duration,
      serverPid: server.pid,
      requests: [
        {
          ...get('/'),
          setupRequest: (request) => ({ ...request, path: addresses[next++ % addresses.length] ?? '/' }),
        },
      ],
    });
    console.log(`  ${pages.requestsPerSecond} pages/s`);
    const ratio = Math.round((pages.requestsPerSecond / Math.max(bare.requestsPerSecond, 1)) * 1000) / 1000;
    return { bare, pages, ratio, startPageGzipBytes: startPage.length };
  } finally {
    await server.stop();
  }
}
