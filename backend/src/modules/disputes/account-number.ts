/**
 * '****1234': the last 4 letters/digits of an account number (spaces and dashes ignored), null when it has
 * none. Only this is stored, logged or returned; the full number stays in the request.
 */
export function maskAccountNumber(accountNumber: string | undefined): string | null {
  const chars = (accountNumber ?? '').replace(/[^A-Za-z0-9]/g, '');
  return chars ? `****${chars.slice(-4)}` : null;
}
