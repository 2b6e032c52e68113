const MAX_NAME = 120;

/**
 * The name a user's file is shown and downloaded under: the last path segment, letters, digits, spaces and
 * . _ - ( ) only (anything else becomes _), at most 120 characters with its extension kept. Never a storage key.
 */
export function safeFileName(raw: string | undefined, fallback = 'document'): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_{2,}/g, '_')
    .replace(/^[ .]+|[ .]+$/g, '');
  if (!name) return fallback;
  if (name.length > MAX_NAME) {
    const ext = /\.[\p{L}\p{N}]{1,8}$/u.exec(name)?.[0] ?? '';
    name = name.slice(0, MAX_NAME - ext.length).trimEnd() + ext;
  }
  return name;
}

/** `attachment` with an ASCII filename and the UTF-8 one (RFC 6266 / 5987): the file is always downloaded, never shown. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
