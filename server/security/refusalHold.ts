import { setTimeout as sleep } from 'node:timers/promises';

/** Answers held at once at most; past it a refusal is answered at once (each held one keeps a socket open). */
const mostHeldAtOnce = 1_000;

/**
 * Holds back the answer to a refusal that only a bot meets (a tarpit), so that a bot which waits
 * for each answer before it sends again, as scripted ones do, sends one request a hold instead of
 * one as soon as the server has answered. Nothing is read or worked on meanwhile; a held answer
 * costs a timer and its socket, and no more than `mostHeldAtOnce` are held.
 */
export class RefusalHold {
  readonly #ms: number;
  #held = 0;

  constructor(seconds: number) {
    this.#ms = seconds * 1000;
  }

  async hold(): Promise<void> {
    if (this.#ms <= 0 || this.#held >= mostHeldAtOnce) return;
    this.#held += 1;
    try {
      await sleep(this.#ms);
    } finally {
      this.#held -= 1;
    }
  }
}
