import { defaultRemoteEntry, MANIFEST_ELEMENT_ID, REMOTES_MANIFEST_PATH } from '@finx/contracts/remotes';
import { REMOTE_KEYS, type RemoteKey } from '../app/routes';

/** Where each remote's `remoteEntry.js` lives, read at run time from `/remotes.json`. */
export type RemoteManifest = Record<RemoteKey, string>;

export const MANIFEST_URL = REMOTES_MANIFEST_PATH;

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export const defaultEntry = defaultRemoteEntry;

/**
 * Parses `{ "remotes": { "<name>": "<url of remoteEntry.js>" } }`.
 * Relative URLs resolve against `baseUrl` (the page). A remote the manifest leaves out gets the
 * same-origin default; unknown names are ignored; a malformed document or entry is an error.
 */
export function parseManifest(json: unknown, baseUrl: string): RemoteManifest {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new ManifestError('remotes.json is not a JSON object');
  }
  const remotes = (json as { remotes?: unknown }).remotes;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new ManifestError('remotes.json has no "remotes" object');
  }
  const out = {} as RemoteManifest;
  for (const key of REMOTE_KEYS) {
    const value = (remotes as Record<string, unknown>)[key];
    if (value === undefined) {
      out[key] = new URL(defaultEntry(key), baseUrl).href;
      continue;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      throw new ManifestError(`remotes.json: "${key}" must be a URL string`);
    }
    let url: URL;
    try {
      url = new URL(value.trim(), baseUrl);
    } catch {
      throw new ManifestError(`remotes.json: "${key}" is not a valid URL: ${value}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ManifestError(`remotes.json: "${key}" must be an http(s) URL`);
    }
    out[key] = url.href;
  }
  return out;
}

/**
 * The manifest the server wrote into the page (`<script type="application/json" id="finx-remotes">`), so
 * the first remote needs no /remotes.json round trip; null when the page has none or it is unreadable.
 */
export function embeddedManifest(doc: Document = document, baseUrl = window.location.href): RemoteManifest | null {
  const text = doc.getElementById(MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return parseManifest(JSON.parse(text), baseUrl);
  } catch {
    return null;
  }
}

/** Fetches and parses the manifest. Errors carry the spec's "status: body" style message. */
export async function fetchManifest(fetchImpl: typeof fetch = fetch, baseUrl = window.location.href): Promise<RemoteManifest> {
  let res: Response;
  try {
    res = await fetchImpl(MANIFEST_URL, { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
  } catch (e) {
    throw new ManifestError(`Couldn't reach ${MANIFEST_URL}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!res.ok) {
    const body = (await res.text().catch(() => '')).slice(0, 200);
    throw new ManifestError(`${MANIFEST_URL} answered ${res.status}: ${body || res.statusText}`);
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ManifestError(`${MANIFEST_URL} is not valid JSON`);
  }
  return parseManifest(json, baseUrl);
}
