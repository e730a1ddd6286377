/**
 * Renders pages with the server's renderer (app/entry-server.tsx, through Vite's SSR module loader,
 * in development like the unit tests) in a process of its own, and prints them as JSON: React's
 * server renderer leaves its context values behind it in a realm (it expects one of its own), so a
 * test that hydrates the pages in jsdom renders them apart. Run by renderPagesApart below:
 *   node tests/helpers/renderPagesApart.ts <now> '[{"culture":"en","address":"/"}, …]'
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderedPage, RenderPage } from '#pages-config/api/renderedPage.ts';

const script = fileURLToPath(import.meta.url);
const root = resolve(dirname(script), '../..');

export interface PageRequest {
  culture: string;
  /** A path and query. */
  address: string;
}

/** The pages asked for, as the demo settlement's server renders them at `now`. */
export function renderPagesApart(now: Date, requests: readonly PageRequest[]): RenderedPage[] {
  const result = spawnSync(process.execPath, [script, now.toISOString(), JSON.stringify(requests)], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  if (result.status !== 0) throw new Error(`Rendering the pages failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as RenderedPage[];
}

async function main([now = '', requests = '[]']: string[]) {
  const { createServer } = await import('vite');
  const { demoPageStartData } = await import('./demoStartData.ts');
  const vite = await createServer({
    configFile: resolve(root, 'vite.config.ts'),
    // The project's root, as the unit tests' Vite has it: vanilla-extract names classes by file path from it.
    root,
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    // Only the server's module loader is used: no bundling of the browser's dependencies.
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderPage } = (await vite.ssrLoadModule('/app/entry-server.tsx')) as { renderPage: RenderPage };
    const pages: RenderedPage[] = [];
    for (const { culture, address } of JSON.parse(requests) as PageRequest[])
      pages.push(await renderPage(address, demoPageStartData(culture, address), new Date(now)));
    await vite.close();
    // The call cache's clean-up timers (a minute) would hold the process: it has said all it has to.
    process.stdout.write(JSON.stringify(pages), () => process.exit(0));
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

if (process.argv[1] === script) await main(process.argv.slice(2));
