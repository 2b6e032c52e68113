import { describe, expect, test } from 'bun:test';
import { formatCents, formatCentsFixed, formatDecimalDollars, formatDollars, formatDollarsFixed, formatWholeDollars } from './money';

describe('money as the pricing cards and statements show it', () => {
  test('plan prices: whole dollars without cents, cents when there are some, thousands grouped', () => {
    expect(formatCents(4900)).toBe('$49');
    expect(formatCents(850)).toBe('$8.50');
    expect(formatCents(1_100_000)).toBe('$11,000');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(0)).toBe('$0');
  });

  test('statement lines always show cents; a credit is signed before the dollar sign', () => {
    expect(formatCentsFixed(9900)).toBe('$99.00');
    expect(formatCentsFixed(5)).toBe('$0.05');
    expect(formatCentsFixed(100_000_01)).toBe('$100,000.01');
    expect(formatCentsFixed(-500)).toBe('-$5.00');
  });
});

describe('money given in dollars', () => {
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const amounts = [0, 5, 21.8, 1250, 1250.5, 18_000.4, 18_000.5, 999_999.99, 1_234_567.891, -42.5];

  test('as a report gives them: whole dollars, cents when there are some', () => {
    expect(formatDollars(1250)).toBe('$1,250');
    expect(formatDollars(1250.5)).toBe('$1,250.50');
    expect(formatDollars(2214.07)).toBe('$2,214.07');
  });

  test('with cents, and rounded to the dollar, exactly as the browsers’ currency format writes them', () => {
    for (const n of amounts) {
      expect(formatDollarsFixed(n)).toBe(usd.format(n));
      expect(formatWholeDollars(n)).toBe(wholeUsd.format(n));
    }
  });

  test('a stored decimal string of dollars always shows its cents', () => {
    expect(formatDecimalDollars('1250.50')).toBe('$1,250.50');
    expect(formatDecimalDollars('1250.5')).toBe('$1,250.50');
    expect(formatDecimalDollars('1250')).toBe('$1,250.00');
    expect(formatDecimalDollars('9999999999.99')).toBe('$9,999,999,999.99');
  });
});
