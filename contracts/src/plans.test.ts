import { describe, expect, test } from 'bun:test';
import { formatCents, formatMoney } from './plans';

describe('money as the pricing cards and statements show it', () => {
  test('plan prices: whole dollars without cents, cents when there are some, thousands grouped', () => {
    expect(formatCents(4900)).toBe('$49');
    expect(formatCents(850)).toBe('$8.50');
    expect(formatCents(1_100_000)).toBe('$11,000');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(0)).toBe('$0');
  });

  test('statement lines always show cents; a credit is signed before the dollar sign', () => {
    expect(formatMoney(9900)).toBe('$99.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100_000_01)).toBe('$100,000.01');
    expect(formatMoney(-500)).toBe('-$5.00');
  });
});
