/**
 * Money as FinX writes it ('$1,234.50'), one formatter per unit and style: the name says what the number is
 * (cents, dollars, a decimal string of dollars), so an amount is never read in the wrong unit.
 */

type Decimals = 'always' | 'when-any' | 'none';

/**
 * '$1,234.50' from 123450 cents, by integer arithmetic: the first toLocaleString / Intl call of a page loads
 * the locale data (≈ 40 ms of main thread on a phone), and the pricing cards are on the landing page.
 * A negative amount (a credit) is signed before the dollar sign; halves round away from zero, as Intl does.
 */
function dollarsText(cents: number, decimals: Decimals): string {
  const exact = Math.round(Math.abs(cents));
  const whole = decimals === 'none' ? Math.round(exact / 100) * 100 : exact;
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = whole % 100;
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}${decimals === 'always' || rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** Whole dollars when there are no cents, as a price reads (4900 → '$49'), dollars and cents otherwise (850 → '$8.50'). */
export const formatCents = (cents: number): string => dollarsText(cents, 'when-any');

/** Always with cents, as a statement line shows money (9900 → '$99.00'). */
export const formatCentsFixed = (cents: number): string => dollarsText(cents, 'always');

/** Dollars as a report gives them: 1250 → '$1,250', 1250.5 → '$1,250.50'. */
export const formatDollars = (dollars: number): string => dollarsText(dollars * 100, 'when-any');

/** Dollars always with cents: 21.8 → '$21.80'. */
export const formatDollarsFixed = (dollars: number): string => dollarsText(dollars * 100, 'always');

/** Dollars rounded to the dollar: 18000.4 → '$18,000'. */
export const formatWholeDollars = (dollars: number): string => dollarsText(dollars * 100, 'none');

/** A decimal string of dollars, as amounts are stored ('1250.5' → '$1,250.50'). */
export const formatDecimalDollars = (amount: string): string => dollarsText(Number(amount) * 100, 'always');
