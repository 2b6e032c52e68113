/** Turns a layout's Rendered into the bytes of a file: HTML printed to PDF by Chromium for 'pdf', UTF-8 text otherwise. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { Rendered } from './truth';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Waits for Chromium to appear (it may still be installing), up to `seconds`. */
async function waitForChromium(seconds: number): Promise<string> {
  const path = chromiumPath();
  for (let waited = 0; !existsSync(path); waited += 5) {
    if (waited >= seconds) throw new Error(`Chromium not found at ${path} (set CHROMIUM_PATH)`);
    if (waited === 0) console.error(`waiting for Chromium at ${path}…`);
    await Bun.sleep(5000);
  }
  return path;
}

/** Chromium stamps the print time in the PDF: a fixed stamp of the same length keeps builds identical (and offsets valid). */
function fixPdfDates(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const fixed = text.replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, key: string) => `/${key} (D:20250101000000`);
  return new Uint8Array(Buffer.from(fixed, 'latin1'));
}

/** Renders files; one browser serves the whole build and starts only when a PDF is first asked for. */
export class Renderer {
  private browser: Promise<Browser> | null = null;

  async render(rendered: Rendered): Promise<Uint8Array> {
    if (rendered.kind !== 'pdf') return new TextEncoder().encode(rendered.content);
    const browser = await (this.browser ??= waitForChromium(600).then((executablePath) => chromium.launch({ executablePath, args: CHROMIUM_ARGS })));
    const page = await browser.newPage();
    try {
      await page.setContent(rendered.content, { waitUntil: 'load' });
      return fixPdfDates(new Uint8Array(await page.pdf({ format: 'Letter', printBackground: true })));
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    if (this.browser) await (await this.browser).close();
    this.browser = null;
  }
}
