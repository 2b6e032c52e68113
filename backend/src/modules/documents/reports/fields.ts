/** One table of the names formats give each field (text labels, CSV headers, vendor JSON keys), compared
 * lower-case with everything but letters and digits removed. */
import * as norm from './normalize';
import type { Bureau, Inquiry, ParsedAccount, PublicRecord } from './types';

export type FieldBag = Map<string, unknown>;
export const fieldKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const ALIASES = {
  creditor: ['creditor', 'creditorname', 'accountname', 'company', 'companyname', 'subscribername', 'furnisher', 'lender', 'creditorsname', 'title', 'name'],
  accountNumber: ['accountnumber', 'account', 'acctnumber', 'accountno', 'accountidentifier', 'accountnum', 'acct'],
  type: ['accounttype', 'type', 'loantype', 'accttype', 'accounttypedescription'],
  status: ['accountstatus', 'status', 'condition', 'accountcondition', 'accountstatustype'],
  paymentStatus: ['paymentstatus', 'paystatus', 'currentpaymentstatus', 'currentratingtype', 'paymentrating', 'currentrating'],
  balance: ['balance', 'currentbalance', 'balanceowed', 'unpaidbalanceamount', 'amountowed', 'recentbalance', 'balanceamount', 'reportedbalance'],
  creditLimit: ['creditlimit', 'limit', 'creditlimitamount'],
  highBalance: ['highbalance', 'highcredit', 'highcreditamount', 'highestbalance', 'originalamount', 'originalloanamount', 'highestcredit'],
  opened: ['dateopened', 'opened', 'opendate', 'accountopeneddate', 'openeddate'],
  closed: ['dateclosed', 'closed', 'closeddate', 'accountcloseddate'],
  dateOfFirstDelinquency: ['dateoffirstdelinquency', 'firstdelinquency', 'dofd', 'firstdelinquencydate', 'datefirstdelinquent'],
  originalCreditor: ['originalcreditor', 'originalcreditorname'],
  late30: ['late30', 'times30dayslate', '30dayslate', 'dayslate30', 'latecount30days', 'count30', 'late30days', '30days'],
  late60: ['late60', 'times60dayslate', '60dayslate', 'dayslate60', 'latecount60days', 'count60', 'late60days', '60days'],
  late90: ['late90', 'times90dayslate', '90dayslate', 'dayslate90', 'latecount90days', 'count90', 'late90days', '90dayslateormore', '90days'],
  bureau: ['bureau', 'source', 'reportingbureau', 'creditrepository', 'creditrepositorysourcetype'],
  date: ['date', 'inquirydate', 'dateofinquiry', 'requestdate', 'datefiled', 'filed', 'filingdate'],
  inquiryKind: ['inquirytype', 'creditinquirytype', 'kind', 'category', 'purpose', 'requesttype'],
  court: ['court', 'courtname', 'courthouse'],
  amount: ['amount', 'liability', 'liabilityamount', 'claimamount'],
  recordType: ['type', 'recordtype', 'publicrecordtype', 'classification', 'title'],
} as const;
export type Field = keyof typeof ALIASES;

const FIELD_BY_KEY = new Map<string, Field>();
for (const [field, names] of Object.entries(ALIASES) as [Field, readonly string[]][]) {
  for (const name of names) if (!FIELD_BY_KEY.has(name)) FIELD_BY_KEY.set(name, field);
}

/** The field a label names, if any ("Date Opened:" → opened). */
export const fieldOf = (label: string): Field | undefined => FIELD_BY_KEY.get(fieldKey(label));

export function pick(bag: FieldBag, field: Field): unknown {
  for (const name of ALIASES[field]) if (bag.has(name)) return bag.get(name);
  return undefined;
}

/** "Times 30/60/90 Days Late: 1/0/2" style combined counts. */
function combinedLates(bag: FieldBag): number[] | null {
  for (const [key, value] of bag) if (key.includes('306090')) return String(value).split(/[^0-9]+/).filter(Boolean).map(Number);
  return null;
}

export function accountFrom(bag: FieldBag, fallbackBureau: Bureau | null): ParsedAccount | null {
  const creditor = norm.text(pick(bag, 'creditor'));
  if (!creditor) return null;
  const lates = combinedLates(bag);
  const closed = norm.date(pick(bag, 'closed'));
  // a status like "Open/Past due 60 days" also tells the payment status; a charge-off or collection payment
  // status tells the account status when none is given
  const paymentStatus = norm.paymentStatus(pick(bag, 'paymentStatus')) ?? norm.paymentStatus(pick(bag, 'status'));
  const status = norm.accountStatus(pick(bag, 'status')) ?? (paymentStatus === 'chargeoff' || paymentStatus === 'collection' ? paymentStatus : null);
  return {
    creditor,
    ...norm.accountNumber(pick(bag, 'accountNumber')),
    type: norm.accountType(pick(bag, 'type')),
    status: status ?? (closed ? 'closed' : null),
    paymentStatus,
    balance: norm.money(pick(bag, 'balance')),
    creditLimit: norm.money(pick(bag, 'creditLimit')),
    highBalance: norm.money(pick(bag, 'highBalance')),
    opened: norm.date(pick(bag, 'opened')),
    closed,
    dateOfFirstDelinquency: norm.date(pick(bag, 'dateOfFirstDelinquency')),
    originalCreditor: norm.text(pick(bag, 'originalCreditor')),
    latePayments: {
      late30: lates?.[0] ?? norm.count(pick(bag, 'late30')),
      late60: lates?.[1] ?? norm.count(pick(bag, 'late60')),
      late90: lates?.[2] ?? norm.count(pick(bag, 'late90')),
    },
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
  };
}

export function inquiryFrom(bag: FieldBag, defaultKind: Inquiry['kind'], fallbackBureau: Bureau | null): Inquiry | null {
  const creditor = norm.text(pick(bag, 'creditor'));
  if (!creditor) return null;
  return {
    creditor,
    date: norm.date(pick(bag, 'date')),
    kind: norm.inquiryKind(pick(bag, 'inquiryKind')) ?? defaultKind,
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
  };
}

export function publicRecordFrom(bag: FieldBag, fallbackBureau: Bureau | null): PublicRecord | null {
  const type = norm.text(pick(bag, 'recordType'));
  if (!type) return null;
  return {
    type,
    court: norm.text(pick(bag, 'court')),
    filed: norm.date(pick(bag, 'date')),
    status: norm.text(pick(bag, 'status')),
    amount: norm.money(pick(bag, 'amount')),
    bureau: norm.bureau(pick(bag, 'bureau')) ?? fallbackBureau,
  };
}
