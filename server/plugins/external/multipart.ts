import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { maxDocumentBytes, maxDocumentsPerClaim } from '#pages-config/rules/documents.ts';

/**
 * Multipart bodies (claim submissions, spec §7). Tight limits: a submission is a few small JSON
 * parts and at most maxDocumentsPerClaim documents of maxDocumentBytes each, so anything bigger is
 * refused while it streams in, before it is kept anywhere. Files are never buffered in memory: the
 * submit route streams them to document storage.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        // One model as JSON; the largest demo model is well under 8 KiB.
        fieldSize: 256 * 1024,
        fields: 40,
        files: maxDocumentsPerClaim,
        fileSize: maxDocumentBytes,
        parts: 40 + maxDocumentsPerClaim,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart' },
);
