#!/usr/bin/env bun
/**
 * Pre-renders the public marketing pages (/, /landing, /about, /contact, /privacy, /terms, /help) into
 * dist/prerendered/<page>.html — the last step of `bun run build`, after the client build (dist/index.html)
 * and the server build of src/prerender/render.tsx (vite.prerender.config.ts). Each page is the shell's
 * index.html with:
 *   - the rendered markup in #root (marked data-prerendered: main.tsx loads the screen before its first render,
 *     which then replaces the markup with the same markup),
 *   - the page's <title> and <meta name="description">,
 *   - the marketing remote's stylesheet, a preload of the Inter font, and modulepreloads of the remote's entry
 *     and of the chunks of the page's exposed module (from remotes/marketing/dist/.vite/manifest.json), so
 *     nothing waits for the federation runtime to discover them,
 *   - the app's JavaScript started once the content has been painted (src/prerender/start.js, copied to
 *     dist/assets/start-<hash>.js, reads the entry and the modules to preload from a JSON data block): the page
 *     is readable without it, so on a slow link the stylesheets and the font get the bandwidth first,
 *   - #root marked aria-disabled until the app has taken over (main.tsx removes it): the pre-rendered controls
 *     are not operable yet, and tools that wait for enabled controls (Playwright) wait for the app.
 * dist/prerendered/pages.json lists them; the server (backend static-site.ts) sends them for those paths when
 * the marketing remote is served with the site, and adds the remote manifest to every page.
 * The shell's package.json lists @finx/remote-marketing as a dependency so the remote is built first and a
 * change to it rebuilds the shell.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRemoteEntry } from '@finx/contracts/remotes';
import { minifySync } from 'vite';

const SHELL = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(SHELL, 'dist');
const OUT = path.join(DIST, 'prerendered');
const SERVER_BUILD = path.join(SHELL, 'node_modules', '.finx-prerender', 'render.js');
const REMOTE = 'marketing' as const;
const REMOTE_DIST = path.join(SHELL, '..', 'remotes', REMOTE, 'dist');
const REMOTE_BASE = `${path.posix.dirname(defaultRemoteEntry(REMOTE))}/`; // /remotes/marketing/

type ViteChunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Rendered = { html: string; title: string; description: string };
type ServerBuild = {
  PAGES: { path: string; remote: string; module: string }[];
  EXPOSES: Record<string, string>;
  renderPage: (path: string) => Rendered;
};

const fail = (message: string): never => {
  console.error(`prerender: ${message}`);
  process.exit(1);
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

if (!existsSync(SERVER_BUILD)) fail(`${path.relative(SHELL, SERVER_BUILD)} is missing (vite build --config vite.prerender.config.ts)`);
const manifestFile = path.join(REMOTE_DIST, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) fail(`${path.relative(SHELL, manifestFile)} is missing: build remotes/${REMOTE} first`);
const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ViteChunk>;
const build = (await import(SERVER_BUILD)) as ServerBuild;

/** Files (relative to the remote's dist) a module needs: its chunk, static imports, and their CSS. */
function chunksOf(keys: string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = viteManifest[key] ?? fail(`remotes/${REMOTE}: no chunk ${key} in .vite/manifest.json`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const entryKey = Object.keys(viteManifest).find((k) => viteManifest[k]!.file === 'remoteEntry.js') ?? fail('no remoteEntry.js chunk');
// What the entry imports at once when the runtime initialises it: its shared-import map.
const entryDynamic = (viteManifest[entryKey]!.dynamicImports ?? []).filter((k) => /localSharedImportMap/.test(k));

const font = readdirSync(path.join(DIST, 'assets')).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));

// The shell's own entry script and module preloads (Vite's), taken out of the head: start.js adds them.
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const shellEntry = ENTRY_SCRIPT.exec(template)?.[1] ?? fail('shell/dist/index.html has no <script type="module" src>');
const shellPreloads = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
const pageTemplate = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
const startSource = minifySync('start.js', readFileSync(path.join(SHELL, 'src', 'prerender', 'start.js'), 'utf8')).code;
const startFile = `assets/start-${createHash('sha256').update(startSource).digest('base64url').slice(0, 8)}.js`;
writeFileSync(path.join(DIST, startFile), startSource);
/** JSON inside a <script> data block: `<` escaped so nothing can close the element. */
const dataBlock = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const pages: { path: string; file: string; remote: string }[] = [];
for (const page of build.PAGES) {
  const source = build.EXPOSES[page.module] ?? fail(`remotes/${REMOTE} does not expose ${page.module}`);
  const moduleKey = source.replace(/^\.\//, '');
  const { js, css } = chunksOf([entryKey, ...entryDynamic, moduleKey]);
  const { html, title, description } = build.renderPage(page.path);

  const links = [
    ...css.map((f) => `<link rel="stylesheet" crossorigin href="${REMOTE_BASE}${f}">`),
    ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${font}">`] : []),
    dataBlock('finx-start', { entry: shellEntry, preload: [...shellPreloads, ...js.map((f) => `${REMOTE_BASE}${f}`)] }),
    `<script defer src="/${startFile}"></script>`,
  ].join('\n    ');
  let out = pageTemplate;
  const replace = (pattern: RegExp, by: string, what: string) => {
    if (!pattern.test(out)) fail(`shell/dist/index.html has no ${what}`);
    out = out.replace(pattern, () => by);
  };
  replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`, '<title>');
  replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`, 'meta description');
  replace(/<div id="root"><\/div>/, `<div id="root" data-prerendered aria-disabled="true">${html}</div>`, 'empty <div id="root">');
  replace(/<\/head>/, `  ${links}\n  </head>`, '</head>');
  const file = `${page.path === '/' ? 'index' : page.path.slice(1).replace(/\//g, '_')}.html`;
  writeFileSync(path.join(OUT, file), out);
  pages.push({ path: page.path, file, remote: page.remote });
}
writeFileSync(path.join(OUT, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(`prerendered ${pages.length} pages: ${pages.map((p) => p.path).join(' ')}`);
