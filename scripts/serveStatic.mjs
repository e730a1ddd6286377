// A small static file server for the built Storybook (storybook-static/), which the visual and
// accessibility tests open in Chromium. Plain Node, no dependencies: `node scripts/serveStatic.mjs
// <folder> <port>`. Listens on 127.0.0.1 only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const folder = resolve(process.argv[2] ?? 'storybook-static');
const port = Number(process.argv[3] ?? 6007);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

function fileFor(urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(folder)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  // Ready as soon as it listens, built or not: Playwright waits for this before any project runs,
  // and a run of the e2e project alone needs no Storybook build.
  if (request.url === '/__ready') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  const file = fileFor(request.url ?? '/');
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    // Storybook's bundles have hashed names: let the browser keep them between stories.
    'cache-control': file.includes(`${join(folder, 'assets')}`) || file.includes('sb-') ? 'max-age=3600' : 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`Serving ${folder} at http://127.0.0.1:${port}`));
