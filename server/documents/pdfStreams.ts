import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { createInflate, type Inflate } from 'node:zlib';

/**
 * Whether a PDF's compressed streams unpack to at most `limit` bytes in all (maxUnpackedPdfBytes),
 * found by unpacking them (OWASP ASVS 5.0 5.2.3, decompression bombs): a stream of 1 MB can unpack
 * to 1 GB, which the case team's viewer, a thumbnailer or a text extractor would try to hold. A
 * PDF's own word (/Length, /DL) cannot be trusted for this, so each stream's data is unpacked and
 * only counted, never kept:
 *
 * - the file is read once, in order, a chunk (64 KiB) at a time, and handed to a worker thread
 *   (pdfStreamsWorker.ts) that runs streamsUnpackWithin: unpacking makes hundreds of megabytes of
 *   short-lived buffers, and each 64 MB of them sets off a full garbage collection of the heap
 *   that allocated them, which on the server's heap stalls every claimant for 100 to 500 ms; the
 *   worker's heap is small and its collections stall no one;
 * - the worker stops at the limit and answers at once; the file is read no further;
 * - a worker is kept for the next check (starting one costs some 200 ms of CPU), at most one a
 *   CPU but one, each checking one file at a time (a core and up to about 100 MB while it runs):
 *   one core always stays with the event loop that answers every claimant, and further checks
 *   wait their turn, so a burst of bombs costs the bombers time, not the claimants.
 */
export async function pdfUnpacksWithin(source: Readable, limit: number): Promise<boolean> {
  const worker = await workers.take();
  try {
    return await worker.check(source, limit);
  } finally {
    workers.give(worker);
  }
}

/** A worker thread running checks one after the other, for as long as it lives. */
class UnpackWorker {
  readonly #worker: Worker;
  #answer: { resolve: (within: boolean) => void; reject: (error: Error) => void } | undefined;
  /** It died (an error, its memory limit): the pool drops it and starts another when needed. */
  dead = false;

  constructor() {
    this.#worker = new Worker(new URL('./pdfStreamsWorker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
    });
    // Idle, it keeps no process alive (the server's socket does); a check refs it while it runs.
    this.#worker.unref();
    this.#worker.on('message', (within: boolean) => this.#answer?.resolve(within));
    const died = (error: Error) => {
      this.dead = true;
      this.#answer?.reject(error);
    };
    this.#worker.once('error', died);
    this.#worker.once('exit', (code) => died(new Error(`The PDF check stopped (exit code ${code}).`)));
  }

  async check(source: Readable, limit: number): Promise<boolean> {
    let answered = false;
    const answer = new Promise<boolean>((resolve, reject) => (this.#answer = { resolve, reject }));
    answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    this.#worker.ref();
    try {
      this.#worker.postMessage({ limit });
      for await (const chunk of source as AsyncIterable<Buffer>) {
        if (answered) break;
        // A chunk that owns its memory (a file stream's do) is handed over as it is; one that is a
        // view into a larger buffer, which posting would copy whole, goes as a copy of its bytes.
        const owned = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
        const bytes = owned ? chunk : new Uint8Array(chunk);
        this.#worker.postMessage(bytes, [bytes.buffer as ArrayBuffer]);
      }
      // The end of this file, even when the answer came first: the worker passes over what is left.
      this.#worker.postMessage(null);
      return await answer;
    } finally {
      source.destroy();
      this.#answer = undefined;
      this.#worker.unref();
    }
  }

  async stop(): Promise<void> {
    await this.#worker.terminate();
  }
}

/** The workers: idle ones kept, at most one a CPU but one; a check waits for one when all are busy. */
const workers = (() => {
  const most = Math.max(1, availableParallelism() - 1);
  const idle: UnpackWorker[] = [];
  const waiting: ((worker: UnpackWorker) => void)[] = [];
  let started = 0;
  return {
    async take(): Promise<UnpackWorker> {
      const kept = idle.pop();
      if (kept) return kept;
      if (started < most) {
        started += 1;
        return new UnpackWorker();
      }
      return new Promise<UnpackWorker>((resolve) => waiting.push(resolve));
    },
    give(worker: UnpackWorker): void {
      let next = worker;
      if (worker.dead) {
        void worker.stop();
        started -= 1;
        if (waiting.length === 0) return;
        started += 1;
        next = new UnpackWorker();
      }
      const waiter = waiting.shift();
      if (waiter) waiter(next);
      else idle.push(next);
    },
  };
})();

/**
 * The check itself, run by pdfStreamsWorker.ts on the chunks it is sent:
 *
 * - a stream's data starts after the keyword `stream` and its end of line (ISO 32000-1 §7.3.8.1);
 *   data that begins with a zlib header (RFC 1950 §2.2: what FlateDecode reads, §7.4.4) is
 *   unpacked through zlib until zlib itself finds its end, whatever /Length says, and stops (the
 *   file with it) the moment the count passes the limit: at most `limit` bytes are unpacked;
 * - zlib works on libuv's thread pool and each unpacked chunk is counted and dropped, so memory
 *   stays at a chunk or two.
 *
 * Not covered: Flate data behind another filter (ASCIIHex, ASCII85), LZW and run-length streams,
 * and image dictionaries declaring huge /Width × /Height with other codecs.
 */
export async function streamsUnpackWithin(source: AsyncIterable<Buffer>, limit: number): Promise<boolean> {
  const count = new UnpackedCount(limit);
  const scanner = new StreamStarts();
  let unpacking: StreamUnpacker | undefined;
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      let bytes: Buffer = next.value;
      while (bytes.length > 0) {
        if (unpacking) {
          await unpacking.write(bytes);
          if (count.exceeded) return false;
          if (!unpacking.finished) break;
          // zlib's end lies inside these bytes: look for the next stream in them, from their start
          // (compressed bytes hold no `stream` keyword a reader would honour; scanning them again is cheap).
          unpacking = undefined;
          scanner.restart();
        }
        const data = scanner.nextFlateData(bytes);
        if (!data) break;
        unpacking = new StreamUnpacker(count);
        bytes = data;
      }
    }
    if (unpacking) await unpacking.end();
    return !count.exceeded;
  } finally {
    unpacking?.stop();
    await iterator.return?.();
  }
}

