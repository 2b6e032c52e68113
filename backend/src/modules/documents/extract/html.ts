/**
 * A report page saved from a browser ("Save page as") → positioned lines, read with a real HTML parser and never
 * rendered: scripts, styles and hidden parts are skipped. A table row is a line with a cell per column (x is the
 * column, so values sit under their header's column); a block whose children are all simple blocks (a CSS grid
 * row of label and values) is a line with a cell per child; any other block is a line of its own.
 */
import { parse } from 'parse5';
import type { Cell, Line } from './positioned';

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

const SKIP = new Set(['head', 'script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'select', 'button', 'nav']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'ul',
  'caption',
  'br',
  'body',
  'html',
]); // prettier-ignore
const COLUMN = 100;

const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const hidden = (node: Node) =>
  attr(node, 'hidden') !== undefined || attr(node, 'aria-hidden') === 'true' || /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attr(node, 'style') ?? '');
const isBlock = (node: Node) => BLOCK.has(node.nodeName);
const elements = (node: Node) => (node.childNodes ?? []).filter((c) => c.tagName && !SKIP.has(c.nodeName) && !hidden(c));

/** The text of a node and its inline descendants (an image counts as its alt text). */
function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (!node.tagName || SKIP.has(node.nodeName) || hidden(node)) return '';
  if (node.nodeName === 'img') return ` ${attr(node, 'alt') ?? ''} `;
  if (node.nodeName === 'br') return ' ';
  const inner = (node.childNodes ?? []).map(textOf).join('');
  return isBlock(node) ? ` ${inner} ` : inner;
}
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const hasBlocks = (node: Node): boolean => elements(node).some((c) => isBlock(c) || hasBlocks(c));

export function linesFromHtml(html: string): Line[] {
  const lines: Line[] = [];
  let order = 0;
  let inline = '';
  const push = (cells: Cell[]) => {
    const kept = cells.filter((c) => c.text);
    if (kept.length) lines.push({ page: 1, y: lines.length, size: 1, cells: kept });
  };
  const flush = () => {
    const text = clean(inline);
    inline = '';
    if (text) push([{ text, x: 0, right: COLUMN - 10, order: order++ }]);
  };
  /** Cells side by side, one column each (colspan widens a cell). */
  const row = (cells: Node[]) => {
    let column = 0;
    push(
      cells.map((c) => {
        const span = Math.max(1, Number(attr(c, 'colspan')) || 1);
        const cell = { text: clean(textOf(c)), x: column * COLUMN, right: (column + span) * COLUMN - 10, order: order++ };
        column += span;
        return cell;
      }),
    );
  };
  const walk = (node: Node) => {
    if (node.nodeName === '#text') return void (inline += node.value ?? '');
    if (node.nodeName === '#document') return void (node.childNodes ?? []).forEach(walk);
    if (!node.tagName || SKIP.has(node.nodeName) || hidden(node)) return;
    if (node.nodeName === 'img') return void (inline += ` ${attr(node, 'alt') ?? ''} `);
    if (node.nodeName === 'br') return flush();
    if (node.nodeName === 'tr') {
      flush();
      return row(elements(node).filter((c) => c.nodeName === 'td' || c.nodeName === 'th'));
    }
    const children = elements(node);
    if (
      isBlock(node) &&
      children.length >= 2 &&
      children.every((c) => isBlock(c) && !hasBlocks(c)) &&
      !(node.childNodes ?? []).some((c) => c.nodeName === '#text' && clean(c.value ?? ''))
    ) {
      flush();
      return row(children);
    }
    if (isBlock(node)) flush();
    for (const child of node.childNodes ?? []) walk(child);
    if (isBlock(node)) flush();
  };
  walk(parse(html) as unknown as Node);
  flush();
  return lines;
}
