/**
 * USPS tracking numbers: 20 to 22 digits whose last digit is the USPS mod-10 check digit (Publication 199):
 * from the right, excluding the check digit, the digits are weighted 3, 1, 3, 1, …; the check digit brings
 * the weighted sum up to the next multiple of 10.
 */

const DIGITS = /^\d{20,22}$/;

/** The check digit of the digits before it. */
export function uspsCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Digits only: spaces as printed on a receipt ('9171 9690 …') are allowed. */
export const normalizeTrackingNumber = (raw: string) => raw.replace(/\s+/g, '');

export function isValidUspsTrackingNumber(raw: string): boolean {
  const n = normalizeTrackingNumber(raw);
  if (!DIGITS.test(n)) return false;
  return uspsCheckDigit(n.slice(0, -1)) === Number(n[n.length - 1]);
}

/**
 * A 22-digit number of the USPS Certified Mail form: application identifier 91, service type 71 (Certified
 * Mail), then `serial` (17 digits) and the check digit.
 */
export function certifiedMailTrackingNumber(serial: string): string {
  if (!/^\d{17}$/.test(serial)) throw new Error('A certified mail serial is 17 digits');
  const body = `9171${serial}`;
  return `${body}${uspsCheckDigit(body)}`;
}
