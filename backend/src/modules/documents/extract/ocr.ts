/** OCR with tesseract.js and the English data shipped in npm @tesseract.js-data/eng (nothing is downloaded):
 * one worker, started on first use and kept warm; each image → its words at their positions, laid out like a
 * PDF page's text. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { layoutPage, type PlacedText } from './layout';

const require = createRequire(import.meta.url);
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Gap in characters (of the word boxes' average width) between columns of an OCR'd page. */
const OCR_COLUMN_GAP = 3;

let worker: Promise<Worker> | null = null;
const started = () =>
  (worker ??= createWorker('eng', 1, {
    langPath: LANG_PATH,
    gzip: true,
    // the data is read from the package each start; no cache file is written or read
    cacheMethod: 'none',
    logger: () => {},
    errorHandler: () => {},
  }).catch((error: unknown) => {
    worker = null;
    throw error;
  }));

/** Stops the worker (tests, shutdown); the next OCR starts a new one. */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

/** The text lines of one encoded image (PNG/JPEG bytes), or a timeout error after `timeoutMs` (the worker is
 * then stopped so a stuck recognition does not block the next one). */
export async function ocrImage(image: Uint8Array, timeoutMs: number): Promise<string[]> {
  const ocr = await started();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void stopOcr();
      reject(new Error('OCR timed out'));
    }, timeoutMs);
  });
  try {
    // always a Buffer: tesseract.js treats a string as a path or URL to fetch
    const { data } = await Promise.race([ocr.recognize(Buffer.from(image), {}, { blocks: true, text: false }), timeout]);
    const words: PlacedText[] = [];
    for (const block of data.blocks ?? []) {
      for (const paragraph of block.paragraphs) {
        for (const line of paragraph.lines) {
          const height = line.bbox.y1 - line.bbox.y0;
          for (const word of line.words) {
            words.push({ str: word.text, x: word.bbox.x0, y: -line.bbox.y1, width: word.bbox.x1 - word.bbox.x0, fontSize: height });
          }
        }
      }
    }
    return layoutPage(words, OCR_COLUMN_GAP);
  } finally {
    clearTimeout(timer);
  }
}
