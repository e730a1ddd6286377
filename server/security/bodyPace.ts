import type { IncomingMessage } from 'node:http';

/** The pace a request body must keep while it arrives (see slowClientLimits.ts). */
export interface BodyPaceLimits {
  /** Longest a body may send nothing. */
  idleMs: number;
  /** After graceMs, the bytes a second it must have averaged. */
  minBytesPerSecond: number;
  graceMs: number;
}

/** Why a body was cut off: it stopped arriving, or it arrives too slowly on average. */
export type SlowBodyReason = 'stalled' | 'tooSlow';

/**
 * Told that a body is overdue. Returns whether the request could be told (the route reads its
 * body, and the reader answers 408); false to be asked again at the next check.
 */
export type CutOff = (reason: SlowBodyReason) => boolean;

interface Watch {
  request: IncomingMessage;
  cutOff: CutOff;
  startedAt: number;
  lastCheckAt: number;
  lastProgressAt: number;
  bytesAtStart: number;
  bytesSeen: number;
  /** Time the server, not the client, was behind: the request's buffer was full of unread bytes. */
  heldMs: number;
  overdue?: { reason: SlowBodyReason; since: number; told: boolean };
}

/**
 * Watches request bodies while they arrive, on one timer for all of them, and cuts off those that
 * stall or trickle, the way Apache's mod_reqtimeout does: a body may send nothing for at most
 * `idleMs`, and may take `graceMs` plus one second for every `minBytesPerSecond` bytes it sent.
 *
 * Progress is read from the socket's byte count, which grows as the network delivers, whoever
 * reads the body and whenever. While the request's buffer is full, the server is the one behind
 * (its reader is busy, and Node has stopped reading the socket): that time counts neither as idle
 * nor against the pace.
 *
 * An overdue body is cut off through `cutOff` (the reader fails with a 408 the claimant can read);
 * a request that cannot be told, or is not answered, within another `idleMs` loses its connection.
 */
export class BodyPace {
  readonly #limits: BodyPaceLimits;
  readonly #checkEveryMs: number;
  readonly #now: () => number;
  readonly #watches = new Set<Watch>();
  #timer: NodeJS.Timeout | undefined;

  constructor(limits: BodyPaceLimits, checkEveryMs: number, now: () => number = () => performance.now()) {
    this.#limits = limits;
    this.#checkEveryMs = checkEveryMs;
    this.#now = now;
  }

  /** Watches the body of `request` until it has all arrived, or until the returned function is called. */
  watch(request: IncomingMessage, cutOff: CutOff): () => void {
    const now = this.#now();
    const bytes = request.socket.bytesRead;
    const watch: Watch = {
      request,
      cutOff,
      startedAt: now,
      lastCheckAt: now,
      lastProgressAt: now,
      // Body bytes that arrived before the watch began wait unread in the request: they count as sent.
      bytesAtStart: bytes - request.readableLength,
      bytesSeen: bytes,
      heldMs: 0,
    };
    this.#watches.add(watch);
    this.#timer ??= setInterval(() => this.check(), this.#checkEveryMs).unref();
    return () => this.#forget(watch);
  }

  /** One look at every body being watched (the timer's). */
  check(): void {
    const now = this.#now();
    for (const watch of this.#watches) {
      const { request } = watch;
      if (request.complete || !request.socket || request.socket.destroyed) {
        this.#forget(watch);
        continue;
      }
      // A full buffer is the server behind: Node stops reading the socket until the reader catches up.
      if (request.readableLength >= request.readableHighWaterMark) {
        watch.heldMs += now - watch.lastCheckAt;
        watch.lastProgressAt = now;
      }
      watch.lastCheckAt = now;
      const bytes = request.socket.bytesRead;
      if (bytes > watch.bytesSeen) {
        watch.bytesSeen = bytes;
        watch.lastProgressAt = now;
      }
      const reason = watch.overdue?.reason ?? this.#verdict(watch, now);
      if (!reason) continue;
      watch.overdue ??= { reason, since: now, told: false };
      if (!watch.overdue.told) watch.overdue.told = watch.cutOff(reason);
      if (now - watch.overdue.since >= this.#limits.idleMs) {
        request.socket.destroy();
        this.#forget(watch);
      }
    }
  }

  /** Stops the timer (the server is closing). */
  close(): void {
    this.#watches.clear();
    this.#stopTimer();
  }

  #verdict(watch: Watch, now: number): SlowBodyReason | undefined {
    const { idleMs, graceMs, minBytesPerSecond } = this.#limits;
    if (now - watch.lastProgressAt >= idleMs) return 'stalled';
    const waitedMs = now - watch.startedAt - watch.heldMs;
    const allowedMs = graceMs + ((watch.bytesSeen - watch.bytesAtStart) / minBytesPerSecond) * 1000;
    return waitedMs > allowedMs ? 'tooSlow' : undefined;
  }

  #forget(watch: Watch): void {
    this.#watches.delete(watch);
    if (this.#watches.size === 0) this.#stopTimer();
  }

  #stopTimer(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
