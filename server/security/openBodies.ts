/** The answer to asking for a place for one more body. */
export type OpenBodyPlace = { kind: 'taken'; release: () => void } | { kind: 'addressFull' } | { kind: 'overallFull' };

/**
 * Counts the request bodies still arriving, per client network and over the whole server, within
 * two bounds, in this server's memory (what it bounds is this server's sockets and buffers). Past
 * a bound the request is refused at once, never queued: a queue would only move the stalled bodies'
 * cost somewhere else. The per-address bound is asked first, so one address filling its own share
 * is refused before it can fill the server's.
 */
export class OpenBodies {
  readonly #perAddress: number | false;
  readonly #overall: number | false;
  readonly #byNetwork = new Map<string, number>();
  #total = 0;

  constructor(bounds: { perAddress: number | false; overall: number | false }) {
    this.#perAddress = bounds.perAddress;
    this.#overall = bounds.overall;
  }

  /** A place for one more body from `network` (clientNetworkOf), released once it has all arrived. */
  take(network: string): OpenBodyPlace {
    const fromNetwork = this.#byNetwork.get(network) ?? 0;
    if (this.#perAddress !== false && fromNetwork >= this.#perAddress) return { kind: 'addressFull' };
    if (this.#overall !== false && this.#total >= this.#overall) return { kind: 'overallFull' };
    this.#byNetwork.set(network, fromNetwork + 1);
    this.#total += 1;
    let released = false;
    return {
      kind: 'taken',
      release: () => {
        if (released) return;
        released = true;
        this.#total -= 1;
        const left = (this.#byNetwork.get(network) ?? 1) - 1;
        if (left === 0) this.#byNetwork.delete(network);
        else this.#byNetwork.set(network, left);
      },
    };
  }
}
