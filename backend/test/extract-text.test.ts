import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DocumentReadError, extractDocumentText, stopOcr } from '../src/modules/documents/extract';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A one-page text PDF: each row's strings drawn at their x (points), rows 14 pt apart from the top. */
async function textPdf(rows: [x: number, text: string][][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  rows.forEach((row, i) => row.forEach(([x, text]) => page.drawText(text, { x, y: 740 - 14 * i, size: 10, font })));
  return doc.save();
}

describe('extractDocumentText: text files', () => {
  test('UTF-8 text comes back as is (BOM dropped), one page, no OCR', async () => {
    expect(await extractDocumentText(utf8('\uFEFFName: Ana\r\nBalance: $5'), 'txt')).toMatchObject({ text: 'Name: Ana\r\nBalance: $5', pages: 1, ocr: false });
  });

  test('UTF-16 text (Windows "Unicode") is decoded', async () => {
    const bytes = new Uint8Array([0xff, 0xfe, ...[...'Hi'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect((await extractDocumentText(bytes, 'csv')).text).toBe('Hi');
  });

  test('empty files and bytes that are not UTF-8 are a DocumentReadError with a sentence for the user', async () => {
    await expect(extractDocumentText(new Uint8Array(), 'txt')).rejects.toThrow('The file is empty.');
    await expect(extractDocumentText(new Uint8Array([0x41, 0xc3, 0x28]), 'json')).rejects.toBeInstanceOf(DocumentReadError);
  });
});

describe('extractDocumentText: PDFs', () => {
  test('positioned text is laid out in lines and columns like pdftotext -layout', async () => {
    const pdf = await textPdf([
      [[50, 'CAPITAL ONE']],
      [
        [50, 'Balance:'],
        [150, '$1,200'],
        [300, 'Credit Limit:'],
        [400, '$5,000'],
      ],
      [
        [50, 'Status:'],
        [150, 'Open'],
      ],
    ]);
    const { text, pages, ocr } = await extractDocumentText(pdf, 'pdf');
    expect({ pages, ocr }).toEqual({ pages: 1, ocr: false });
    const lines = text.split('\n');
    expect(lines[0]).toBe('CAPITAL ONE');
    expect(lines[1]).toMatch(/^Balance:\s{2,}\$1,200\s{2,}Credit Limit:\s{2,}\$5,000$/);
    expect(lines[1]!.indexOf('$1,200')).toBe(lines[2]!.indexOf('Open'));
  });

  test('bytes that are not a PDF, or a damaged PDF, are a DocumentReadError', async () => {
    await expect(extractDocumentText(utf8('PK\u0003\u0004 not a pdf'), 'pdf')).rejects.toBeInstanceOf(DocumentReadError);
    const pdf = await textPdf([[[50, 'x']]]);
    await expect(extractDocumentText(pdf.slice(0, 200), 'pdf')).rejects.toBeInstanceOf(DocumentReadError);
  });
});

describe('extractDocumentText: images (OCR with the packaged English data)', () => {
  const scan = new Uint8Array(readFileSync(join(import.meta.dir, 'fixtures/reports/sources/scanned-report.png')));

  test('a PNG scan is read by OCR into lines', async () => {
    const { text, pages, ocr } = await extractDocumentText(scan, 'png');
    expect({ pages, ocr }).toEqual({ pages: 1, ocr: true });
    expect(text.split('\n')).toEqual(expect.arrayContaining(['Name: ROSA E. DELGADO', 'Original Creditor: SYNCHRONY BANK', 'Balance: $955']));
  }, 20_000);

  test('an image whose header claims a huge size is refused before decoding; bytes that are no image too', async () => {
    const bomb = scan.slice(0, 33);
    new DataView(bomb.buffer).setUint32(16, 60_000);
    new DataView(bomb.buffer).setUint32(20, 60_000);
    await expect(extractDocumentText(bomb, 'png')).rejects.toThrow('too large');
    await expect(extractDocumentText(utf8('GIF89a'), 'jpg')).rejects.toBeInstanceOf(DocumentReadError);
  });
});

afterAll(() => stopOcr());
