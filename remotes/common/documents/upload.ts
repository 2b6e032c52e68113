/**
 * Multipart uploads with real progress: XMLHttpRequest reports the bytes sent (`upload.onprogress`), which
 * fetch cannot. Answers follow the API client's rules: cookies go along, JSON comes back, and any non-2xx
 * answer is thrown as an ApiError ("<status>: <body>").
 */
import { ApiError } from '@finx/contracts';

/** The spec's upload progress (part 2 §4, §9): 10 at start, 100 on success, 0 on failure. */
export const PROGRESS_START = 10;
export const PROGRESS_DONE = 100;
export const PROGRESS_FAILED = 0;
/** The bar shows only strictly between 0 and 100. */
export const progressShown = (p: number) => p > PROGRESS_FAILED && p < PROGRESS_DONE;

/**
 * Bytes sent, mapped between the spec's 10 and 100. The last step to 100 is the server's answer, so the bytes
 * alone reach 99 at most (the file is sent but not yet stored).
 */
export const progressOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(PROGRESS_DONE - 1, Math.round(PROGRESS_START + ((PROGRESS_DONE - PROGRESS_START) * loaded) / total)) : PROGRESS_START;

/** POSTs the form to `path`; `onProgress` gets each new percentage (10…99) while the bytes go out. */
export function postMultipart<T>(path: string, form: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(progressOf(e.loaded, e.total));
    };
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, text, xhr.statusText));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        reject(new ApiError(xhr.status, text, 'The answer was not JSON'));
      }
    };
    // the connection failed (or the server cut the upload off before answering)
    xhr.onerror = () => reject(new Error('The upload was interrupted. Check your connection and try again.'));
    xhr.onabort = () => reject(new Error('The upload was cancelled.'));
    xhr.send(form);
  });
}
