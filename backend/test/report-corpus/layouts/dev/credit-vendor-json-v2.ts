/**
 * A credit-data API's JSON for one bureau's report (v2 schema): header, subject, scores, tradelines coded the Metro 2
 * way (portfolio type, account status code, ECOA code, a 24-character payment pattern, newest month first), inquiries
 * marked hard or soft, public records.
 */
import type { BureauView, CreditFile, GridCode, Layout, TruthAccount } from '../../truth';

const PATTERN: Record<GridCode, string> = {
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
const PORTFOLIO: Record<TruthAccount['type'], string> = { revolving: 'R', installment: 'I', mortgage: 'M', open: 'O', collection: 'O' };
const ECOA: Record<TruthAccount['responsibility'], string> = { Individual: '1', Joint: '2', 'Authorized user': '3' };
const STATUS_TEXT: Record<string, string> = {
  '11': 'Current account',
  '13': 'Paid or closed account/zero balance',
  '62': 'Paid collection',
  '64': 'Paid charge-off',
  '71': '30-59 days past due',
  '78': '60-89 days past due',
  '80': '90-119 days past due',
  '82': '120-149 days past due',
  '93': 'Assigned to internal or external collections',
  '97': 'Unpaid balance reported as a loss (charge-off)',
};

function statusCode(a: TruthAccount, v: BureauView): string {
  if (a.type === 'collection') return v.balance > 0 ? '93' : '62';
  if (v.paymentStatus === 'chargeoff') return v.balance > 0 ? '97' : '64';
  const late: Record<string, string> = { late_30: '71', late_60: '78', late_90: '80', late_120: '82' };
  if (late[v.paymentStatus]) return late[v.paymentStatus]!;
  return v.status === 'open' ? '11' : '13';
}

/** Metro 2 account type codes for the bureau's type words. */
function typeDetailCode(a: TruthAccount): string {
  if (a.type === 'collection') return a.typeDetail.startsWith('Factoring') ? '0C' : '48';
  const codes: [RegExp, string][] = [
    [/Auto/, '00'],
    [/Student/, '12'],
    [/Mortgage/, '26'],
    [/Charge Card/, '8A'],
    [/Personal/, '01'],
    [/Credit Card/, '18'],
  ];
  return codes.find(([re]) => re.test(a.typeDetail))?.[1] ?? (a.type === 'revolving' ? '18' : '01');
}

function pattern(a: TruthAccount, v: BureauView): string {
  const opened = a.opened.slice(0, 7);
  return v.paymentGrid.map((g) => (g.code === 'ND' && g.month < opened ? 'B' : PATTERN[g.code])).join('');
}

function scoreFactors(file: CreditFile): { code: string; description: string }[] {
  const bad = file.accounts.some((a) => a.type === 'collection' || Object.values(a.byBureau).some((v) => v.paymentStatus !== 'current'));
  const factors = bad
    ? [
        ['38', 'Serious delinquency, and public record or collection filed'],
        ['18', 'Number of accounts with delinquency'],
      ]
    : [
        ['14', 'Length of time accounts have been established'],
        ['10', 'Proportion of balances to credit limits is too high'],
      ];
  if (file.inquiries.filter((q) => q.kind === 'hard').length >= 2) factors.push(['08', 'Too many inquiries last 12 months']);
  factors.push(['05', 'Too many accounts with balances']);
  return factors.map(([code, description]) => ({ code: code!, description: description! }));
}

function render(file: CreditFile, rng: () => number): string {
  const bureau = file.bureaus[0]!;
  const report = file.reports[bureau]!;
  const c = file.consumer;
  const upper = rng() < 0.4;
  const withCents = rng() < 0.5;
  const compact = rng() < 0.35;
  const stars = rng() < 0.5;
  const amt = (n: number | null | undefined) => (n == null ? null : withCents ? n.toFixed(2) : String(n));
  const mask = (n: string) => `${(stars ? '*' : 'X').repeat(n.length - 4)}${n.slice(-4)}`;
  const bureauName = { experian: 'Experian', equifax: 'Equifax', transunion: 'TransUnion' }[bureau];
  const [first, ...rest] = c.name.split(' ');
  const last = rest.pop() ?? '';

  const accounts = file.accounts.filter((a) => a.byBureau[bureau]);
  if (rng() < 0.5) accounts.sort((x, y) => (x.opened < y.opened ? 1 : -1));
  const tradeline = accounts.map((a) => {
    const v = a.byBureau[bureau]!;
    const code = statusCode(a, v);
    const late = (codes: GridCode[]) => v.paymentGrid.filter((g) => codes.includes(g.code)).length;
    const bankruptcy = a.remarks.find((r) => /bankruptcy/i.test(r));
    return {
      subscriberName: a.creditor,
      subscriberAddress: { line1: a.furnisher.address, city: a.furnisher.city, state: a.furnisher.state, postalCode: a.furnisher.zip },
      subscriberPhone: a.furnisher.phone.replace(/\D/g, ''),
      accountNumberMasked: mask(a.accountNumber),
      accountTypeCode: PORTFOLIO[a.type],
      accountTypeDetailCode: typeDetailCode(a),
      accountTypeDescription: a.typeDetail,
      ecoaCode: ECOA[a.responsibility],
      accountStatusCode: code,
      accountStatusDescription: STATUS_TEXT[code],
      consumerInformationIndicator: bankruptcy ? (bankruptcy.includes('13') ? 'H' : 'E') : null,
      currentBalanceAmount: amt(v.balance),
      highCreditAmount: amt(a.highBalance),
      creditLimitAmount: amt(a.creditLimit),
      pastDueAmount: amt(v.pastDue),
      scheduledMonthlyPaymentAmount: amt(a.monthlyPayment),
      termsDuration: a.termMonths ? String(a.termMonths).padStart(3, '0') : a.type === 'revolving' ? 'REV' : null,
      openDate: a.opened,
      closedDate: a.closed,
      balanceDate: v.lastReported,
      dateOfFirstDelinquency: a.dateOfFirstDelinquency,
      originalCreditorName: a.originalCreditor,
      paymentPattern: pattern(a, v),
      paymentPatternStartDate: `${v.paymentGrid[0]?.month ?? report.reportDate.slice(0, 7)}-01`,
      lateCount30: late(['30']),
      lateCount60: late(['60']),
      lateCount90: late(['90', '120', '150', '180']),
      complianceConditionCode: a.remarks.some((r) => /disputed/i.test(r)) ? 'XB' : null,
      remarks: a.remarks.filter((r) => !/disputed/i.test(r)),
      estimatedDeletionDate: a.onRecordUntil,
    };
  });

  const inquiry = file.inquiries
    .filter((q) => q.bureau === bureau)
    .map((q) => ({
      subscriberName: q.creditor,
      inquiryDate: q.date,
      inquiryTypeCode: q.kind === 'hard' ? 'H' : 'S',
      purposeDescription: q.purpose,
    }));
  const publicRecord = file.publicRecords
    .filter((r) => r.bureau === bureau)
    .map((r) => ({
      recordTypeCode: /Chapter 7/.test(r.type) ? '7' : /Chapter 13/.test(r.type) ? '13' : /Judgment/.test(r.type) ? 'CJ' : 'TL',
      recordTypeDescription: r.type,
      courtName: r.court,
      docketNumber: r.referenceNumber,
      filedDate: r.filed,
      dispositionDescription: r.status,
      liabilityAmount: amt(r.amount),
      ecoaCode: '1',
    }));
  const score = report.score;

  const body = {
    consumerReport: {
      header: {
        schemaVersion: '2.0',
        bureauName: upper ? bureauName.toUpperCase() : bureauName,
        reportDate: report.reportDate,
        reportId: report.reportNumber,
        requestId: `req_${Math.floor(rng() * 1e12).toString(36)}`,
        productCode: bureau === 'experian' ? 'CREDIT_PROFILE' : bureau === 'equifax' ? 'ACRO' : 'CREDIT_REPORT',
      },
      subject: {
        name: { firstName: first, middleName: rest.join(' ') || null, lastName: last },
        alsoKnownAs: c.alsoKnownAs,
        ssnMasked: `XXX-XX-${c.ssnLast4}`,
        birthYear: c.birthYear,
        addresses: [
          { addressType: 'CURRENT', line1: c.address, city: c.city, state: c.state, postalCode: c.zip },
          ...c.previousAddresses.map((p) => ({ addressType: 'PREVIOUS', unparsed: p })),
        ],
        employers: c.employers.map((name) => ({ name })),
        phones: [{ number: c.phone.replace(/\D/g, ''), type: 'RESIDENTIAL' }],
      },
      creditScore: score
        ? [
            {
              modelName: score.model,
              scoreValue: score.value,
              scoreRange: `${score.range.min}-${score.range.max}`,
              scoreDate: report.reportDate,
              factors: scoreFactors(file),
            },
          ]
        : [],
      tradeline,
      inquiry,
      publicRecord,
    },
  };
  return JSON.stringify(body, null, compact ? undefined : 2);
}

const layout: Layout = {
  name: 'credit-vendor-json-v2',
  describes:
    "A credit-data API response for one bureau's report: header, subject, score, Metro 2-coded tradelines with a 24-month payment pattern string, hard and soft inquiries, public records.",
  scope: 'single',
  scored: true,
  render: (file, rng) => ({ kind: 'json', content: render(file, rng) }),
};

export default layout;
