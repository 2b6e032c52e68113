/** Vendor JSON exports: each vendor names things its own way (camelCase, MISMO-style "@_Name" keys, nesting).
 * Lists and values are found by name anywhere in the document, nearest the top first. */
import { accountFrom, fieldKey, inquiryFrom, publicRecordFrom, type FieldBag } from './fields';
import * as norm from './normalize';
import { ReportReadError, type ParsedReport } from './types';

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
const list = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** An object's fields with nested objects flattened: {_CREDITOR: {"@_Name": x}} gives creditorname and name. */
function bagOf(node: Json, bag: FieldBag = new Map(), prefix = ''): FieldBag {
  if (!isObject(node)) return bag;
  for (const [rawKey, value] of Object.entries(node)) {
    const key = fieldKey(rawKey);
    if (isObject(value)) {
      bagOf(value, bag, prefix + key);
      bagOf(value, bag, '');
    } else if (!Array.isArray(value)) {
      if (!bag.has(prefix + key)) bag.set(prefix + key, value);
    }
  }
  return bag;
}

function scoreOf(doc: Json): Pick<ParsedReport, 'creditScore' | 'scoreModel' | 'scoreRange'> {
  const node = list(find(doc, ['score', 'creditscore', 'scores', 'creditscores']))[0];
  const bag = isObject(node) ? bagOf(node) : new Map([['value', node]]);
  const value = norm.money(bag.get('value') ?? bag.get('score') ?? bag.get('scorevalue'));
  const min = norm.money(bag.get('min') ?? bag.get('minimum') ?? bag.get('rangemin') ?? bag.get('minimumvalue'));
  const max = norm.money(bag.get('max') ?? bag.get('maximum') ?? bag.get('rangemax') ?? bag.get('maximumvalue'));
  return {
    creditScore: value,
    scoreModel: value === null ? null : norm.text(bag.get('model') ?? bag.get('scoremodel') ?? bag.get('modelname') ?? bag.get('modelnametype')),
    scoreRange: value === null ? null : min !== null && max !== null ? { min, max } : norm.scoreRange(bag.get('range')),
  };
}

function consumerOf(doc: Json) {
  const bag = bagOf(find(doc, ['consumer', 'borrower', 'personalinformation', 'subject', 'person']));
  const get = (...names: string[]) => names.map((n) => bag.get(n)).find((v) => v !== undefined);
  const name = get('name', 'fullname', 'unparsedname') ?? ([get('firstname'), get('lastname')].filter(Boolean).join(' ') || null);
  const address = norm.consumer(name, get('street', 'streetaddress', 'line1', 'addressline1', 'address'));
  return address.city ? address : {
    ...address,
    city: norm.text(get('city')),
    state: norm.text(get('state', 'statecode')),
    zip: norm.text(get('zip', 'zipcode', 'postalcode'))?.slice(0, 5) ?? null,
  };
}

export function parseJson(content: string): ParsedReport {
  let doc: Json;
  try {
    doc = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new ReportReadError('The JSON file is not valid JSON.');
  }
  const bureau = norm.bureau(find(doc, ['bureau', 'creditbureau', 'creditrepositorysourcetype', 'repository']));
  const bags = (names: string[]) => list(find(doc, names)).map((node) => bagOf(node));
  const accounts = bags(['tradelines', 'accounts', 'creditliability', 'liabilities', 'tradeline']).map((b) => accountFrom(b, bureau)).filter((a) => a !== null);
  if (accounts.length === 0) throw new ReportReadError('The JSON file has no accounts this reader knows.');
  return {
    bureau,
    reportDate: norm.date(find(doc, ['reportdate', 'creditreportfirstissueddate', 'generatedat', 'pulldate', 'dateofreport'])),
    ...scoreOf(doc),
    consumer: consumerOf(doc),
    accounts,
    publicRecords: bags(['publicrecords', 'creditpublicrecord', 'publicrecord']).map((b) => publicRecordFrom(b, bureau)).filter((r) => r !== null),
    inquiries: bags(['inquiries', 'creditinquiry', 'inquiry']).map((b) => inquiryFrom(b, 'hard', bureau)).filter((i) => i !== null),
  };
}
