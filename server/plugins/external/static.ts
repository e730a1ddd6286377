import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built client's index.html, or null when the client is not built (SPA fallback off). */
    clientIndexFile: string | null;
  }
}

export interface StaticPluginOptions {
  /** The Vite build output (app/dist). */
  clientDirectory: string;
}

/**
 * Serves the built client under /app/dist/ (spec §2: assets load from there). Vite names assets by
 * content hash, so they may be cached for a year; index.html is answered by the SPA fallback with
 * no-cache so a new build is picked up at once. Text assets go compressed to browsers that accept it.
 * Source maps are never served.
 */
export const staticPlugin = fp<StaticPluginOptions>(
  async (app, options) => {
    const indexFile = join(options.clientDirectory, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.info(
        `No built client at ${options.clientDirectory}: /app/dist/ and the page routes are not served (build the client first).`,
      );
      app.decorate('clientIndexFile', null);
      return;
    }
    await app.register(staticFiles, {
      root: options.clientDirectory,
      prefix: '/app/dist/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz copies of its text assets (vite.config.ts): a browser that
      // accepts one gets it, with Vary: Accept-Encoding.
      preCompressed: true,
      // Never a source map (or its compressed copy): the build writes none (vite.config.ts), and one
      // left by a build made otherwise would publish the client's sources. Answered as not found.
      allowedPath: (path) => !/\.map(\.br|\.gz)?$/.test(path),
      setHeaders(reply, path) {
        const hashedAsset = /[/\\]assets[/\\]/.test(path);
        reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorate('clientIndexFile', indexFile);
  },
  { name: 'static' },
);
