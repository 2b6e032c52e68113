import type { FileKind } from '../document.entity';

/** Why a file was refused; the upload answers 415 with the spec's message and this reason. */
export class RefusedFile extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'RefusedFile';
  }
}

const MAGIC: [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];
const HEAD_BYTES = 8;

/** What each extension must hold; a name without an extension is judged by its content alone. */
const EXTENSION_KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  txt: 'txt',
  text: 'txt',
  csv: 'csv',
  json: 'json',
  html: 'html',
  htm: 'html',
  jpg: 'jpg',
  jpeg: 'jpeg',
  png: 'png',
};
const TEXT_KINDS: readonly FileKind[] = ['txt', 'csv', 'json', 'html'];
const LABEL: Record<FileKind, string> = {
  pdf: 'a PDF',
  txt: 'a text file',
  csv: 'a CSV file',
  json: 'a JSON file',
  html: 'a saved web page',
  jpg: 'a JPEG image',
  jpeg: 'a JPEG image',
  png: 'a PNG image',
};

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? null;
/** jpg and jpeg are one kind of content. */
const family = (k: FileKind) => (k === 'jpeg' ? 'jpg' : k);
/** Control characters no text file holds (tab, line and page breaks, escape are fine). */
const isBinaryByte = (b: number) => b < 0x20 && (b < 0x09 || b > 0x0d) && b !== 0x1b;

/**
 * Checks a file's real content while it streams in: the magic numbers of PDF, JPEG and PNG, or else that every
 * byte is UTF-8 text (and JSON parses). The extension must agree with the content — a zip or anything else
 * named .pdf is refused — and the kind must be one the upload accepts. push() and finish() throw RefusedFile.
 */
export class ContentCheck {
  private head = new Uint8Array(0);
  private kind: FileKind | null = null;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text = '';
  private keepText = false;
  private size = 0;
  private readonly expected: FileKind | undefined;

  constructor(
    private readonly fileName: string,
    private readonly accepted: readonly FileKind[],
  ) {
    const ext = extensionOf(fileName);
    this.expected = ext ? EXTENSION_KINDS[ext] : undefined;
    if (ext && !this.expected) throw new RefusedFile(`${fileName}: .${ext} files are not accepted`);
    if (this.expected) this.mustBeAccepted(this.expected);
  }

  push(chunk: Uint8Array) {
    this.size += chunk.byteLength;
    if (this.kind === null) {
      const head = new Uint8Array(this.head.byteLength + chunk.byteLength);
      head.set(this.head);
      head.set(chunk, this.head.byteLength);
      this.head = head;
      if (head.byteLength < HEAD_BYTES) return;
      this.decide();
      chunk = head;
    }
    if (TEXT_KINDS.includes(this.kind!)) this.readText(chunk, true);
  }

  /** The file's kind, once every byte has been seen. */
  finish(): FileKind {
    if (this.size === 0) throw new RefusedFile(`${this.fileName} is empty`);
    if (this.kind === null) {
      this.decide();
      if (TEXT_KINDS.includes(this.kind!)) this.readText(this.head, true);
    }
    if (!TEXT_KINDS.includes(this.kind!)) return this.kind!;
    this.readText(new Uint8Array(0), false);
    const json = this.keepText ? parsesAsJson(this.text) : false;
    if (this.kind === 'json' && !json) throw new RefusedFile(`${this.fileName} is not valid JSON`);
    if (!this.expected && json && this.accepted.includes('json')) this.kind = 'json';
    return this.kind!;
  }

  private decide() {
    const magic = MAGIC.find(([, bytes]) => bytes.every((b, i) => this.head[i] === b))?.[0];
    const fromContent: FileKind = magic === 'jpg' && this.expected === 'jpeg' ? 'jpeg' : (magic ?? this.expected ?? 'txt');
    if (this.expected && family(fromContent) !== family(this.expected)) throw new RefusedFile(`${this.fileName} is not ${LABEL[this.expected]}`);
    if (!magic && this.expected && !TEXT_KINDS.includes(this.expected)) throw new RefusedFile(`${this.fileName} is not ${LABEL[this.expected]}`);
    this.mustBeAccepted(fromContent);
    this.kind = fromContent;
    this.keepText = this.kind === 'json' || (!this.expected && /^(\xEF\xBB\xBF)?\s*[[{]/.test(String.fromCharCode(...this.head)));
  }

  private mustBeAccepted(kind: FileKind) {
    if (!this.accepted.some((k) => family(k) === family(kind))) throw new RefusedFile(`${this.fileName}: ${LABEL[kind]} is not accepted here`);
  }

  private readText(chunk: Uint8Array, stream: boolean) {
    if (chunk.some(isBinaryByte)) throw new RefusedFile(`${this.fileName} is not a text file`);
    let decoded: string;
    try {
      decoded = this.decoder.decode(chunk, { stream });
    } catch {
      throw new RefusedFile(`${this.fileName} is not UTF-8 text`);
    }
    if (this.keepText) this.text += decoded;
  }
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}
