import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { multipartLimits } from '../../documents/uploadLimits.ts';

/** How long, and how much more, a refused body is read after its answer before the socket closes. */
const lingerMilliseconds = 5_000;
const lingerBytes = 8 * 1024 * 1024;

/**
 * Closes a connection whose request body is still arriving, the way nginx's lingering_close does:
 * the answer is sent and the sending side closed, then what the client still has in flight is read
 * and dropped (at most lingerBytes, for at most lingerMilliseconds) before the socket goes.
 * Destroying the socket at once would reset the connection with unread bytes in its buffer, and
 * the client, still busy sending, could lose the answer that says why.
 */
function lingeringClose(request: IncomingMessage, socket: Socket): void {
  let drained = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, lingerMilliseconds);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', close);
  request.unpipe();
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > lingerBytes) close();
  });
  request.resume();
  socket.end();
}

/**
 * Multipart bodies (claim submissions, spec §7), under the limits of documents/uploadLimits.ts: a
 * submission is a few small JSON parts and at most maxDocumentsPerClaim documents of
 * maxDocumentBytes each, so anything bigger is refused while it streams in, before it is kept
 * anywhere. Files are never buffered in memory: the submit route streams them to document storage.
 *
 * An answer sent before its request's body was read to the end (a file too large, an
 * unauthorized submission refused before its body is parsed) closes the connection: Node would
 * otherwise go on reading the rest of the body, up to gigabytes, only to throw it away.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: multipartLimits });
    app.addHook('onSend', async (request, reply, payload) => {
      // false only on a real socket's request whose body is still arriving.
      if (request.raw.complete === false) {
        reply.header('connection', 'close');
        // Node ends a Connection: close response with socket.destroySoon(): make that a lingering close.
        const socket = request.raw.socket;
        socket.destroySoon = () => lingeringClose(request.raw, socket);
      }
      return payload;
    });
  },
  { name: 'multipart' },
);
