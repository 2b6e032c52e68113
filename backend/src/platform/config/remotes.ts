import type { RemotesManifest } from '@finx/contracts/remotes';
import type { Remote } from './load-config';

/** Origins (scheme://host:port) of remotes hosted elsewhere; same-origin paths contribute none. */
export function remoteOrigins(remotes: Remote[]): string[] {
  const origins = new Set<string>();
  for (const r of remotes) if (!r.url.startsWith('/')) origins.add(new URL(r.url).origin);
  return [...origins];
}

/** The `/remotes.json` manifest: `{ remotes: { marketing: url, ... } }`. */
export function remotesManifest(remotes: Remote[]): RemotesManifest {
  return { remotes: Object.fromEntries(remotes.map((r) => [r.name, r.url])) as RemotesManifest['remotes'] };
}
