/**
 * A credit-data API's 3-bureau JSON response in the flat style of fintech credit APIs: tradelines are one array, each
 * item tagged with the bureau that reported it (so one account appears up to three times), scores an array of
 * {bureau, score, model, range, date}, inquiries one flat array with bureau and type "hard" / "soft", public records
 * likewise. Keys are snake_case or camelCase per file, amounts numbers or decimal strings, dates ISO.
 */
import { lateCounts } from '../../generate';
import { chance, digits, pick, shuffle, type Rng } from '../../rng';
import type { Bureau, BureauView, CreditFile, Layout, TruthAccount } from '../../truth';

const ORDER: Bureau[] = ['transunion', 'experian', 'equifax'];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function rekey(value: Json, useCamel: boolean): Json {
  if (Array.isArray(value)) return value.map((v) => rekey(v, useCamel));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [useCamel ? camel(k) : k, rekey(v, useCamel)]));
  }
  return value;
}

function modelCode(model: string): string {
  if (/FICO/i.test(model)) return `FICO${model.replace(/\D/g, '') || '8'}`;
  const version = model.match(/(\d+)\.\d/)?.[1] ?? '3';
  return `VANTAGE${version}`;
}

const ACCOUNT_STATUS: Record<BureauView['status'], string> = {
  open: 'OPEN',
  closed: 'CLOSED',
  paid: 'PAID',
  chargeoff: 'CHARGED_OFF',
  collection: 'COLLECTION',
};
const PAYMENT_STATUS: Record<BureauView['paymentStatus'], string> = {
  current: 'CURRENT',
  late_30: 'LATE_30',
  late_60: 'LATE_60',
  late_90: 'LATE_90',
  late_120: 'LATE_120',
  chargeoff: 'CHARGE_OFF',
  collection: 'COLLECTION',
  bankruptcy: 'INCLUDED_IN_BANKRUPTCY',
};
const PORTFOLIO: Record<TruthAccount['type'], string> = {
  revolving: 'revolving',
  installment: 'installment',
  mortgage: 'mortgage',
  collection: 'collection',
  open: 'open',
};

const layout: Layout = {
  name: 'vendor-json-flat-3bureau',
  describes:
    "A credit-data API's 3-bureau JSON (fintech credit APIs such as Bloom Credit or Method): one flat tradelines array with each item tagged by bureau, a scores array of {bureau, score, model, range, date}, flat inquiries with bureau and hard/soft type, ISO dates.",
  scope: 'tri',
  scored: true,
  render(file: CreditFile, rng: Rng) {
    const useCamel = chance(rng, 0.5);
    const bureauName = pick<(b: Bureau) => string>(rng, [
      (b) => ({ transunion: 'TransUnion', experian: 'Experian', equifax: 'Equifax' })[b],
      (b) => b.toUpperCase(),
      (b) => b,
    ]);
    const asStrings = chance(rng, 0.4);
    const amount = (n: number | null): Json => (n === null ? null : asStrings ? n.toFixed(2) : n);
    const maskChar = pick(rng, ['X', '*', 'x']);
    const mask = (n: string) => maskChar.repeat(Math.max(4, n.length - 4)) + n.slice(-4);
    const id = (prefix: string) => `${prefix}_${digits(rng, 12)}`;
    const reportDate = ORDER.map((b) => file.reports[b]?.reportDate ?? '')
      .sort()
      .at(-1)!;

    const scores: Json[] = [];
    for (const b of ORDER) {
      const report = file.reports[b];
      if (!report?.score) continue;
      const s = report.score;
      scores.push({
        bureau: bureauName(b).toUpperCase(),
        score: s.value,
        model: modelCode(s.model),
        range: `${s.range.min}-${s.range.max}`,
        date: report.reportDate,
      });
    }

    const tradeline = (a: TruthAccount, b: Bureau, view: BureauView): Json => {
      const late = lateCounts(view);
      return {
        tradeline_id: id('tl'),
        bureau: bureauName(b),
        creditor_name: a.creditor,
        account_number: mask(a.accountNumber),
        portfolio_type: PORTFOLIO[a.type],
        account_type: a.typeDetail,
        ecoa_designator: a.responsibility,
        account_status: ACCOUNT_STATUS[view.status],
        payment_status: PAYMENT_STATUS[view.paymentStatus],
        balance: amount(view.balance),
        credit_limit: amount(a.creditLimit),
        high_balance: amount(a.highBalance),
        past_due_amount: amount(view.pastDue),
        monthly_payment: amount(a.monthlyPayment),
        term_months: a.termMonths,
        opened_date: a.opened,
        closed_date: a.closed,
        reported_date: view.lastReported,
        first_delinquency_date: a.dateOfFirstDelinquency,
        original_creditor: a.originalCreditor,
        remarks: a.remarks,
        late_payments: { days_30: late.late30, days_60: late.late60, days_90_plus: late.late90 },
        payment_history: view.paymentGrid.filter((g) => g.code !== 'ND').map((g) => ({ month: g.month, code: g.code })),
        creditor_contact: { address: a.furnisher.address, city: a.furnisher.city, state: a.furnisher.state, zip: a.furnisher.zip, phone: a.furnisher.phone },
      };
    };
    const entries = file.accounts.flatMap((a) => ORDER.filter((b) => a.byBureau[b]).map((b) => ({ a, b, view: a.byBureau[b]! })));
    const byBureau = chance(rng, 0.5);
    const ordered = byBureau ? ORDER.flatMap((b) => entries.filter((e) => e.b === b)) : entries;
    const tradelines = (chance(rng, 0.2) ? shuffle(rng, ordered) : ordered).map((e) => tradeline(e.a, e.b, e.view));

    const inquiries: Json[] = file.inquiries.map((q) => ({
      bureau: bureauName(q.bureau),
      creditor_name: q.creditor,
      inquiry_date: q.date,
      type: q.kind,
      purpose: q.purpose,
    }));
    const publicRecords: Json[] = file.publicRecords.map((r) => ({
      bureau: bureauName(r.bureau),
      record_type: r.type,
      court_name: r.court,
      filed_date: r.filed,
      status: r.status,
      amount: amount(r.amount),
      reference_number: r.referenceNumber,
    }));
    const c = file.consumer;
    const report: Json = {
      report_id: id('rpt'),
      report_date: reportDate,
      bureau_reports: ORDER.map((b) => ({ bureau: bureauName(b), report_date: file.reports[b]!.reportDate, file_number: file.reports[b]!.reportNumber })),
      consumer: {
        name: c.name.toUpperCase(),
        birth_year: c.birthYear,
        ssn_last4: c.ssnLast4,
        address: { street: c.address, city: c.city, state: c.state, zip: c.zip },
        previous_addresses: c.previousAddresses,
        employers: c.employers,
      },
      scores,
      tradelines,
      inquiries,
      public_records: publicRecords,
    };
    const body = rekey(chance(rng, 0.5) ? { status: 'success', data: report } : report, useCamel);
    return { kind: 'json', content: `${JSON.stringify(body, null, chance(rng, 0.7) ? 2 : undefined)}\n` };
  },
};

export default layout;
