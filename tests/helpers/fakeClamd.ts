/**
 * A stand-in for ClamAV's clamd that speaks its real INSTREAM protocol (clamd(8)) over node:net,
 * for tests on a machine where ClamAV cannot fetch signatures: it reads `zINSTREAM\0` (or
 * `nINSTREAM\n`), then chunks each preceded by a 4-byte big-endian length, up to a zero length,
 * and answers `stream: Eicar-Test-Signature FOUND` when the bytes hold the EICAR test string
 * anywhere (as clamd does for EICAR inside many containers), else `stream: OK`; over its
 * StreamMaxLength it answers `INSTREAM size limit exceeded. ERROR`, as clamd does.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * The EICAR anti-virus test file (68 bytes), assembled here so that this source file is not
 * itself flagged by a scanner on a developer's machine.
 */
export const eicar = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS', '-TEST-FILE!$H+H*'].join(''),
  'latin1',
);

export type FakeClamdBehaviour = 'scan' | 'hang' | 'error';

export interface FakeClamd {
  readonly host: string;
  readonly port: number;
  /** Streams scanned to the end, and the bytes of each. */
  readonly scans: Buffer[];
  behaviour: FakeClamdBehaviour;
  close(): Promise<void>;
}

/** clamd's default StreamMaxLength. */
const streamMaxLength = 25 * 1024 * 1024;

function serve(socket: Socket, fake: FakeClamd): void {
  let buffered = Buffer.alloc(0);
  let commandRead = false;
  let terminator = '\0';
  const chunks: Buffer[] = [];
  let total = 0;
  const reply = (text: string) => {
    socket.end(`${text}${terminator}`);
  };
  socket.on('error', () => undefined);
  socket.on('data', (data: Buffer) => {
    buffered = Buffer.concat([buffered, data]);
    if (!commandRead) {
      const end = buffered.findIndex((byte) => byte === 0 || byte === 0x0a);
      if (end === -1) return;
      const command = buffered.subarray(0, end).toString('latin1');
      terminator = command.startsWith('n') ? '\n' : '\0';
      buffered = buffered.subarray(end + 1);
      commandRead = true;
      if (command !== 'zINSTREAM' && command !== 'nINSTREAM') return reply('UNKNOWN COMMAND');
    }
    while (buffered.length >= 4) {
      const length = buffered.readUInt32BE(0);
      if (length === 0) {
        const content = Buffer.concat(chunks);
        fake.scans.push(content);
        if (fake.behaviour === 'hang') return;
        if (fake.behaviour === 'error') return reply("Can't allocate memory ERROR");
        return reply(content.includes(eicar) ? 'stream: Eicar-Test-Signature FOUND' : 'stream: OK');
      }
      if (buffered.length < 4 + length) return;
      chunks.push(Buffer.from(buffered.subarray(4, 4 + length)));
      total += length;
      buffered = buffered.subarray(4 + length);
      if (total > streamMaxLength) return reply('INSTREAM size limit exceeded. ERROR');
    }
  });
}

/** Starts a fake clamd on a free loopback port. */
export async function startFakeClamd(): Promise<FakeClamd> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serve(socket, fake);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeClamd = {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    scans: [],
    behaviour: 'scan',
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return fake;
}
