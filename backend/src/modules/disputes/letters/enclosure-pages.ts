import { PDFDocument } from 'pdf-lib';

/** A stored document printed after a letter: a PDF's pages as they are, a photo or scan fitted on a Letter page. */
export interface EnclosureFile {
  kind: 'pdf' | 'jpg' | 'jpeg' | 'png';
  bytes: Uint8Array;
}

// US Letter, half-inch margins around an enclosed image.
const PAGE = { width: 612, height: 792, margin: 36 } as const;

/** The letter's PDF with each enclosure's pages after it, in order (issue 29: what the letter lists is in the envelope). */
export async function withEnclosures(letterPdf: Uint8Array, files: EnclosureFile[]): Promise<Uint8Array> {
  if (files.length === 0) return letterPdf;
  const doc = await PDFDocument.load(letterPdf);
  for (const file of files) {
    if (file.kind === 'pdf') {
      const source = await PDFDocument.load(file.bytes, { ignoreEncryption: true });
      for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
      continue;
    }
    const image = file.kind === 'png' ? await doc.embedPng(file.bytes) : await doc.embedJpg(file.bytes);
    const scale = Math.min((PAGE.width - 2 * PAGE.margin) / image.width, (PAGE.height - 2 * PAGE.margin) / image.height, 1);
    const [width, height] = [image.width * scale, image.height * scale];
    doc.addPage([PAGE.width, PAGE.height]).drawImage(image, { x: (PAGE.width - width) / 2, y: PAGE.height - PAGE.margin - height, width, height });
  }
  return doc.save();
}
