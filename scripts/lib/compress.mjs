// Pre-compression of what the server sends: `<file>.br` and `<file>.gz` beside every compressible file of a
// built dist/ (backend/src/platform/http/static-site.ts serves the best one the browser accepts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text formats worth compressing (source maps are not sent to visitors, so they are left alone). */
export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 256;

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile()) out.push(p);
  }
  return out;
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to each compressible file of `dir` that compresses to
 * less than its size, and removes stale ones whose source is gone. Returns { files, raw, br, gz } in bytes.
 */
export function compressDir(dir) {
  const stats = { files: 0, raw: 0, br: 0, gz: 0 };
  if (!fs.existsSync(dir)) return stats;
  const all = walk(dir);
  const present = new Set(all);
  for (const file of all) {
    if (/\.(br|gz)$/.test(file)) {
      if (!present.has(file.slice(0, -3))) fs.rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = zlib.gzipSync(data, { level: 9 });
    for (const [ext, out] of [
      ['.br', br],
      ['.gz', gz],
    ]) {
      if (out.length < data.length) fs.writeFileSync(file + ext, out);
      else fs.rmSync(file + ext, { force: true });
    }
    stats.files++;
    stats.raw += data.length;
    stats.br += Math.min(br.length, data.length);
    stats.gz += Math.min(gz.length, data.length);
  }
  return stats;
}
