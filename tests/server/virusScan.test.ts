import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clamdScanner,
  virusScanningFromEnvironment,
  VirusScannerUnavailableError,
  type VirusScanning,
} from '#server/documents/virusScanner.ts';
import {
  documentedLosses,
  type DocumentToSend,
  filesUnder,
  fixtureBytes,
  storedCounts,
  submitWithDocuments,
} from '#tests/helpers/documentUploads.ts';
import { eicar, startFakeClamd, type FakeClamd } from '#tests/helpers/fakeClamd.ts';
import { pdfSample } from '#tests/helpers/pdfSamples.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

/**
 * Every uploaded file goes to ClamAV's clamd (INSTREAM) before a claim keeps it (ASVS 5.0 5.4.3).
 * ClamAV cannot fetch signatures here, so a fake clamd speaking the real protocol stands in
 * (tests/helpers/fakeClamd.ts), and the EICAR test string plays the virus. EICAR alone is not a
 * PDF, so it travels inside a well-formed one (in a page's content stream), where clamd, like the
 * fake, finds it in the stream of bytes.
 */

const infectedPdf = pdfSample({ content: Buffer.concat([Buffer.from('% '), eicar, Buffer.from('\n')]) });

let clamd: FakeClamd;
beforeAll(async () => {
  clamd = await startFakeClamd();
});
afterAll(async () => {
  await clamd.close();
});

interface Started {
  server: ServerHarness;
  logLines: Array<Record<string, unknown>>;
}