/** The bytes unpacked so far across the file's streams, against the limit. */
class UnpackedCount {
  readonly #limit: number;
  #bytes = 0;
  constructor(limit: number) {
    this.#limit = limit;
  }
  add(bytes: number): void {
    this.#bytes += bytes;
  }
  get exceeded(): boolean {
    return this.#bytes > this.#limit;
  }
}

/**
 * White space read between `stream` and its data: the standard asks for one end of line (CRLF or
 * LF); lenient readers pass over a few spaces too. Past this, no data starts there, and what is
 * carried from chunk to chunk stays a few bytes, however long a run of white space is.
 */
const maxWhiteSpace = 16;
/** Bytes kept from one chunk for the next: a keyword split between them, and the three for `end`. */
const carriedBytes = 'endstream'.length;

/** White space (ISO 32000-1 §7.2.2): what may stand between `stream` and its data. */
const isWhiteSpace = (byte: number) =>
  byte === 0x00 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20;

/** RFC 1950 §2.2: method 8 (deflate), a window of at most 32 KiB, and the header's check bits. */
function isZlibHeader(first: number, second: number): boolean {
  return (first & 0x0f) === 8 && first >> 4 <= 7 && ((first << 8) | second) % 31 === 0;
}

/** Finds, chunk after chunk, where the data of each Flate stream begins. */
class StreamStarts {
  #carry: Buffer = Buffer.alloc(0);
  /** Where, in the carried bytes, the ones not yet looked at begin (those before are for `end` only). */
  #carryFrom = 0;

  /** Forgets the carried bytes: the next chunk is looked at from its start. */
  restart(): void {
    this.#carry = Buffer.alloc(0);
    this.#carryFrom = 0;
  }

  /**
   * The rest of `bytes` from the next Flate stream's data on, or undefined when none starts in
   * them: each `stream` keyword (not `endstream`) is found by the native byte search, then its
   * white space passed over and the next two bytes checked for a zlib header.
   */
  nextFlateData(bytes: Buffer): Buffer | undefined {
    const joined = this.#carry.length > 0 ? Buffer.concat([this.#carry, bytes]) : bytes;
    for (let at = joined.indexOf('stream', this.#carryFrom, 'latin1'); at !== -1;) {
      if (at >= 3 && joined.toString('latin1', at - 3, at) === 'end') {
        at = joined.indexOf('stream', at + 6, 'latin1');
        continue;
      }
      let dataStart = at + 'stream'.length;
      const whiteSpaceEnd = Math.min(joined.length, dataStart + maxWhiteSpace + 1);
      while (dataStart < whiteSpaceEnd && isWhiteSpace(joined[dataStart]!)) dataStart += 1;
      if (dataStart - at - 'stream'.length > maxWhiteSpace) {
        // Not the end of line a stream's data follows: no Flate data starts here.
        at = joined.indexOf('stream', dataStart, 'latin1');
        continue;
      }
      if (dataStart + 2 > joined.length) {
        // White space may go on, or the header is in the next chunk: look again with it.
        this.#keep(joined, at);
        return undefined;
      }
      if (isZlibHeader(joined[dataStart]!, joined[dataStart + 1]!)) {
        this.restart();
        return joined.subarray(dataStart);
      }
      at = joined.indexOf('stream', dataStart, 'latin1');
    }
    this.#keep(joined, Math.max(this.#carryFrom, joined.length - 'strea'.length));
    return undefined;
  }

  #keep(joined: Buffer, from: number): void {
    const start = Math.max(0, from - (carriedBytes - 'stream'.length));
    this.#carry = Buffer.from(joined.subarray(start));
    this.#carryFrom = from - start;
  }
}

/** One stream's data through zlib, counted chunk by chunk and dropped. */
class StreamUnpacker {
  readonly #inflate: Inflate;
  readonly #closed: Promise<void>;
  /** zlib found the stream's end, or its data is not deflate after all, or the count passed the limit. */
  finished = false;

  constructor(count: UnpackedCount) {
    this.#inflate = createInflate({ chunkSize: 64 * 1024 });
    this.#inflate.on('data', (chunk: Buffer) => {
      count.add(chunk.length);
      if (count.exceeded) this.stop();
    });
    this.#inflate.once('end', () => (this.finished = true));
    // Damaged or not deflate at all: not this check's to judge (the viewer shows what it can).
    this.#inflate.once('error', () => (this.finished = true));
    this.#closed = new Promise((resolve) => this.#inflate.once('close', resolve));
  }

  /**
   * Gives zlib these bytes; resolves once it has unpacked them (or stopped), with `finished` set
   * if zlib found the end (or an error) in them: its 'end' and 'error' events come a tick after
   * the write's callback, hence the turn of the event loop before resolving.
   */
  async write(bytes: Buffer): Promise<void> {
    if (this.finished) return;
    await Promise.race([
      new Promise<void>((resolve) =>
        this.#inflate.write(bytes, (error) => {
          if (error) this.finished = true;
          resolve();
        }),
      ),
      this.#closed,
    ]);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** The file ended: zlib unpacks what it holds, then stops. */
  async end(): Promise<void> {
    if (this.finished) return;
    this.#inflate.end();
    await this.#closed;
  }

  stop(): void {
    this.finished = true;
    this.#inflate.destroy();
  }
}
