import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry, TruthPublicRecord } from '../../truth';

/**
 * A credit-data vendor's JSON export of one bureau's report (the kind of payload that consumer credit APIs such as
 * Array, Bloom Credit or Method return): camelCase keys, UPPER_SNAKE enum codes, masked account numbers. One vendor,
 * three schema revisions picked by rng.
 */
const snake = (s: string): string =>
  s
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const STATUS: Record<BureauView['status'], string> = {
  open: 'OPEN',
  closed: 'CLOSED',
  paid: 'PAID',
  chargeoff: 'CHARGED_OFF',
  collection: 'COLLECTION',
};
const PAY: Record<BureauView['paymentStatus'], string> = {
  current: 'PAYS_AS_AGREED',
  late_30: 'LATE_30_DAYS',
  late_60: 'LATE_60_DAYS',
  late_90: 'LATE_90_DAYS',
  late_120: 'LATE_120_DAYS',
  chargeoff: 'CHARGE_OFF',
  collection: 'COLLECTION',
  bankruptcy: 'INCLUDED_IN_BANKRUPTCY',
};
/** Metro 2 payment history profile characters. */
const METRO2: Record<GridCode, string> = {
  OK: '0',
  30: '1',
  60: '2',
  90: '3',
  120: '4',
  150: '5',
  180: '6',
  CO: 'L',
  COL: 'G',
  ND: 'D',
};

function modelCode(model: string): string {
  const version = (model.match(/\d+/) ?? [''])[0];
  if (/vantage/i.test(model)) return `VANTAGE_SCORE_${version}`.replace(/_$/, '');
  if (/fico/i.test(model)) return `FICO_${version}`.replace(/_$/, '');
  return snake(model);
}

function splitName(full: string): { first: string; middle: string | null; last: string } {
  const parts = full.trim().split(/\s+/);
  const last = parts.length > 1 ? (parts.pop() as string) : '';
  return { first: parts[0] ?? '', middle: parts.slice(1).join(' ') || null, last };
}

