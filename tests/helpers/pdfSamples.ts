/**
 * Small well-formed PDFs built byte by byte, with correct cross-reference offsets, for the upload
 * tests: plain, encrypted (an /Encrypt dictionary named by the trailer, or by a cross-reference
 * stream), or carrying extra bytes in a content stream (the EICAR test string, HTML).
 */

export interface PdfSampleOptions {
  /** Bytes placed in the page's content stream. */
  content?: Buffer | string;
  /** Name an /Encrypt dictionary, as a password-protected PDF does. */
  encrypted?: boolean;
  /** A PDF 1.5 cross-reference stream instead of a classic table and trailer. */
  crossReferenceStream?: boolean;
  /** The content stream's filter, as its dictionary names it (the content is given already encoded). */
  contentFilter?: 'FlateDecode';
}

export function pdfSample(options: PdfSampleOptions = {}): Buffer {
  const content = Buffer.isBuffer(options.content)
    ? options.content
    : Buffer.from(options.content ?? 'BT /F1 12 Tf 72 720 Td (Receipt) Tj ET', 'latin1');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Length ${content.length}${options.contentFilter ? ` /Filter /${options.contentFilter}` : ''} >>\nstream\n`,
      ),
      content,
      Buffer.from('\nendstream'),
    ]),
  ];
  if (options.encrypted)
    objects.push(
      Buffer.from(
        `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${'a5'.repeat(32)}> /U <${'5b'.repeat(32)}> >>`,
      ),
    );
  const id = `/ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>]`;
  const encrypt = options.encrypted ? ` /Encrypt 5 0 R ${id}` : '';

  const pieces: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = pieces[0]!.length;
  const offsets: number[] = [];
  const add = (piece: Buffer) => {
    pieces.push(piece);
    length += piece.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]));
  });

  if (options.crossReferenceStream) {
    const number = objects.length + 1;
    offsets.push(length);
    // /W [1 4 2]: type, offset, generation of every object, the stream's own included.
    const rows = [Buffer.from([0, 0, 0, 0, 0, 0xff, 0xff])];
    for (const offset of offsets) {
      const row = Buffer.alloc(7);
      row.writeUInt8(1, 0);
      row.writeUInt32BE(offset, 1);
      rows.push(row);
    }
    const data = Buffer.concat(rows);
    const dictionary = `<< /Type /XRef /Size ${number + 1} /W [1 4 2] /Root 1 0 R${encrypt} /Length ${data.length} >>`;
    const start = offsets[offsets.length - 1]!;
    add(
      Buffer.concat([
        Buffer.from(`${number} 0 obj\n${dictionary}\nstream\n`),
        data,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    );
    add(Buffer.from(`startxref\n${start}\n%%EOF\n`));
    return Buffer.concat(pieces);
  }

  const start = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`));
  add(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${start}\n%%EOF\n`));
  return Buffer.concat(pieces);
}
