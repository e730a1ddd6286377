import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** What a scanner found in a file. */
export type ScanVerdict = { kind: 'clean' } | { kind: 'infected'; signature: string };

/** Checks a file's bytes for malware (ASVS 5.0 5.4.3) before any claim points at the file. */
export interface VirusScanner {
  /** Where the scanner is, for the logs: `clamd at 127.0.0.1:3310`. */
  readonly description: string;
  /** Reads `content` to its end; rejects with VirusScannerUnavailableError when no verdict could be had. */
  scan(content: Readable): Promise<ScanVerdict>;
}

/** The scanner could not be reached or gave no verdict (down, timed out, refused the stream). */
export class VirusScannerUnavailableError extends Error {
  constructor(reason: string) {
    super(`Virus scanner unavailable: ${reason}`);
    this.name = 'VirusScannerUnavailableError';
  }
}

/** The scanning an app does: a scanner or none, and what to do when the scanner is unavailable. */
export interface VirusScanning {
  scanner: VirusScanner | null;
  /**
   * false (the default): a submission whose files cannot be scanned is refused with "try again
   * later", so no unscanned file is ever filed. true: it is filed unscanned and a warning logged,
   * for a settlement that prefers never to turn a claimant away over an outage.
   */
  acceptWhenUnavailable: boolean;
}

export type ClamdAddress = { host: string; port: number } | { socketPath: string };

/** A clamd chunk: well under clamd's StreamMaxLength and a socket buffer or so. */
const chunkLength = 64 * 1024;

/**
 * Talks to ClamAV's clamd with INSTREAM (clamd(8)): `zINSTREAM\0`, then the file as chunks each
 * preceded by its length as 4 bytes big-endian, then a zero length. clamd answers once, ended by
 * \0 for a z-command: `stream: OK`, `stream: <signature> FOUND`, or `... ERROR` (such as
 * "INSTREAM size limit exceeded", when a file is over clamd's StreamMaxLength, 25 MB by default).
 * One connection per file; node:net only, nothing to install.
 */
export function clamdScanner(address: ClamdAddress, options: { timeoutMilliseconds?: number } = {}): VirusScanner {
  const timeout = options.timeoutMilliseconds ?? 30_000;
  const description =
    'socketPath' in address ? `clamd at ${address.socketPath}` : `clamd at ${address.host}:${address.port}`;
  return {
    description,
    scan(content) {
      return new Promise<ScanVerdict>((resolve, reject) => {
        const socket: Socket =
          'socketPath' in address ? connect(address.socketPath) : connect(address.port, address.host);
        let reply = '';
        let settled = false;
        const settle = (outcome: ScanVerdict | Error) => {
          if (settled) return;
          settled = true;
          socket.destroy();
          if (outcome instanceof Error) {
            content.destroy();
            reject(outcome);
          } else resolve(outcome);
        };
        const answered = () => {
          const text = reply.replace(/\0[\s\S]*$/, '').trim();
          if (text === 'stream: OK') return settle({ kind: 'clean' });
          const found = /^stream: (.+) FOUND$/.exec(text);
          if (found) return settle({ kind: 'infected', signature: found[1]! });
          settle(new VirusScannerUnavailableError(text === '' ? 'clamd closed without an answer' : text));
        };
        socket.setTimeout(timeout, () => settle(new VirusScannerUnavailableError(`no answer in ${timeout} ms`)));
        socket.on('error', (error) => settle(new VirusScannerUnavailableError(error.message)));
        socket.setEncoding('latin1');
        socket.on('data', (text: string) => {
          reply += text;
          if (reply.includes('\0')) answered();
        });
        socket.on('end', answered);
        socket.once('connect', () => {
          void (async () => {
            try {
              socket.write('zINSTREAM\0');
              for await (const data of content as AsyncIterable<Buffer>) {
                for (let start = 0; start < data.length; start += chunkLength) {
                  const piece = data.subarray(start, start + chunkLength);
                  const length = Buffer.alloc(4);
                  length.writeUInt32BE(piece.length);
                  socket.write(length);
                  if (!socket.write(piece) && !settled) await once(socket, 'drain');
                  if (settled) return;
                }
              }
              socket.write(Buffer.alloc(4));
            } catch (error) {
              settle(new VirusScannerUnavailableError(error instanceof Error ? error.message : String(error)));
            }
          })();
        });
      });
    },
  };
}

/**
 * The scanning the environment asks for: CLAMD_SOCKET (a Unix socket path), or CLAMD_HOST with
 * CLAMD_PORT (3310 by default); CLAMD_TIMEOUT_MS (30000); VIRUS_SCAN_FAIL_OPEN=true to file
 * documents unscanned while clamd is unavailable (refused by default). Without either, no scanner.
 */
export function virusScanningFromEnvironment(environment: NodeJS.ProcessEnv): VirusScanning {
  const acceptWhenUnavailable = environment.VIRUS_SCAN_FAIL_OPEN === 'true' || environment.VIRUS_SCAN_FAIL_OPEN === '1';
  const timeoutText = environment.CLAMD_TIMEOUT_MS;
  const timeoutMilliseconds = timeoutText === undefined || timeoutText === '' ? undefined : Number(timeoutText);
  if (timeoutMilliseconds !== undefined && !(Number.isInteger(timeoutMilliseconds) && timeoutMilliseconds > 0))
    throw new Error(`CLAMD_TIMEOUT_MS: expected milliseconds, more than 0, not ${timeoutText}`);
  if (environment.CLAMD_SOCKET)
    return {
      scanner: clamdScanner({ socketPath: environment.CLAMD_SOCKET }, { timeoutMilliseconds }),
      acceptWhenUnavailable,
    };
  if (environment.CLAMD_HOST) {
    const port = Number(environment.CLAMD_PORT ?? 3310);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new Error(`CLAMD_PORT: expected a port number, not ${environment.CLAMD_PORT}`);
    return {
      scanner: clamdScanner({ host: environment.CLAMD_HOST, port }, { timeoutMilliseconds }),
      acceptWhenUnavailable,
    };
  }
  return { scanner: null, acceptWhenUnavailable };
}
