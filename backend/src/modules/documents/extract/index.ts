/** extractDocumentText: the text of an uploaded file — text files decoded, PDFs laid out page by page (scanned
 * pages and photos read by OCR). Every failure is a DocumentReadError whose message is a sentence for the user. */
import { ocrImage, stopOcr } from './ocr';
import { PdfLimitError, readPdf, type PdfLimits } from './pdf';
import { imageSize } from './png';
import { linesFromHtml } from './html';
import { type Line, lineText } from './positioned';

export type DocumentKind = 'pdf' | 'txt' | 'csv' | 'json' | 'html' | 'jpg' | 'jpeg' | 'png';
/** The file's text; for a PDF or an HTML page also its positioned lines (what a credit report's reader works on:
 * the reader positions plain text itself). */
export interface ExtractedText {
  text: string;
  lines?: Line[];
  pages: number;
  ocr: boolean;
}

export class DocumentReadError extends Error {}

/** Limits for hostile files: a PDF bomb or a huge image fails with a DocumentReadError instead of running on. */
export const LIMITS: PdfLimits = { maxPages: 2000, maxOcrPages: 20, timeoutMs: 60_000, maxImagePixels: 40_000_000, maxChars: 40_000_000 };

function decodeText(bytes: Uint8Array): string {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  try {
    return new TextDecoder(utf16 ?? 'utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new DocumentReadError('The file is not UTF-8 text; save it as UTF-8 text and upload it again.');
  }
}

async function readImage(bytes: Uint8Array): Promise<ExtractedText> {
  const size = imageSize(bytes);
  if (!size) throw new DocumentReadError('The image is not a readable PNG or JPEG file.');
  if (size.width * size.height > LIMITS.maxImagePixels)
    throw new DocumentReadError('The image is too large to read; upload a smaller scan (at most 40 megapixels).');
  return { text: (await ocrImage(bytes, LIMITS.timeoutMs)).join('\n'), pages: 1, ocr: true };
}

async function readPdfFile(bytes: Uint8Array): Promise<ExtractedText> {
  try {
    return await readPdf(bytes, LIMITS);
  } catch (error) {
    if (error instanceof PdfLimitError) throw new DocumentReadError(error.message);
    if ((error as Error)?.name === 'PasswordException') throw new DocumentReadError('The PDF is protected by a password; upload a copy without the password.');
    if ((error as Error)?.message === 'OCR timed out') throw new DocumentReadError('Reading the scanned pages took too long.');
    throw new DocumentReadError('The PDF could not be read; it may be damaged.');
  }
}

export async function extractDocumentText(bytes: Uint8Array, kind: DocumentKind): Promise<ExtractedText> {
  if (bytes.length === 0) throw new DocumentReadError('The file is empty.');
  switch (kind) {
    case 'pdf':
      return readPdfFile(bytes);
    case 'jpg':
    case 'jpeg':
    case 'png':
      return readImage(bytes).catch((error: unknown) => {
        if (error instanceof DocumentReadError) throw error;
        throw new DocumentReadError('The image could not be read.');
      });
    case 'html': {
      const lines = linesFromHtml(decodeText(bytes));
      return { text: lines.map(lineText).join('\n'), lines, pages: 1, ocr: false };
    }
    default:
      return { text: decodeText(bytes), pages: 1, ocr: false };
  }
}

export { stopOcr };
export type { Cell, Line } from './positioned';
export { lineText, linesByPage, linesFromText } from './positioned';
