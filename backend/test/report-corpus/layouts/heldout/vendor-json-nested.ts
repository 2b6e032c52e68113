import type { Bureau, BureauView, CreditFile, GridCode, Layout, TruthAccount, TruthInquiry, TruthPublicRecord } from '../../truth';
import { BUREAU_NAMES } from '../../truth';

// A JSON export from a credit-monitoring API: one object per bureau with its score, tradelines, inquiries and
// public records; snake_case keys, amounts as strings, MM/DD/YYYY dates, masked account numbers, short status codes
// beside a human description, inquiry type H/S, and the 24-month history either as objects or as a Metro 2 profile.

const CODE: Record<Bureau, string> = { transunion: 'TU', experian: 'XPN', equifax: 'EFX' };

function amt(n: number | null): string | null {
  return n === null ? null : n.toFixed(2);
}

function mdy(d: string | null): string | null {
  if (!d) return null;
  const [y, m, day] = d.split('-');
  return `${m}/${day}/${y}`;
}

const STATUS: Record<BureauView['status'], [string, string]> = {
  open: ['O', 'Open'],
  closed: ['CL', 'Closed'],
  paid: ['PD', 'Paid, closed'],
  chargeoff: ['CO', 'Charged off as bad debt'],
  collection: ['CA', 'Collection account'],
};
const PAY: Record<BureauView['paymentStatus'], [string, string]> = {
  current: ['C', 'Current, paid as agreed'],
  late_30: ['30', '30-59 days past due'],
  late_60: ['60', '60-89 days past due'],
  late_90: ['90', '90-119 days past due'],
  late_120: ['120', '120+ days past due'],
  chargeoff: ['CO', 'Charge-off'],
  collection: ['CA', 'Placed for collection'],
  bankruptcy: ['BK', 'Included in bankruptcy'],
};
const TYPE: Record<TruthAccount['type'], string> = { revolving: 'R', installment: 'I', mortgage: 'M', collection: 'C', open: 'O' };
const ECOA: Record<TruthAccount['responsibility'], string> = { Individual: 'I', Joint: 'J', 'Authorized user': 'A' };
// Metro 2 payment history profile characters.
const M2: Record<GridCode, string> = {
  OK: '0',
  '30': '1',
  '60': '2',
  '90': '3',
  '120': '4',
  '150': '5',
  '180': '6',
  CO: 'L',
  COL: 'G',
  ND: 'D',
};
const M2_LEGEND = {
  '0': 'Current',
  '1': '30-59 days late',
  '2': '60-89 days late',
  '3': '90-119 days late',
  '4': '120-149 days late',
  '5': '150-179 days late',
  '6': '180+ days late',
  L: 'Charge-off',
  G: 'Collection',
  D: 'No data for this month',
};
const OBJ_CODE: Record<GridCode, string> = {
  OK: 'C',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  COL: 'CA',
  ND: '-',
};

