import { cyrb53Lanes } from '#pages-config/rules/stringHash.ts';

/**
 * The Notice IDs an import has read so far, each with the line it was last on, so a repeat can be
 * reported naming both lines. A million members must not cost a million JavaScript strings in a
 * Map (about 100 MB): each ID is kept as a 64-bit hash in typed arrays instead, 12 bytes a slot,
 * about 24 MB at a million. Two IDs sharing all 64 bits (odds near 1 in 10^7 for a million IDs)
 * would be reported as a repeat by mistake; the warning is all that depends on it, since the
 * database keys members by the ID itself.
 */
export class SeenNoticeIds {
  #capacity = 1 << 16;
  #count = 0;
  #high = new Uint32Array(this.#capacity);
  #low = new Uint32Array(this.#capacity);
  #lines = new Uint32Array(this.#capacity);

  /** Records that `noticeId` (normalised) is on `line`; returns the line it was on before, if any. */
  see(noticeId: string, line: number): number | undefined {
    const [high, low] = cyrb53Lanes(noticeId);
    const slot = this.#find(high, low);
    if (this.#lines[slot] !== 0) {
      const before = this.#lines[slot];
      this.#lines[slot] = line;
      return before;
    }
    this.#high[slot] = high;
    this.#low[slot] = low;
    this.#lines[slot] = line;
    this.#count += 1;
    if (this.#count * 2 > this.#capacity) this.#grow();
    return undefined;
  }

  /** The slot holding this hash, or the empty slot where it goes (line 0 marks an empty slot). */
  #find(high: number, low: number): number {
    const mask = this.#capacity - 1;
    let slot = low & mask;
    while (this.#lines[slot] !== 0 && (this.#high[slot] !== high || this.#low[slot] !== low)) slot = (slot + 1) & mask;
    return slot;
  }

  #grow(): void {
    const [high, low, lines] = [this.#high, this.#low, this.#lines];
    this.#capacity *= 2;
    this.#high = new Uint32Array(this.#capacity);
    this.#low = new Uint32Array(this.#capacity);
    this.#lines = new Uint32Array(this.#capacity);
    for (let index = 0; index < lines.length; index += 1) {
      if (lines[index] === 0) continue;
      const slot = this.#find(high[index] ?? 0, low[index] ?? 0);
      this.#high[slot] = high[index] ?? 0;
      this.#low[slot] = low[index] ?? 0;
      this.#lines[slot] = lines[index] ?? 0;
    }
  }
}
