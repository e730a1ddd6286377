/**
 * Reads a file's bytes in order from a stream, a few at a time, skipping what is not needed
 * without keeping it: for walking a file's structure (JPEG segments, HEIF boxes) when what is
 * looked for may come after megabytes of other data. Only the bytes asked for are held.
 */
export class ByteReader {
  readonly #chunks: AsyncIterator<Buffer>;
  #buffer: Buffer = Buffer.alloc(0);
  #ended = false;
  /** Bytes read or skipped so far. */
  position = 0;

  constructor(source: AsyncIterable<Buffer>) {
    this.#chunks = source[Symbol.asyncIterator]();
  }

  /** Whether at least `count` bytes are buffered, reading more when needed; false at the end. */
  async #fill(count: number): Promise<boolean> {
    while (this.#buffer.length < count && !this.#ended) {
      const next = await this.#chunks.next();
      if (next.done) this.#ended = true;
      else this.#buffer = this.#buffer.length === 0 ? next.value : Buffer.concat([this.#buffer, next.value]);
    }
    return this.#buffer.length >= count;
  }

  /** The next `count` bytes (keep `count` small: they are held), or undefined when the file ends first. */
  async read(count: number): Promise<Buffer | undefined> {
    if (!(await this.#fill(count))) return undefined;
    const bytes = this.#buffer.subarray(0, count);
    this.#buffer = this.#buffer.subarray(count);
    this.position += count;
    return bytes;
  }

  /** Passes over `count` bytes; false when the file ends first. */
  async skip(count: number): Promise<boolean> {
    let left = count;
    while (left > 0) {
      if (this.#buffer.length === 0 && !(await this.#fill(1))) return false;
      const step = Math.min(left, this.#buffer.length);
      this.#buffer = this.#buffer.subarray(step);
      this.position += step;
      left -= step;
    }
    return true;
  }

  /** Passes over the bytes `test` holds for, a buffered chunk at a time; false when the file ends first. */
  async skipWhile(test: (byte: number) => boolean): Promise<boolean> {
    for (;;) {
      if (this.#buffer.length === 0 && !(await this.#fill(1))) return false;
      let index = 0;
      while (index < this.#buffer.length && test(this.#buffer[index]!)) index += 1;
      this.#buffer = this.#buffer.subarray(index);
      this.position += index;
      if (this.#buffer.length > 0) return true;
    }
  }

  /** Stops reading: the source (a file stream) is closed. */
  async close(): Promise<void> {
    await this.#chunks.return?.();
  }
}
