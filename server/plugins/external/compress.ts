import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/**
 * Compresses the API's larger answers (the forms config, the settlement, a culture's texts) for
 * browsers that accept it: they are read on every first page, over a phone's network. Answers
 * under 1 KiB (a claim's reference code, a session timeout) go as they are; the built client's
 * files are compressed once at build time and served as such (static.ts). Brotli at quality 4 and
 * gzip at level 6 cost far less CPU than their highest levels for nearly the same size.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
