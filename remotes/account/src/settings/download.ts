import { ApiError } from '@finx/contracts/session';

/**
 * The archive of a data export (POST with the password, so it is a fetch, not a link), saved as a file. A refusal
 * is thrown as an ApiError, like the API client's.
 */
export async function downloadExport(exportId: number, currentPassword: string): Promise<void> {
  const res = await fetch(`/api/account/exports/${exportId}/download`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/zip, application/json' },
    body: JSON.stringify({ currentPassword }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `finx-data-${exportId}.zip`;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // after the click has handed the file to the browser
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
