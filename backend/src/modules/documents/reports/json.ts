/** Vendor JSON exports: each vendor names things its own way (camelCase, snake_case, MISMO-style "@_Name" keys,
 * enum codes, nesting, one object per bureau). Lists are found by name anywhere in the document; each item takes
 * the bureau of the nearest object above it that names one. */
import { accountFrom, FieldBag, fieldKey, inquiryFrom, publicRecordFrom } from './fields';
import { aliasesOf } from './labels';
import * as norm from './normalize';
import { ReportReadError, type Bureau, type ParsedBureau, type ParsedReport, type PaymentHistory } from './types';

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Breadth-first: the first value under any of these (normalized) key names. */
function find(root: Json, names: string[]): Json {
  const queue: Json[] = [root];
  while (queue.length) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    if (!isObject(node)) continue;
    for (const [key, value] of Object.entries(node)) if (names.includes(fieldKey(key))) return value;
    queue.push(...Object.values(node));
  }
  return undefined;
}
const list = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

const BUREAU_KEYS = ['bureau', 'creditbureau', 'creditrepositorysourcetype', 'repository', 'source', 'bureauname', 'bureaucode', 'provider', 'reportingbureau'];
const ownBureau = (node: Json): Bureau | null => {
  if (!isObject(node)) return null;
  for (const [key, value] of Object.entries(node))
    if (BUREAU_KEYS.includes(fieldKey(key)) && typeof value === 'string' && norm.bureau(value)) return norm.bureau(value);
  return null;
};

/** The bureau the document names at its top level first (a "source" that names no bureau is passed over). */
function findBureau(root: Json): Bureau | null {
  const queue: Json[] = [root];
  while (queue.length) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    if (!isObject(node)) continue;
    const named = ownBureau(node);
    if (named) return named;
    queue.push(...Object.values(node));
  }
  return null;
}

/** Every list under one of these names, anywhere, with the bureau named nearest above it. */
function findAll(root: Json, names: string[]): { node: Json; bureau: Bureau | null; owner: Json }[] {
  const out: { node: Json; bureau: Bureau | null; owner: Json }[] = [];
  const walk = (node: Json, bureau: Bureau | null) => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, bureau));
    if (!isObject(node)) return;
    const here = ownBureau(node) ?? bureau;
    for (const [key, value] of Object.entries(node)) {
      // a list, or lists grouped by kind ({ installment: [...], revolving: [...] })
      const items = isObject(value) && Object.values(value).every(Array.isArray) ? Object.values(value).flat() : list(value);
      if (names.includes(fieldKey(key))) for (const item of items) out.push({ node: item, bureau: ownBureau(item) ?? here, owner: node });
      else walk(value, here);
    }
  };
  walk(root, null);
  return out;
}

const GRID_KEYS = new Set(aliasesOf('paymentGrid'));

/** An object's fields with nested objects flattened: {_CREDITOR: {"@_Name": x}} gives creditorname and name;
 * a payment-history array counts its late marks; an array of names gives the first. */
function bagOf(node: Json, bag = new FieldBag(), prefix = ''): FieldBag {
  if (!isObject(node)) return bag;
  for (const [rawKey, value] of Object.entries(node)) {
    const key = fieldKey(rawKey);
    if (isObject(value)) {
      bagOf(value, bag, prefix + key);
      bagOf(value, bag, '');
    } else if (Array.isArray(value)) {
      if (GRID_KEYS.has(key)) gridOf(bag, value);
      else if (value.length && value.every((v) => typeof v === 'string' || typeof v === 'number')) bag.put(prefix + key, value[0]);
    } else if (GRID_KEYS.has(key) && typeof value === 'string' && /^[0-9BDEGHJKL\-*]{6,}$/.test(value)) {
      gridOf(bag, [...value].map(profileMark));
      bag.history.push(...profileHistory(node, value));
    } else bag.put(prefix + key, value, { page: null, text: `${rawKey}: ${String(value)}` });
  }
  return bag;
}

/** A Metro 2 payment history profile's character (0 current, 1 30 days … 6 180 days, G collection, L charge-off,
 * B/D/E no history) as a grid mark. */
const profileMark = (ch: string) => (/^[1-6]$/.test(ch) ? String([30, 60, 90, 120, 150, 180][Number(ch) - 1]) : /^[GHJKL]$/.test(ch) ? 'CO' : 'OK');

const PROFILE_MARKS: Record<string, PaymentHistory[number]['mark']> = { '0': 'OK', E: 'OK', G: 'COL', H: 'FC', J: 'VS', K: 'RPO', L: 'CO' };

/** A Metro 2 profile string is newest month first; its first month is the pattern's start date beside it. */
function profileHistory(node: Record<string, Json>, pattern: string): PaymentHistory {
  const start = Object.entries(node).find(([k, v]) => /start/i.test(k) && typeof v === 'string' && norm.date(v))?.[1] as string | undefined;
  if (!start) return [];
  const [year, month] = norm.date(start)!.split('-').map(Number);
  return [...pattern].map((ch, i) => {
    const d = new Date(Date.UTC(year!, month! - 1 - i, 1));
    const mark = PROFILE_MARKS[ch] ?? (/^[1-6]$/.test(ch) ? (profileMark(ch) as PaymentHistory[number]['mark']) : 'ND');
    return { month: d.toISOString().slice(0, 7), mark };
  });
}

/** A grid entry that names its month ({ period: '2025-03', status: 'OK' }): the dated mark. */
function datedMark(mark: Json): PaymentHistory[number] | null {
  if (!isObject(mark)) return null;
  const values = Object.values(mark).filter((v): v is string => typeof v === 'string');
  const month = values
    .map((v) => norm.date(v))
    .find((d) => d !== null)
    ?.slice(0, 7);
  const code = values.map((v) => norm.paymentMark(v)).find((m) => m !== null);
  return month && code ? { month, mark: code } : null;
}

