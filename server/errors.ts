/**
 * An error whose message is meant for the claimant (already in their language) with the HTTP
 * status to answer. Anything else thrown in a handler is a server fault: logged, and answered with
 * the catalogue's generic text (spec §8).
 */
export class ClientError extends Error {
  readonly statusCode: number;
  /**
   * The authorize answer's `captcha` (spec §3): "required" when the claimant must complete the
   * security check and try again; the client then runs the captcha and retries.
   */
  readonly captcha: 'required' | null;

  constructor(statusCode: number, message: string, options: { captcha?: 'required' } = {}) {
    super(message);
    this.name = 'ClientError';
    this.statusCode = statusCode;
    this.captcha = options.captcha ?? null;
  }
}
