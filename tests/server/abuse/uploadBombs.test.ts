/**
 * Finding 9 of the hostile-traffic review, upload bombs: a PNG of a few bytes declaring 100000 ×
 * 100000 pixels (40 GB once decoded) and a PDF whose 1 MB stream unpacks to 1 GiB were filed, for
 * the case team's viewer to choke on. Now a picture's declared size is read from its header and a
 * PDF's streams are unpacked under a cap, counted and dropped on a worker thread: both are refused
 * in the claimant's language, nothing is kept, the server's memory stays bounded and its event
 * loop free.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUnpackedPdfBytes } from '#pages-config/rules/documents.ts';
import { pdfUnpacksWithin } from '#server/documents/pdfStreams.ts';
import { documentRefusal, fileWithDocuments, receiptUpload } from '#tests/helpers/documentUploads.ts';
import { pdfSample } from '#tests/helpers/pdfSamples.ts';
import { heic, jpeg, png, zlibBomb } from '#tests/helpers/uploadBombs.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

const imageMessage = (fileName: string) =>
  `${fileName} is a picture of more than 64 million pixels, too large for the settlement team to open. Save it at a lower resolution (a phone camera's standard setting is enough), then add it again.`;

describe('a picture declaring more pixels than anyone could open', () => {
  it('refuses a PNG of 100000 × 100000, keeping nothing', async () => {
    expect(await documentRefusal(server, receiptUpload('scan.png', png(100_000, 100_000), 'image/png'))).toEqual({
      status: 400,
      error: imageMessage('scan.png'),
      keptNothing: true,
    });
  });

  it('refuses a JPEG whose frame, after 100 KB of camera data, declares 60000 × 60000', async () => {
    expect(await documentRefusal(server, receiptUpload('photo.jpg', jpeg(60_000, 60_000), 'image/jpeg'))).toEqual({
      status: 400,
      error: imageMessage('photo.jpg'),
      keptNothing: true,
    });
  });

  it('refuses an HEIC whose extents declare 100000 × 100000', async () => {
    const answer = await documentRefusal(server, receiptUpload('IMG_0002.HEIC', heic(100_000, 100_000), 'image/heic'));
    expect([answer.status, answer.error, answer.keptNothing]).toEqual([400, imageMessage('IMG_0002.HEIC'), true]);
  });

  it("says so in the claimant's language", async () => {
    const answer = await documentRefusal(server, receiptUpload('foto.png', png(100_000, 100_000), 'image/png'), 'es');
    expect(answer.error).toBe(
      'foto.png es una imagen de más de 64 millones de píxeles, demasiado grande para que el equipo del acuerdo pueda abrirla. Guárdela con menor resolución (basta con la configuración estándar de la cámara del teléfono) y agréguela de nuevo.',
    );
  });

  it('takes full-resolution phone photos of 48 megapixels (8064 × 6048)', async () => {
    const response = await fileWithDocuments(server, [
      receiptUpload('IMG_0003.png', png(8064, 6048), 'image/png'),
      receiptUpload('IMG_0004.jpg', jpeg(8064, 6048), 'image/jpeg'),
      receiptUpload('IMG_0005.HEIC', heic(8064, 6048), 'image/heic'),
    ]);
    expect(response.statusCode).toBe(200);
  });
});

describe('a PDF whose stream unpacks to 1 GiB', () => {
  const bomb = pdfSample({ content: zlibBomb(1024), contentFilter: 'FlateDecode' });

  it('is refused, keeping nothing, the memory bounded', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const answer = await documentRefusal(server, receiptUpload('statement.pdf', bomb, 'application/pdf'));
    clearInterval(sampler);
    expect({
      bytes: bomb.length < 1.1 * 1024 * 1024,
      ...answer,
      // 256 MiB are unpacked before the refusal; counted and dropped, they never sit in memory together.
      memoryBounded: peak - baseline < 128 * 1024 * 1024,
    }).toEqual({
      bytes: true,
      status: 400,
      error:
        'statement.pdf unpacks to more than 256 MB when it is opened, too much for the settlement team to open. Print it to a new PDF or scan it at a lower resolution, then add that copy.',
      keptNothing: true,
      memoryBounded: true,
    });
  });

  it('is unpacked off the thread that serves claimants, which spends under 50 ms on it', async () => {
    // CPU time of this thread, not a wall-clock stall, which varies with how loaded the machine is:
    // unpacking 256 MiB here (and the garbage collections its buffers set off) took 90 to 500 ms, the more the larger the heap.
    const chunks = Array.from({ length: Math.ceil(bomb.length / 65_536) }, (_, index) =>
      bomb.subarray(index * 65_536, (index + 1) * 65_536),
    );
    const before = process.threadCpuUsage();
    const within = await pdfUnpacksWithin(Readable.from(chunks), maxUnpackedPdfBytes);
    const used = process.threadCpuUsage(before);
    expect({ within, serverThreadMilliseconds: (used.user + used.system) / 1000 < 50 }).toEqual({
      within: false,
      serverThreadMilliseconds: true,
    });
  });

  it("is refused in the claimant's language", async () => {
    const answer = await documentRefusal(server, receiptUpload('estado.pdf', bomb, 'application/pdf'), 'es');
    expect(answer.error).toBe(
      'estado.pdf ocupa más de 256 MB al abrirse, demasiado para que el equipo del acuerdo pueda abrirlo. Imprímalo como un PDF nuevo o escanéelo con menor resolución y agregue esa copia.',
    );
  });

  it('spares a PDF whose compressed streams unpack to a few megabytes', async () => {
    const pages = pdfSample({ content: zlibBomb(8), contentFilter: 'FlateDecode' });
    expect((await fileWithDocuments(server, [receiptUpload('pages.pdf', pages, 'application/pdf')])).statusCode).toBe(
      200,
    );
  });
});
