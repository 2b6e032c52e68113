import { describe, expect, test } from 'bun:test';
import { certifiedMailTrackingNumber, isValidUspsTrackingNumber, uspsCheckDigit } from '../src/modules/disputes/carrier';

/** Real-format USPS numbers whose check digits are right (published examples of the USPS formats). */
const KNOWN_GOOD = [
  '9400 1112 0108 0805 4830 16',
  '9361 2898 7870 0317 6337 95',
  '9505 5110 6960 5048 6006 24',
  '9101 1234 5678 9000 0000 13',
  '9405803699300124287899',
  '0307 1790 0005 2348 3741',
  '7112 3456 7891 2345 6787',
];

const randomSerial = () => Array.from({ length: 17 }, () => Math.floor(Math.random() * 10)).join('');

describe('USPS mod-10 check digit', () => {
  test.each(KNOWN_GOOD)('%s validates', (n) => {
    expect(isValidUspsTrackingNumber(n)).toBe(true);
  });

  test('weights 3, 1 from the right of the digits before the check digit', () => {
    // 9400111201080805483016: the digits before the 6, weighted 3,1,… from the right, sum to 94 → 6.
    expect(uspsCheckDigit('940011120108080548301')).toBe(6);
    expect(uspsCheckDigit('0307179000052348374')).toBe(1);
  });

  test('any one digit changed fails, in every position', () => {
    const good = KNOWN_GOOD[0]!.replace(/\s/g, '');
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        const changed = `${good.slice(0, i)}${d}${good.slice(i + 1)}`;
        expect(isValidUspsTrackingNumber(changed)).toBe(false);
      }
    }
  });

  test('20 to 22 digits only', () => {
    for (const length of [19, 20, 21, 22, 23]) {
      const body = '9'.repeat(length - 1);
      expect(isValidUspsTrackingNumber(`${body}${uspsCheckDigit(body)}`)).toBe(length >= 20 && length <= 22);
    }
  });

  test('letters and punctuation are not tracking numbers', () => {
    expect(isValidUspsTrackingNumber('9400-1112-0108-0805-4830-16')).toBe(false);
    expect(isValidUspsTrackingNumber('EA123456785US')).toBe(false);
    expect(isValidUspsTrackingNumber('')).toBe(false);
  });
});

describe('generated Certified Mail numbers', () => {
  test('are 22 digits of the Certified Mail form and pass the check', () => {
    for (let i = 0; i < 500; i++) {
      const n = certifiedMailTrackingNumber(randomSerial());
      expect(n).toMatch(/^9171\d{18}$/);
      expect(isValidUspsTrackingNumber(n)).toBe(true);
    }
  });

  test('a serial that is not 17 digits is refused', () => {
    expect(() => certifiedMailTrackingNumber('123')).toThrow();
    expect(() => certifiedMailTrackingNumber('1234567890123456x')).toThrow();
  });
});
