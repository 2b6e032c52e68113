/**
 * Module Federation container names must be identifiers: `credit-dashboard` → `credit_dashboard`.
 * Pure (no Node imports): used by the remotes' build config and by the shell at run time.
 */
export function federationName(remoteKey: string): string {
  return remoteKey.replace(/[^a-zA-Z0-9_]/g, '_');
}