function gridOf(bag: FieldBag, marks: Json[]) {
  const lates = { late30: 0, late60: 0, late90: 0 };
  for (const mark of marks) {
    const dated = datedMark(mark);
    if (dated) bag.history.push(dated);
    const raw = isObject(mark) ? (Object.values(mark).find((v) => typeof v === 'string' && norm.gridMark(v) !== null) as string | undefined) : String(mark);
    const days = raw === undefined ? null : norm.gridMark(raw);
    if (days === 30) lates.late30++;
    else if (days === 60) lates.late60++;
    else if (days !== null && days >= 90) lates.late90++; // a derogatory mark (CO) is no late payment
  }
  bag.gridLates = lates;
}

function scoreOf(node: Json): Pick<ParsedReport, 'creditScore' | 'scoreModel' | 'scoreRange'> {
  const bag = isObject(node) ? bagOf(node) : new FieldBag([['value', node]]);
  const value = norm.money(bag.get('value') ?? bag.get('score') ?? bag.get('scorevalue') ?? bag.get('creditscore'));
  const get = (...keys: string[]) => keys.map((k) => bag.get(k)).find((v) => v !== undefined && v !== null);
  const min = norm.money(get('min', 'minimum', 'rangemin', 'minimumvalue', 'scorerangemin', 'rangelow', 'low'));
  const max = norm.money(get('max', 'maximum', 'rangemax', 'maximumvalue', 'scorerangemax', 'rangehigh', 'high'));
  const model = norm.text(bag.get('model') ?? bag.get('scoremodel') ?? bag.get('modelname') ?? bag.get('modelnametype') ?? bag.get('name') ?? bag.get('type'));
  return {
    creditScore: value !== null && value >= 250 && value <= 900 ? value : null,
    scoreModel: value === null ? null : (model?.replace(/_/g, ' ') ?? null),
    scoreRange: value === null ? null : min !== null && max !== null ? { min, max } : norm.scoreRange(bag.get('range')),
  };
}

function consumerOf(doc: Json) {
  const bag = bagOf(find(doc, ['consumer', 'borrower', 'personalinformation', 'subject', 'person', 'personalinfo']));
  const get = (...names: string[]) => names.map((n) => bag.get(n)).find((v) => v !== undefined);
  const name = get('name', 'fullname', 'unparsedname', 'names') ?? ([get('firstname'), get('lastname')].filter(Boolean).join(' ') || null);
  const address = norm.consumer(name, get('street', 'streetaddress', 'line1', 'addressline1', 'address'));
  return address.city
    ? address
    : {
        ...address,
        city: norm.text(get('city')),
        state: norm.text(get('state', 'statecode')),
        zip: norm.text(get('zip', 'zipcode', 'postalcode'))?.slice(0, 5) ?? null,
      };
}

const ACCOUNT_LISTS = ['tradelines', 'accounts', 'creditliability', 'liabilities', 'tradeline', 'tradeaccounts', 'creditaccounts'];
const INQUIRY_LISTS = ['inquiries', 'creditinquiry', 'inquiry', 'creditinquiries'];
const RECORD_LISTS = ['publicrecords', 'creditpublicrecord', 'publicrecord'];
const SCORE_KEYS = ['score', 'creditscore', 'scores', 'creditscores'];
const DATE_KEYS = [
  'reportdate',
  'creditreportfirstissueddate',
  'generatedat',
  'pulldate',
  'pulledat',
  'dateofreport',
  'createdat',
  'asof',
  'generatedon',
  'reportgeneratedat',
  'retrievedat',
];

export function parseJson(content: string): ParsedReport {
  let doc: Json;
  try {
    doc = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new ReportReadError('The JSON file is not valid JSON.');
  }
  const bureau = findBureau(doc);
  const accounts = findAll(doc, ACCOUNT_LISTS)
    .map(({ node, bureau: b }) => accountFrom(bagOf(node), b ?? bureau))
    .filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('The JSON file has no accounts this reader knows.');
  const inquiries = findAll(doc, INQUIRY_LISTS).map(({ node, bureau: b }) => {
    const bag = bagOf(node);
    if (!bag.has('inquirytype') && bag.has('type')) bag.put('inquirytype', bag.get('type'));
    return inquiryFrom(bag, 'hard', b ?? bureau);
  });
  // a file with one object per bureau: each bureau's score and report date
  const perBureau = new Map<Bureau, ParsedBureau>();
  for (const { node, bureau: b, owner } of findAll(doc, SCORE_KEYS)) {
    if (!b || perBureau.has(b) || Array.isArray(node)) continue;
    const score = scoreOf(node);
    perBureau.set(b, { bureau: b, reportDate: norm.date(find(owner, DATE_KEYS)), creditScore: score.creditScore, scoreModel: score.scoreModel });
  }
  const bureaus = new Set(accounts.map((a) => a.bureau));
  return {
    bureau,
    ...(bureaus.size > 1 && perBureau.size ? { bureaus: [...perBureau.values()] } : {}),
    reportDate: norm.date(find(doc, DATE_KEYS)),
    ...(bureaus.size > 1 ? { creditScore: null, scoreModel: null, scoreRange: null } : scoreOf(list(find(doc, SCORE_KEYS))[0])),
    consumer: consumerOf(doc),
    accounts,
    publicRecords: findAll(doc, RECORD_LISTS)
      .map(({ node, bureau: b }) => publicRecordFrom(bagOf(node), b ?? bureau))
      .filter((r) => r !== null),
    inquiries: inquiries.filter((i) => i !== null),
  };
}
