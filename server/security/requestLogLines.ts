import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Every key the two lines of each request hold: pino's own, Fastify's request id, and what its
 * `req` and `res` serializers keep of the request and reply.
 */
const requestLineKeys = [
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'method',
  'url',
  'host',
  'remoteAddress',
  'remotePort',
  'statusCode',
];

/**
 * Fastify's "incoming request" and "request completed" lines, the same lines, written without
 * running the logger's redaction over them. Redaction (logRedaction.ts) looks for the answer keys
 * and the sensitive fields' keys anywhere two levels deep, in every value of every line: about a
 * sixth of the CPU a public page cost, for two lines whose keys are fixed and hold none of them
 * (method, address, status, timing). When a settlement names a sensitive field with one of those
 * keys, the lines go through the redaction as before. Every other line (refusals, errors, what a
 * route logs, a failed request's line, which carries the error) keeps it.
 */
export class RequestLogLines extends LogController {
  readonly #redactedKeys: ReadonlySet<string>;
  #unredacted: FastifyBaseLogger | null = null;

  /** `redactedPaths`: the logger's redaction paths; each one's last key is looked for in the lines. */
  constructor(redactedPaths: readonly string[]) {
    super();
    this.#redactedKeys = new Set(redactedPaths.map((path) => path.split('.').at(-1) ?? path));
  }

  /** Takes up the server's logger, once it exists (after Fastify is made with this controller). */
  useLogger(logger: FastifyBaseLogger): void {
    this.#unredacted = requestLineKeys.some((key) => this.#redactedKeys.has(key))
      ? null
      : logger.child({}, { redact: [] });
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    const logger = this.#unredacted;
    if (logger === null || request.log.level !== logger.level) return super.incomingRequest(request, reply);
    if (this.isLogDisabled(request)) return;
    // reqId as the request's own logger binds it, so the line reads as before. A route with a
    // level of its own (none has one today) gets Fastify's lines, at its level.
    logger.info({ reqId: request.id, req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const logger = this.#unredacted;
    if (error || logger === null || request.log.level !== logger.level)
      return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    logger.info({ reqId: request.id, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
