/** Which files an upload takes (spec part 2 §5, §9): the kinds of file of each document type and the 10 MB limit. */
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_FILE_KINDS,
  INVALID_DOCUMENT_FILES,
  INVALID_REPORT_FILES,
  MAX_UPLOAD_BYTES,
  REPORT_ACCEPT,
  REPORT_FILE_KINDS,
  type DocumentType,
} from '@finx/contracts';

/** What one kind of upload accepts, and the spec's words when a file is refused. */
export type FileRule = {
  kinds: readonly string[];
  /** The file picker's `accept`. */
  accept: string;
  /** The spec's message for refused files. */
  invalidMessage: string;
  /** The kinds in words, for the drop zone's hint, e.g. 'PDF, TXT, CSV or JSON'. */
  kindsText: string;
};

const words = (kinds: readonly string[]) => {
  const upper = kinds.filter((k) => k !== 'jpeg').map((k) => k.toUpperCase());
  return `${upper.slice(0, -1).join(', ')} or ${upper[upper.length - 1]}`;
};

export const REPORT_RULE: FileRule = {
  kinds: REPORT_FILE_KINDS,
  accept: REPORT_ACCEPT,
  invalidMessage: INVALID_REPORT_FILES,
  kindsText: words(REPORT_FILE_KINDS),
};
export const DOCUMENT_RULE: FileRule = {
  kinds: DOCUMENT_FILE_KINDS,
  accept: DOCUMENT_ACCEPT,
  invalidMessage: INVALID_DOCUMENT_FILES,
  kindsText: words(DOCUMENT_FILE_KINDS),
};

/** A credit report is read as a report (PDF, TXT, CSV, JSON); an ID or a proof of address as a document (PDF, TXT, JPG, PNG). */
export const ruleFor = (type: DocumentType): FileRule => (type === 'credit_report' ? REPORT_RULE : DOCUMENT_RULE);

const MIME_KINDS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/json': 'json',
  'text/html': 'html',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The file's kind by its type or its extension (spec: "by type or extension"); the server checks the content again. */
function kindOf(file: File): string[] {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return [MIME_KINDS[file.type], ext].filter((k): k is string => !!k);
}

/** Why a file is refused, or null when it is taken. */
export function refusal(file: File, rule: FileRule): string | null {
  if (!kindOf(file).some((k) => rule.kinds.includes(k))) return `not a ${rule.kindsText} file`;
  if (file.size > MAX_UPLOAD_BYTES) return 'larger than 10 MB';
  if (file.size === 0) return 'empty';
  return null;
}

/** The files taken and, for each refused one, why. */
export function checkFiles(files: File[], rule: FileRule) {
  const accepted: File[] = [];
  const refused: { name: string; reason: string }[] = [];
  for (const file of files) {
    const reason = refusal(file, rule);
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Same file picked twice (name, size and date). */
export const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** 1572864 → '1.50 MB'; under 0.01 MB → '0.01 MB'. */
export const megabytes = (bytes: number) => `${Math.max(bytes / 1_048_576, bytes > 0 ? 0.01 : 0).toFixed(2)} MB`;
