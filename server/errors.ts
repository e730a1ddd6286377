/**
 * An error whose message is meant for the claimant (already in their language) with the HTTP
 * status to answer. Anything else thrown in a handler is a server fault: logged, and answered with
 * the catalogue's generic text (spec §8).
 */
export class ClientError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'ClientError';
    this.statusCode = statusCode;
  }
}