async function startWith(scanning: VirusScanning): Promise<Started> {
  const logLines: Array<Record<string, unknown>> = [];
  const server = await startServerHarness({
    virusScanning: scanning,
    logger: true,
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  return { server, logLines };
}

const scanningByFake = (acceptWhenUnavailable = false, timeoutMilliseconds = 2000): VirusScanning => ({
  scanner: clamdScanner({ host: clamd.host, port: clamd.port }, { timeoutMilliseconds }),
  acceptWhenUnavailable,
});

function upload(clientId: string, fileName: string, bytes: Uint8Array): DocumentToSend {
  return { clientId, documentType: 'Receipt', file: { fileName, bytes, type: 'application/pdf' } };
}

async function fileWithLosses(server: ServerHarness, documents: readonly DocumentToSend[], culture = 'en') {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(documentedLosses, { userPreferredCulture: culture });
  return submitWithDocuments(claimant, 'standard', parts, documents);
}

describe('the EICAR test file', () => {
  it('is the standard 68 bytes', () => {
    expect([eicar.length, eicar.subarray(0, 3).toString(), eicar.subarray(-5).toString()]).toEqual([
      68,
      'X5O',
      '$H+H*',
    ]);
  });
});

describe('a server with clamd', () => {
  // A server per test: a notice files one claim.
  let started: Started;
  beforeEach(async () => {
    clamd.behaviour = 'scan';
    started = await startWith(scanningByFake());
  });
  afterEach(async () => {
    await started.server.close();
  });

  it('scans every file of a claim, byte for byte, and files the clean ones', async () => {
    clamd.scans.length = 0;
    const pdf = fixtureBytes('pdf');
    const response = await fileWithLosses(started.server, [
      upload('fm-scan0001', 'receipt.pdf', pdf),
      upload('fm-scan0002', 'table.pdf', pdfSample()),
    ]);
    expect(response.statusCode).toBe(200);
    expect(clamd.scans.map((scan) => scan.length)).toEqual([pdf.length, pdfSample().length]);
    expect(Buffer.compare(clamd.scans[0]!, pdf)).toBe(0);
  });

  it('refuses a claim with an infected file, naming it, and stores nothing of it', async () => {
    const before = await storedCounts(started.server);
    const response = await fileWithLosses(started.server, [
      upload('fm-scan0003', 'receipt.pdf', fixtureBytes('pdf')),
      upload('fm-scan0004', 'invoice.pdf', infectedPdf),
    ]);
    expect([response.statusCode, response.json().error]).toEqual([
      400,
      'invoice.pdf contains a virus or other harmful content, so nothing was filed. Check the file with your antivirus software and choose a clean copy.',
    ]);
    expect(await storedCounts(started.server)).toEqual(before);
    expect(filesUnder(join(started.server.directory, 'documents'))).toEqual([]);
  });

  it("says so in the claimant's language", async () => {
    const response = await fileWithLosses(started.server, [upload('fm-scan0005', 'factura.pdf', infectedPdf)], 'es');
    expect(response.json().error).toBe(
      'factura.pdf contiene un virus u otro contenido dañino, así que no se presentó nada. Revise el archivo con su antivirus y elija una copia limpia.',
    );
  });

  it('writes an audit line with the signature, the file hash and the session, not the name', async () => {
    await fileWithLosses(started.server, [upload('fm-scan0006', 'invoice.pdf', infectedPdf)]);
    const audit = started.logLines.filter((line) => line.audit === 'document.infected');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]).toMatchObject({
      level: 40,
      virusSignature: 'Eicar-Test-Signature',
      size: infectedPdf.length,
      detectedType: 'application/pdf',
      clientIp: '127.0.0.1',
    });
    expect(audit[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(typeof audit[0]!.sessionIdHash).toBe('string');
    expect(JSON.stringify(audit)).not.toContain('invoice.pdf');
  });
});

describe('when clamd cannot be reached', () => {
  it('refuses the claim with "try again later" (fail-closed, the default) and stores nothing', async () => {
    const unreachable = await startFakeClamd();
    await unreachable.close();
    const { server, logLines } = await startWith({
      scanner: clamdScanner({ host: unreachable.host, port: unreachable.port }),
      acceptWhenUnavailable: false,
    });
    try {
      const before = await storedCounts(server);
      const response = await fileWithLosses(server, [upload('fm-down0001', 'receipt.pdf', fixtureBytes('pdf'))]);
      expect([response.statusCode, response.json().error]).toEqual([
        503,
        'We cannot check documents for viruses right now, so nothing was filed. Please try again in a few minutes.',
      ]);
      expect(await storedCounts(server)).toEqual(before);
      expect(filesUnder(join(server.directory, 'documents'))).toEqual([]);
      expect(logLines.some((line) => line.msg === 'virus scanner unavailable; submission refused')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('refuses the claim when clamd answers with an error', async () => {
    clamd.behaviour = 'error';
    const { server } = await startWith(scanningByFake());
    try {
      const response = await fileWithLosses(server, [upload('fm-down0002', 'receipt.pdf', fixtureBytes('pdf'))]);
      expect(response.statusCode).toBe(503);
    } finally {
      clamd.behaviour = 'scan';
      await server.close();
    }
  });

  it('refuses the claim when clamd does not answer in time, without waiting longer', async () => {
    clamd.behaviour = 'hang';
    const { server } = await startWith(scanningByFake(false, 300));
    try {
      const started = Date.now();
      const response = await fileWithLosses(server, [upload('fm-down0003', 'receipt.pdf', fixtureBytes('pdf'))]);
      expect([response.statusCode, Date.now() - started < 5000]).toEqual([503, true]);
    } finally {
      clamd.behaviour = 'scan';
      await server.close();
    }
  });

  it('files the claim unscanned, with a warning, when the deployment chose to (VIRUS_SCAN_FAIL_OPEN)', async () => {
    const unreachable = await startFakeClamd();
    await unreachable.close();
    const { server, logLines } = await startWith({
      scanner: clamdScanner({ host: unreachable.host, port: unreachable.port }),
      acceptWhenUnavailable: true,
    });
    try {
      const response = await fileWithLosses(server, [upload('fm-open0001', 'receipt.pdf', fixtureBytes('pdf'))]);
      expect(response.statusCode).toBe(200);
      expect(logLines.some((line) => line.audit === 'document.unscanned')).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('the clamd client on its own', () => {
  it('sends clamd chunks of at most 64 KiB and reads its verdict', async () => {
    clamd.scans.length = 0;
    const scanner = clamdScanner({ host: clamd.host, port: clamd.port });
    const large = Buffer.alloc(300 * 1024, 7);
    expect(await scanner.scan(Readable.from([large]))).toEqual({ kind: 'clean' });
    expect(await scanner.scan(Readable.from([Buffer.from('prefix '), eicar]))).toEqual({
      kind: 'infected',
      signature: 'Eicar-Test-Signature',
    });
    expect(clamd.scans.map((scan) => scan.length)).toEqual([large.length, eicar.length + 7]);
  });

  it('rejects with VirusScannerUnavailableError when clamd refuses a stream over its size limit', async () => {
    const scanner = clamdScanner({ host: clamd.host, port: clamd.port });
    await expect(scanner.scan(Readable.from([Buffer.alloc(26 * 1024 * 1024)]))).rejects.toBeInstanceOf(
      VirusScannerUnavailableError,
    );
  });

  it('is set up from CLAMD_SOCKET, or CLAMD_HOST and CLAMD_PORT, and refuses bad values', () => {
    expect([
      virusScanningFromEnvironment({}).scanner,
      virusScanningFromEnvironment({ CLAMD_HOST: 'clamav' }).scanner?.description,
      virusScanningFromEnvironment({ CLAMD_HOST: 'clamav', CLAMD_PORT: '3311' }).scanner?.description,
      virusScanningFromEnvironment({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).scanner?.description,
      virusScanningFromEnvironment({ CLAMD_HOST: 'clamav' }).acceptWhenUnavailable,
      virusScanningFromEnvironment({ CLAMD_HOST: 'clamav', VIRUS_SCAN_FAIL_OPEN: 'true' }).acceptWhenUnavailable,
    ]).toEqual([null, 'clamd at clamav:3310', 'clamd at clamav:3311', 'clamd at /run/clamav/clamd.ctl', false, true]);
    expect(() => virusScanningFromEnvironment({ CLAMD_HOST: 'clamav', CLAMD_PORT: 'x' })).toThrow(/CLAMD_PORT/);
    expect(() => virusScanningFromEnvironment({ CLAMD_HOST: 'clamav', CLAMD_TIMEOUT_MS: '0' })).toThrow(
      /CLAMD_TIMEOUT_MS/,
    );
  });
});
