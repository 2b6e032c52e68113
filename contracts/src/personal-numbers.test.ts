import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import { findPersonalNumbers, maskedText, maskPersonalNumbers, withoutPersonalNumbers } from './personal-numbers';

describe('maskPersonalNumbers', () => {
  test('SSNs written with dashes, spaces or dots, or as 9 digits after words that say SSN, keep their last 4', () => {
    expect(maskPersonalNumbers('my SSN 219-09-9999 is on this account')).toBe('my SSN ***-**-9999 is on this account');
    expect(maskPersonalNumbers('ssn 219 09 9999')).toBe('ssn ***-**-9999');
    expect(maskPersonalNumbers('219.09.9999 is mine')).toBe('***-**-9999 is mine');
    expect(maskPersonalNumbers('Social Security number: 219099999.')).toBe('Social Security number: ***-**-9999.');
    expect(maskPersonalNumbers('SS# 219099999')).toBe('SS# ***-**-9999');
  });

  test('card numbers (13–19 digits passing Luhn, any grouping) and long account numbers keep their last 4', () => {
    expect(maskPersonalNumbers('charged on 4111 1111 1111 1111 twice')).toBe('charged on ****1111 twice');
    expect(maskPersonalNumbers('Amex 3782-822463-10005')).toBe('Amex ****0005');
    expect(maskPersonalNumbers('acct 000123456789 closed')).toBe('acct ****6789 closed');
    expect(maskPersonalNumbers('account number is 12345678')).toBe('account number is ****5678');
    expect(maskPersonalNumbers('Card #: 5555-4444-3333-2222')).toBe('Card #: ****2222');
  });

  test('phone numbers, ZIP+4, dates, amounts and short references are left as written', () => {
    const ordinary = 'Call 555-123-4567 or (555) 987-6543, ZIP 10001-1234, paid $1,250.00 on 01-15-2024, ref 48213, 9 digits 123456789';
    expect(findPersonalNumbers(ordinary)).toEqual([]);
    expect(maskPersonalNumbers(ordinary)).toBe(ordinary);
    // 16 digits failing Luhn and split in groups are not a card
    expect(maskPersonalNumbers('order 1234 5678 9012 3456')).toBe('order 1234 5678 9012 3456');
  });

  test('masking twice changes nothing more; every kind is named', () => {
    const once = maskPersonalNumbers('SSN 219-09-9999, card 4111111111111111, acct 9876543210123');
    expect(maskPersonalNumbers(once)).toBe(once);
    expect(findPersonalNumbers('SSN 219-09-9999, card 4111111111111111, acct 9876543210123').map((f) => f.kind)).toEqual(['ssn', 'card', 'account']);
  });
});

describe('schema helpers', () => {
  test('maskedText stores the masked text; withoutPersonalNumbers answers a clear message', () => {
    expect(maskedText(z.string().trim()).parse(' SSN 219-09-9999 ')).toBe('SSN ***-**-9999');
    const address = withoutPersonalNumbers(z.string(), 'Address');
    expect(address.parse('12 Main St Apt 4')).toBe('12 Main St Apt 4');
    const refused = address.safeParse('12 Main St 219-09-9999');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Address must not hold a Social Security, card or account number');
  });
});
