/**
 * The worker thread of pdfUnpacksWithin (pdfStreams.ts), kept for check after check. Each check
 * is a message `{ limit }`, then the PDF's bytes a chunk at a time, then null; the worker unpacks
 * the Flate streams under the limit, answers whether they stayed within it as soon as it knows,
 * and passes over whatever of that file still comes after its answer.
 */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { streamsUnpackWithin } from './pdfStreams.ts';

if (!parentPort) throw new Error('pdfStreamsWorker.ts runs as a worker thread (see pdfUnpacksWithin).');
const port = parentPort;
const messages = on(port, 'message') as AsyncIterableIterator<[{ limit: number } | Uint8Array | null]>;

async function nextMessage(): Promise<{ limit: number } | Uint8Array | null> {
  const next = await messages.next();
  if (next.done) throw new Error('The port closed.');
  return next.value[0];
}

for (;;) {
  const { limit } = (await nextMessage()) as { limit: number };
  let ended = false;
  const chunks = async function* (): AsyncGenerator<Buffer> {
    for (;;) {
      const message = (await nextMessage()) as Uint8Array | null;
      if (message === null) {
        ended = true;
        return;
      }
      yield Buffer.from(message.buffer, message.byteOffset, message.byteLength);
    }
  };
  port.postMessage(await streamsUnpackWithin(chunks(), limit));
  while (!ended) ended = (await nextMessage()) === null;
}
