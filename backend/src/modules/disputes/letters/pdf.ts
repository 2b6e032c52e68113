import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { draftBlocks, type LetterBlock, letterBlocks } from './layout';
import type { Letter, OnlineDraft } from './types';

// US Letter in points, 1-inch margins, Helvetica 11 pt.
const PAGE = { width: 612, height: 792, margin: 72 } as const;
const FONT_SIZE = 11;
const LEADING = 15;
const FOOTER = { size: 9, y: 40 } as const;
/** Blocks up to this many lines (addresses, signature) are kept on one page. */
const KEEP_TOGETHER_LINES = 6;

interface Line {
  text: string;
  font: PDFFont;
}

/** The letter as a PDF ready to mail: business-letter layout, wrapped paragraphs, "Page n of m". */
export const letterPdf = (letter: Letter): Promise<Uint8Array> =>
  blocksPdf(letterBlocks(letter), { title: letter.subject, author: letter.from.name, date: letter.date });

/** A draft filed online (the CFPB complaint) as a PDF for the user's records, laid out as the letters are. */
export const draftPdf = (draft: OnlineDraft): Promise<Uint8Array> =>
  blocksPdf(draftBlocks(draft), { title: draft.title, author: draft.from.name, date: draft.date });

async function blocksPdf(blocks: LetterBlock[], meta: { title: string; author: string; date: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(safeText(meta.title, regular));
  doc.setAuthor(safeText(meta.author, regular));
  doc.setCreator('FinX');
  doc.setProducer('FinX');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);

  const pages = paginate(
    blocks.map((block) => wrapBlock(block, block.bold ? bold : regular)),
    (PAGE.height - 2 * PAGE.margin) / LEADING,
  );
  pages.forEach((lines, index) => {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    lines.forEach((line, n) => {
      if (line) page.drawText(line.text, { x: PAGE.margin, y: PAGE.height - PAGE.margin - FONT_SIZE - n * LEADING, size: FONT_SIZE, font: line.font });
    });
    drawFooter(page, regular, `Page ${index + 1} of ${pages.length}`);
  });
  return doc.save();
}

function drawFooter(page: PDFPage, font: PDFFont, text: string) {
  const width = font.widthOfTextAtSize(text, FOOTER.size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y: FOOTER.y, size: FOOTER.size, font });
}

/** Pages of lines (null = blank line); a blank line between blocks, short blocks never split. */
function paginate(blocks: Line[][], linesPerPage: number): (Line | null)[][] {
  const pages: (Line | null)[][] = [[]];
  for (const block of blocks) {
    let page = pages[pages.length - 1];
    const gap = page.length ? 1 : 0;
    if (page.length + gap + block.length > linesPerPage && block.length <= KEEP_TOGETHER_LINES && page.length) {
      page = [];
      pages.push(page);
    } else if (gap) page.push(null);
    for (const line of block) {
      if (page.length >= linesPerPage) {
        page = [];
        pages.push(page);
      }
      page.push(line);
    }
  }
  return pages;
}

function wrapBlock(block: LetterBlock, font: PDFFont): Line[] {
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  return block.lines.flatMap((raw) => wrapLine(safeText(raw, font), font, maxWidth).map((text) => ({ text, font })));
}

function wrapLine(text: string, font: PDFFont, maxWidth: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, FONT_SIZE) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    // a single word wider than the line (a long URL) is cut where it must be
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

const encodable = new Map<string, boolean>();

/** Helvetica's standard encoding (WinAnsi) lacks most of Unicode: such characters print as '?', never throw. */
function safeText(text: string, font: PDFFont): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/[\t\r\n]/g, ' ')) {
    let ok = encodable.get(ch);
    if (ok === undefined) {
      try {
        font.encodeText(ch);
        ok = !/\p{Cc}/u.test(ch);
      } catch {
        ok = false;
      }
      encodable.set(ch, ok);
    }
    out += ok ? ch : '?';
  }
  return out;
}
