/** PDF text with unpdf (PDF.js): each page's positioned text items laid out in reading order; pages without a
 * text layer (scans) are read by OCR from their images. Limits keep a hostile PDF from running for ever. */
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { layoutPage } from './layout';
import { ocrImage } from './ocr';
import { encodePng } from './png';
import { type Line, linesFromItems, linesFromText, type StreamItem } from './positioned';

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;
type Page = Awaited<ReturnType<Pdf['getPage']>>;

export interface PdfLimits {
  maxPages: number;
  /** Pages without text read by OCR, at most. */
  maxOcrPages: number;
  /** The whole PDF (text and OCR) must be read within this time. */
  timeoutMs: number;
  /** Largest image decoded, in pixels. */
  maxImagePixels: number;
  maxChars: number;
}

export class PdfLimitError extends Error {}

/** A page counts as a scan when its text layer has fewer characters than this. */
const SCAN_TEXT_CHARS = 16;
/** Pages whose text is requested ahead of the one being laid out: PDF.js answers through messages (cloned
 * each way), and several pages in flight overlap that wait with the work on the page at hand. */
const PAGES_AHEAD = 6;

async function pageWords(page: Page): Promise<StreamItem[]> {
  const content = await page.getTextContent();
  return content.items.flatMap((item, order) =>
    'str' in item && item.str.trim()
      ? [
          {
            str: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            fontSize: Math.hypot(item.transform[2] as number, item.transform[3] as number),
            order,
          },
        ]
      : [],
  );
}

/** The page's images as PNG files, largest first (a scan is one image covering the page). */
async function pageImages(page: Page): Promise<Uint8Array[]> {
  const { OPS } = await getResolvedPDFJS();
  const ops = await page.getOperatorList();
  const images: { png: Uint8Array; pixels: number }[] = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    if (ops.fnArray[i] !== OPS.paintImageXObject) continue;
    const key = ops.argsArray[i][0] as string;
    const objs = key.startsWith('g_') ? page.commonObjs : page.objs;
    const image = await new Promise<{ data?: Uint8ClampedArray; width: number; height: number } | null>((resolve) => objs.get(key, resolve));
    if (!image?.data || !image.width || !image.height) continue;
    const channels = image.data.length / (image.width * image.height);
    if (channels !== 1 && channels !== 3 && channels !== 4) continue;
    images.push({ png: encodePng(image.data, image.width, image.height, channels), pixels: image.width * image.height });
  }
  return images.sort((a, b) => b.pixels - a.pixels).map((i) => i.png);
}

export interface PdfText {
  /** Every page laid out like `pdftotext -layout`, pages apart by a form feed. */
  text: string;
  /** The same text as positioned lines (OCR'd pages as fixed-width text). */
  lines: Line[];
  pages: number;
  ocr: boolean;
}

/** The text of every page, and whether OCR read any page. */
export async function readPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfText> {
  const deadline = Date.now() + limits.timeoutMs;
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, maxImageSize: limits.maxImagePixels });
  try {
    if (pdf.numPages > limits.maxPages) throw new PdfLimitError(`The PDF has ${pdf.numPages} pages; at most ${limits.maxPages} can be read.`);
    const pages: string[] = [];
    const positioned: Line[] = [];
    let ocrPages = 0;
    let chars = 0;
    const requested = new Map<number, Promise<{ page: Page; words: StreamItem[] }>>();
    const request = (n: number) => {
      if (n > pdf.numPages || requested.has(n)) return;
      const read = pdf.getPage(n).then(async (page) => ({ page, words: await pageWords(page) }));
      read.catch(() => {}); // awaited in order below; one read ahead of a failure must not go unhandled
      requested.set(n, read);
    };
    for (let n = 1; n <= pdf.numPages; n++) {
      if (Date.now() > deadline) throw new PdfLimitError('Reading the PDF took too long.');
      for (let ahead = n; ahead <= n + PAGES_AHEAD; ahead++) request(ahead);
      const { page, words } = await requested.get(n)!;
      requested.delete(n);
      let lines = layoutPage(words);
      let scanned = false;
      if (words.reduce((sum, w) => sum + w.str.trim().length, 0) < SCAN_TEXT_CHARS) {
        const images = await pageImages(page);
        if (images.length > 0) {
          if (++ocrPages > limits.maxOcrPages) throw new PdfLimitError(`More than ${limits.maxOcrPages} pages are scans; upload the report as a text PDF.`);
          scanned = true;
          lines = [];
          for (const image of images) lines.push(...(await ocrImage(image, Math.max(1, deadline - Date.now()))));
        }
      }
      page.cleanup();
      const text = lines.join('\n');
      positioned.push(...(scanned ? linesFromText(text, n) : linesFromItems(words, n)));
      chars += text.length;
      if (chars > limits.maxChars) throw new PdfLimitError('The PDF holds more text than a credit report.');
      pages.push(text);
    }
    return { text: pages.join('\n\f'), lines: positioned, pages: pdf.numPages, ocr: ocrPages > 0 };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
