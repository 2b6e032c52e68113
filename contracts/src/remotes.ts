/**
 * The seven Module Federation remotes and the manifest the server publishes at `/remotes.json`
 * (`{ "remotes": { "<name>": "<url of remoteEntry.js>" } }`). One list for the backend (manifest, CSP)
 * and the shell (loader). No zod here: the shell imports it on every page.
 */
export const REMOTE_NAMES = ['marketing', 'account', 'credit-dashboard', 'disputes', 'documents', 'billing', 'admin-webhooks'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/**
 * The id of the `<script type="application/json">` block in which the server also writes the manifest into
 * every HTML page, so the shell's first remote needs no /remotes.json round trip.
 */
export const MANIFEST_ELEMENT_ID = 'finx-remotes';

export interface RemotesManifest {
  remotes: Record<RemoteName, string>;
}

/** Where a remote's entry lives when it is served with the site (the default). */
export const defaultRemoteEntry = (name: RemoteName) => `/remotes/${name}/remoteEntry.js`;
