import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@finx/contracts';
import busboy from 'busboy';
import type { Request, Response } from 'express';
import { AppError } from '../../../platform/app-error';
import { newStorageKey, type ObjectStorage } from '../../../platform/storage';
import type { FileKind } from '../document.entity';
import { ContentCheck, RefusedFile } from './file-kind';
import { safeFileName } from './file-name';

/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

export interface ReceivedFile {
  field: string;
  fileName: string;
  kind: FileKind;
  size: number;
  sha256: string;
  storageKey: string;
}

export interface Received {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface UploadRules {
  storage: ObjectStorage;
  /** Where the objects go, e.g. 'documents/42'. */
  keyPrefix: string;
  /** The file fields, e.g. /^creditReport_\d+$/. */
  fileField: RegExp;
  /** Kinds accepted while streaming (checkFields may narrow them once every field is known). */
  accepted: readonly FileKind[];
  /** The spec's message for a refused file (415, 413). */
  invalidMessage: string;
  /** Bytes and files the user's quota still allows (429 above). */
  quota: { bytes: number; files: number; message: string };
  /** Called for each field as it arrives (to refuse early) and with everything at the end; throws AppError. */
  checkField?: (name: string, value: string) => void;
  checkAll?: (received: Received) => void;
  /** Per-file limit (the spec's 10 MB; tests may lower it). */
  maxBytes?: number;
}

/**
 * Reads a multipart upload, streaming each file into storage under a fresh key while counting its bytes,
 * hashing it and checking its content. All or nothing: any refused file (too big, wrong content, empty, over
 * quota, a bad field) stops reading the request at once, removes every object this request stored, and
 * rejects with the AppError to answer; the connection is then closed (Connection: close) instead of reading
 * the rest of an oversized body.
 */
export function receiveUpload(req: Request, res: Response, rules: UploadRules): Promise<Received> {
  const maxBytes = rules.maxBytes ?? MAX_UPLOAD_BYTES;
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      // Browsers send a file name as raw UTF-8 bytes; busboy would read them as latin1 ('RÃ©sumÃ©').
      bb = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 20 },
      });
    } catch {
      reject(new AppError('invalid_input', 'Send the files as multipart/form-data'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const writes: Promise<unknown>[] = [];
    const streaming = new Set<Readable>();
    let failure: AppError | null = null;
    let bytes = 0;
    let started = 0;

    const settle = async () => {
      await Promise.allSettled(writes);
      if (!failure) {
        try {
          rules.checkAll?.({ fields, files });
          resolve({ fields, files });
          return;
        } catch (err) {
          failure = asAppError(err, rules.invalidMessage);
        }
      }
      await Promise.allSettled(files.map((f) => rules.storage.delete(f.storageKey)));
      reject(failure);
    };

    const fail = (err: unknown) => {
      if (failure) return;
      failure = asAppError(err, rules.invalidMessage);
      // Stop reading: nothing more of this request goes anywhere, and the connection closes after the answer.
      req.unpipe(bb);
      res.setHeader('Connection', 'close');
      for (const s of streaming) s.destroy(new Error('upload refused'));
      void settle();
    };

    bb.on('field', (name, value, info) => {
      if (failure) return;
      if (info.valueTruncated) return fail(new AppError('invalid_input', `The field ${safeFileName(name, 'field')} is too long`));
      fields[name] = value;
      try {
        rules.checkField?.(name, value);
      } catch (err) {
        fail(err);
      }
    });

    bb.on('file', (field, stream, info) => {
      if (failure) return void stream.resume();
      // Browsers escape " CR LF in a multipart file name as %22 %0D %0A (HTML form-data encoding).
      const fileName = safeFileName(info.filename?.replace(/%22/g, '"').replace(/%0[DA]/gi, ' '));
      let check: ContentCheck;
      try {
        if (!rules.fileField.test(field)) throw new AppError('invalid_input', `Unexpected file field "${safeFileName(field, 'field')}"`);
        if (++started > rules.quota.files) throw new AppError('quota_exceeded', rules.quota.message);
        check = new ContentCheck(fileName, rules.accepted);
      } catch (err) {
        stream.resume();
        return fail(err);
      }
      const storageKey = newStorageKey(rules.keyPrefix);
      const hash = createHash('sha256');
      let size = 0;
      let kind: FileKind | null = null;
      streaming.add(stream);
      stream.on('error', () => undefined); // destroyed when the upload is refused; the write reports it
      const tooLarge = () => new AppError('too_large', `${rules.invalidMessage} (${fileName} is larger than 10 MB)`);
      // busboy stops at maxBytes + 1: one byte over is enough to know.
      stream.on('limit', () => fail(tooLarge()));
      async function* checked() {
        for await (const chunk of stream as AsyncIterable<Uint8Array>) {
          size += chunk.byteLength;
          bytes += chunk.byteLength;
          if (size > maxBytes) throw tooLarge();
          if (bytes > rules.quota.bytes) throw new AppError('quota_exceeded', rules.quota.message);
          check.push(chunk);
          hash.update(chunk);
          yield chunk;
        }
        if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
        kind = check.finish();
      }
      writes.push(
        rules.storage.put(storageKey, checked()).then(
          () => {
            streaming.delete(stream);
            files.push({ field, fileName, kind: kind!, size, sha256: hash.digest('hex'), storageKey });
          },
          (err) => {
            streaming.delete(stream);
            fail(err);
          },
        ),
      );
    });

    bb.on('filesLimit', () => fail(new AppError('invalid_input', `At most ${MAX_FILES_PER_UPLOAD} files per upload`)));
    bb.on('fieldsLimit', () => fail(new AppError('invalid_input', 'Too many fields in the upload')));
    bb.on('partsLimit', () => fail(new AppError('invalid_input', 'Too many parts in the upload')));
    bb.on('error', () => fail(new AppError('invalid_input', 'The upload could not be read (malformed multipart body)')));
    bb.on('close', () => {
      if (!failure) void settle();
    });
    req.on('aborted', () => fail(new AppError('invalid_input', 'The upload was interrupted')));
    req.pipe(bb);
  });
}

/** Refused content → 415 with the spec's message; an AppError as it is; anything else (storage down) rethrown as is. */
function asAppError(err: unknown, invalidMessage: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof RefusedFile) return new AppError('unsupported_type', `${invalidMessage} (${err.reason})`);
  return Object.assign(new AppError('internal', 'The upload could not be stored'), { cause: err });
}
