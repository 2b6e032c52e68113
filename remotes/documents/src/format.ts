/** How the Document Center writes dates and prices. */

// Due and delivery dates are calendar days: shown in UTC so that a US time zone does not move them a day back.
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
// Uploads and carrier events are moments: shown in the user's own time zone.
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const date = (iso: string | null | undefined) => {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** 'Jan 2, 2026'; '' for none. */
export const day = (iso: string | null | undefined) => {
  const d = date(iso);
  return d ? dayFormat.format(d) : '';
};

/** 'Jan 2, 2026, 3:04 PM'; '' for none. */
export const moment = (iso: string | null | undefined) => {
  const d = date(iso);
  return d ? momentFormat.format(d) : '';
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** 850 → '$8.50' */
export const cents = (c: number) => usd.format(c / 100);
/** 1250 → '$1,250' (whole dollars, as the reports give them). */
export const dollars = (d: number) => usd.format(d).replace(/\.00$/, '');

/** The package id as the screens show it: its last 8 characters (spec part 2 §9). */
export const shortId = (id: string) => id.slice(-8);
