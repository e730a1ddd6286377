import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * Multipart bodies (claim submissions, spec §7). Tight limits: a submission is a few small JSON
 * parts, so anything much bigger is a mistake or an attack and is refused before it is buffered.
 * Files are let through to the handler (at most one, and tiny) only so it can answer a clear 400:
 * this version of the server accepts no documents yet.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        // One model as JSON; the largest demo model is well under 8 KiB.
        fieldSize: 256 * 1024,
        fields: 40,
        files: 1,
        fileSize: 1024,
        parts: 50,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