export default {
  name: 'vendor-json',
  describes:
    "A consumer credit data API's JSON export of a single-bureau report (Array/Bloom-style): consumer identity, " +
    'one score with model and range, tradelines with masked numbers, enum statuses, late counts and a 24-month ' +
    'payment history, inquiries typed HARD/SOFT, public records.',
  scope: 'single',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const variant = Math.floor(rng() * 3);
    const b: Bureau = file.bureaus[0] ?? 'experian';
    const rep = file.reports[b];
    const reportDate = rep?.reportDate ?? new Date().toISOString().slice(0, 10);
    const time = [rng() * 24, rng() * 60, rng() * 60].map((n) => String(Math.floor(n)).padStart(2, '0')).join(':');
    const generatedAt = `${reportDate}T${time}Z`;
    const hex = (n: number): string => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
    const c = file.consumer;
    const mask = (n: string): string => `${'X'.repeat(Math.max(4, n.length - 4))}${n.slice(-4)}`;
    const usd = (n: number | null): { amount: number; currency: string } | null => (n == null ? null : { amount: n, currency: 'USD' });
    const month = (d: string | null): string | null => (d ? d.slice(0, 7) : null);
    const viewOf = (a: TruthAccount): BureauView => (a.byBureau[b] ?? Object.values(a.byBureau)[0]) as BureauView;
    const ownership = (a: TruthAccount): string => snake(a.responsibility);

    const tradeline = (a: TruthAccount, i: number): Record<string, unknown> => {
      const v = viewOf(a);
      const lateCounts = { days30: a.late.late30, days60: a.late.late60, days90: a.late.late90 };
      const furnisher = {
        address: { line1: a.furnisher.address, city: a.furnisher.city, state: a.furnisher.state, postalCode: a.furnisher.zip },
        phone: a.furnisher.phone,
      };
      if (variant === 1) {
        return {
          accountId: `acct_${hex(12)}`,
          creditor: { name: a.creditor, ...furnisher },
          accountNumber: { masked: mask(a.accountNumber), last4: a.accountNumber.slice(-4) },
          portfolioType: snake(a.type),
          industryType: snake(a.typeDetail),
          ecoaDesignator: ownership(a),
          accountStatus: STATUS[v.status],
          paymentRating: PAY[v.paymentStatus],
          currentBalance: v.balance,
          creditLimit: a.creditLimit,
          highBalance: a.highBalance,
          amountPastDue: v.pastDue,
          scheduledPayment: a.monthlyPayment,
          termsMonths: a.termMonths,
          dates: { opened: a.opened, closed: a.closed, reported: v.lastReported, firstDelinquency: a.dateOfFirstDelinquency, removal: a.onRecordUntil },
          originalCreditorName: a.originalCreditor,
          delinquencyCounts: lateCounts,
          remarks: a.remarks.map((r) => ({
            code: snake(r)
              .split('_')
              .map((w) => w[0])
              .join('')
              .slice(0, 3),
            description: r,
          })),
          paymentHistory: v.paymentGrid.map((g) => ({ period: g.month.slice(0, 7), status: g.code })),
        };
      }
      const base: Record<string, unknown> = {
        id: `tl_${i + 1}_${hex(6)}`,
        creditorName: a.creditor,
        numberMasked: mask(a.accountNumber),
        accountType: snake(a.type),
        accountTypeDetail: snake(a.typeDetail),
        responsibility: ownership(a),
        status: STATUS[v.status],
        paymentStatus: PAY[v.paymentStatus],
        balance: usd(v.balance),
        creditLimit: usd(a.creditLimit),
        highBalance: usd(a.highBalance),
        pastDue: usd(v.pastDue),
        monthlyPayment: usd(a.monthlyPayment),
        termMonths: a.termMonths,
        dateOpened: month(a.opened),
        dateClosed: month(a.closed),
        dateReported: v.lastReported,
        dateOfFirstDelinquency: a.dateOfFirstDelinquency,
        estimatedRemovalDate: month(a.onRecordUntil),
        lateCounts,
        originalCreditor: a.originalCreditor,
        remarks: a.remarks,
        furnisher,
      };
      if (variant === 0) base.paymentHistory = v.paymentGrid.map((g) => g.code);
      else
        base.paymentHistoryProfile = {
          startMonth: v.paymentGrid[0]?.month.slice(0, 7) ?? null,
          order: 'NEWEST_FIRST',
          codes: v.paymentGrid.map((g) => METRO2[g.code]).join(''),
        };
      return base;
    };

    const inquiry = (q: TruthInquiry): Record<string, unknown> =>
      variant === 1
        ? { subscriber: { name: q.creditor, phone: q.furnisher?.phone ?? null }, date: q.date, inquiryType: q.kind.toUpperCase(), purpose: snake(q.purpose) }
        : { subscriberName: q.creditor, inquiredOn: q.date, type: q.kind.toUpperCase(), purpose: snake(q.purpose), bureau: q.bureau.toUpperCase() };
    const record = (p: TruthPublicRecord): Record<string, unknown> => ({
      type: snake(p.type),
      status: snake(p.status),
      courtName: p.court,
      ...(variant === 1 ? { filingDate: p.filed } : { filedOn: p.filed }),
      amount: variant === 1 ? p.amount : usd(p.amount),
      referenceNumber: p.referenceNumber,
    });
    const score = rep?.score
      ? variant === 1
        ? [{ scoreModel: modelCode(rep.score.model), score: rep.score.value, range: { low: rep.score.range.min, high: rep.score.range.max } }]
        : { value: rep.score.value, model: modelCode(rep.score.model), min: rep.score.range.min, max: rep.score.range.max }
      : variant === 1
        ? []
        : null;
    const addresses = [
      { type: 'CURRENT', line1: c.address, city: c.city, state: c.state, postalCode: c.zip },
      ...c.previousAddresses.map((line) => ({ type: 'PREVIOUS', unparsed: line })),
    ];

    let out: unknown;
    if (variant === 1) {
      const groups: Record<string, Record<string, unknown>[]> = {};
      const key: Record<TruthAccount['type'], string> = {
        revolving: 'revolving',
        installment: 'installment',
        mortgage: 'mortgage',
        collection: 'collections',
        open: 'other',
      };
      file.accounts.forEach((a, i) => (groups[key[a.type]] ??= []).push(tradeline(a, i)));
      out = {
        meta: { requestId: `req_${hex(16)}`, apiVersion: '2024-06-01', status: 'COMPLETED' },
        data: {
          creditReport: {
            provider: b.toUpperCase(),
            pulledAt: generatedAt,
            reportNumber: rep?.reportNumber ?? null,
            subject: {
              name: { ...splitName(c.name), full: c.name },
              aliases: c.alsoKnownAs.map((n) => ({ ...splitName(n), full: n })),
              dateOfBirth: { year: c.birthYear },
              ssn: { last4: c.ssnLast4 },
              addresses,
              phoneNumbers: [c.phone],
              employment: c.employers.map((name) => ({ employerName: name })),
            },
            scores: score,
            accounts: groups,
            inquiries: file.inquiries.map(inquiry),
            publicRecords: file.publicRecords.map(record),
          },
        },
      };
    } else {
      out = {
        report: {
          id: `rpt_${hex(20)}`,
          bureau: b.toUpperCase(),
          generatedAt,
          reportNumber: rep?.reportNumber ?? null,
          consumer: {
            names: [c.name, ...c.alsoKnownAs],
            birthYear: c.birthYear,
            ssnLast4: c.ssnLast4,
            addresses,
            phones: [{ number: c.phone, type: 'UNKNOWN' }],
            employers: c.employers,
          },
          score,
          tradelines: file.accounts.map(tradeline),
          inquiries: file.inquiries.map(inquiry),
          publicRecords: file.publicRecords.map(record),
          ...(variant === 2
            ? {
                paymentHistoryLegend: {
                  0: 'CURRENT',
                  1: 'LATE_30',
                  2: 'LATE_60',
                  3: 'LATE_90',
                  4: 'LATE_120',
                  5: 'LATE_150',
                  6: 'LATE_180',
                  G: 'COLLECTION',
                  L: 'CHARGE_OFF',
                  D: 'NO_DATA',
                },
              }
            : {}),
        },
      };
    }
    return { kind: 'json' as const, content: JSON.stringify(out, null, rng() < 0.7 ? 2 : 0) };
  },
} satisfies Layout;