function monthKey(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

function account(a: TruthAccount, v: BureauView, profile: boolean, orig: boolean) {
  const grid = [...v.paymentGrid].sort((x, y) => y.month.localeCompare(x.month));
  const history = profile
    ? { payment_history_profile: grid.map((g) => M2[g.code]).join(''), payment_history_start: grid[0] ? monthKey(grid[0].month) : null }
    : { payment_history: grid.map((g) => ({ period: monthKey(g.month), status: OBJ_CODE[g.code] })) };
  return {
    creditor_name: a.creditor,
    ...(orig || a.originalCreditor ? { original_creditor: a.originalCreditor } : {}),
    account_number: `****${a.accountNumber.slice(-4)}`,
    account_type_code: TYPE[a.type],
    account_type: a.typeDetail,
    ecoa_code: ECOA[a.responsibility],
    ecoa_description: a.responsibility,
    date_opened: mdy(a.opened),
    date_closed: mdy(a.closed),
    date_reported: mdy(v.lastReported),
    date_first_delinquency: mdy(a.dateOfFirstDelinquency),
    current_balance: amt(v.balance),
    credit_limit: amt(a.creditLimit),
    high_credit: amt(a.highBalance),
    monthly_payment: amt(a.monthlyPayment),
    amount_past_due: amt(v.pastDue),
    terms_months: a.termMonths === null ? null : String(a.termMonths),
    account_status_code: STATUS[v.status][0],
    account_status_description: STATUS[v.status][1],
    payment_status_code: PAY[v.paymentStatus][0],
    payment_status_description: PAY[v.paymentStatus][1],
    ...history,
    ...(a.onRecordUntil ? { estimated_removal_date: mdy(a.onRecordUntil) } : {}),
    remarks: a.remarks.map((text) => ({ remark_text: text })),
    creditor_contact: {
      address_line: a.furnisher.address,
      city: a.furnisher.city,
      state: a.furnisher.state,
      postal_code: a.furnisher.zip,
      phone: a.furnisher.phone,
    },
  };
}

function inquiry(q: TruthInquiry) {
  return {
    subscriber_name: q.creditor,
    inquiry_date: mdy(q.date),
    inquiry_type: q.kind === 'hard' ? 'H' : 'S',
    inquiry_type_description: q.kind === 'hard' ? 'Hard inquiry' : 'Soft inquiry',
    purpose: q.purpose,
    subscriber_contact: q.furnisher
      ? { address_line: q.furnisher.address, city: q.furnisher.city, state: q.furnisher.state, postal_code: q.furnisher.zip, phone: q.furnisher.phone }
      : null,
  };
}

function publicRecord(r: TruthPublicRecord) {
  return {
    record_type: r.type,
    court_name: r.court,
    date_filed: mdy(r.filed),
    disposition: r.status,
    amount: amt(r.amount),
    docket_number: r.referenceNumber,
  };
}

const layout: Layout = {
  name: 'vendor-json-nested',
  describes:
    'A JSON export from a credit-monitoring data API: a bureaus array with one object per bureau (score, tradelines, inquiries, public records), snake_case keys, string amounts, MM/DD/YYYY dates, masked account numbers, short status codes with descriptions and H/S inquiry types.',
  scope: 'tri',
  scored: true,
  render(file: CreditFile, rng: () => number) {
    const fullNames = rng() < 0.35;
    const profile = rng() < 0.5;
    const orig = rng() < 0.5;
    const first = file.bureaus.map((b) => file.reports[b]).find(Boolean)!;
    const c = file.consumer;
    const bureaus = file.bureaus.map((b) => {
      const rep = file.reports[b];
      const s = rep?.score ?? null;
      const inq = file.inquiries.filter((q) => q.bureau === b);
      return {
        bureau: fullNames ? BUREAU_NAMES[b] : CODE[b],
        report_date: mdy(rep?.reportDate ?? null),
        file_id: rep?.reportNumber ?? null,
        score: s
          ? {
              score_value: String(s.value),
              score_model: s.model,
              score_min: String(s.range.min),
              score_max: String(s.range.max),
              score_date: mdy(rep!.reportDate),
            }
          : null,
        accounts: file.accounts.filter((a) => a.byBureau[b]).map((a) => account(a, a.byBureau[b]!, profile, orig)),
        inquiries: [...inq.filter((q) => q.kind === 'hard'), ...inq.filter((q) => q.kind === 'soft')].map(inquiry),
        public_records: file.publicRecords.filter((r) => r.bureau === b).map(publicRecord),
      };
    });
    const doc = {
      request_id: `${Math.floor(rng() * 1e8).toString(16)}-${first.reportNumber}`,
      report_date: mdy(first.reportDate),
      product: rng() < 0.5 ? '3B_REPORT_SCORE' : 'TRI_MERGE_MONITORING',
      consumer: {
        full_name: c.name,
        aliases: c.alsoKnownAs,
        birth_year: String(c.birthYear),
        ssn_last4: c.ssnLast4,
        phone: c.phone,
        current_address: { address_line: c.address, city: c.city, state: c.state, postal_code: c.zip },
        previous_addresses: c.previousAddresses.map((line) => ({ address_line: line })),
        employers: c.employers.map((name) => ({ employer_name: name })),
      },
      ...(profile ? { payment_history_legend: M2_LEGEND } : {}),
      bureaus,
    };
    return { kind: 'json', content: JSON.stringify(doc, null, rng() < 0.7 ? 2 : undefined) };
  },
};

export default layout;
