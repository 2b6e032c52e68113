/**
 * Events → the report's items (accounts, inquiries, public records) and its report-level pairs. An account
 * starts only at a strong anchor: a creditor label ("Account name", "Creditor"), a table row naming the
 * creditor, or a title line (a creditor header at the left) followed by account evidence (a number, balance,
 * date opened or status) before the next title. A block with no evidence is merged into the one before it.
 */
import { FieldBag, pick } from '../fields';
import { fieldKey, fieldOf, type Field, reportFieldOf } from '../labels';
import * as norm from '../normalize';
import type { Bureau, InquiryKind, Source } from '../types';
import { isAddress, isCapitals, isPhone, isTitle } from './cells';
import type { Event } from './events';
import { inquiryKindOf, type Section } from './sections';

export interface Item {
  section: Section;
  inquiryKind: InquiryKind;
  bag: FieldBag;
  /** 3-bureau tables: what each bureau's column says. */
  byBureau: Map<Bureau, FieldBag>;
  hasCreditorLabel: boolean;
}

type PairEvent = Extract<Event, { kind: 'pair' }>;
type TextEvent = Extract<Event, { kind: 'text' }>;

const EVIDENCE: Record<Section, Field[]> = {
  accounts: ['accountNumber', 'balance', 'opened', 'status', 'paymentStatus', 'creditLimit', 'highBalance', 'closed'],
  top: ['accountNumber', 'balance', 'opened'],
  summary: [],
  other: [],
  inquiries: ['date'],
  records: ['date', 'court', 'amount'],
};
const ITEM_SECTIONS = new Set<Section>(['accounts', 'inquiries', 'records', 'top']);

const isEvidence = (section: Section, ev: Event) => ev.kind === 'pair' && !!norm.text(ev.value) && EVIDENCE[section].includes(fieldOf(ev.label)!);
const hasEvidence = (item: Item) =>
  [item.bag, ...item.byBureau.values()].some((bag) =>
    EVIDENCE[item.section].some((f) => [...bag.keys()].some((k) => fieldOf(k) === f && norm.text(bag.get(k)))),
  );

const sameName = (a: unknown, b: string) => !!norm.creditorName(a) && norm.creditorName(a)!.toUpperCase() === norm.creditorName(b)?.toUpperCase();

/** Of title lines in a row, the one that names the creditor: the last in capitals (as bureaus print them), else the last. */
const chooseTitle = (titles: TextEvent[]) => [...titles].reverse().find((t) => isCapitals(t.cells[0]!.text)) ?? titles.at(-1)!;

/** Reads a creditor header: "CAPITAL ONE #517805******5590", "LVNV FUNDING LLC (Original Creditor: SYNCHRONY BANK)". */
function titleFields(title: TextEvent, bag: FieldBag) {
  const text = title.cells[0]!.text;
  const source: Source = { page: title.line.page, text };
  bag.put('creditor', norm.creditorName(text), source);
  const number = text.match(/(?:#|acct\.?|account(?: number| no\.?)?)\s*[:#]?\s*([\dXx*•·-]{4,})/i)?.[1];
  if (number) bag.put('accountnumber', number, source);
  const original = text.match(/\((?:original creditor|orig\.? creditor|oc)\s*:?\s*([^)]+)\)?/i)?.[1];
  if (original) bag.put('originalcreditor', original.trim(), source);
  // a second cell on the title line may be the masked number
  const second = title.cells[1]?.text;
  if (second && /[\dXx*]{4,}/.test(second) && /\d{2,}/.test(second)) bag.put('accountnumber', second.replace(/^(#|acct\.?|account)\s*/i, ''), source);
}

export function readItems(events: Event[]): { items: Item[]; reportPairs: PairEvent[]; bureaus: Bureau[] } {
  const items: Item[] = [];
  const reportPairs: PairEvent[] = [];
  const bureaus = new Set<Bureau>();
  let section: Section = 'top';
  let inquiryKind: InquiryKind = 'hard';
  let current: Item | null = null;
  let pending: TextEvent[] = [];
  // an account-type line right under a creditor's title ("Auto Loan", "Collection") is no section heading
  let pendingType: string | null = null;
  let pendingFurnisher: FieldBag['furnisher'] = null;

  const open = (): Item => ({ section, inquiryKind, bag: new FieldBag(), byBureau: new Map(), hasCreditorLabel: false });
  const close = () => {
    if (current && hasEvidence(current)) items.push(current);
    else if (current && items.at(-1)?.section === current.section) merge(items.at(-1)!, current);
    current = null;
  };
  /** Whether an evidence pair comes before the next title, heading or row. */
  const evidenceAhead = (from: number) => {
    for (let j = from; j < events.length; j++) {
      const ev = events[j]!;
      if (ev.kind === 'heading' || ev.kind === 'row' || (ev.kind === 'text' && !ev.indented && isTitle(ev.cells[0]!.text))) return false;
      if (isEvidence(section, ev)) return true;
    }
    return false;
  };

  events.forEach((ev, index) => {
    switch (ev.kind) {
      case 'heading':
        if (ev.section === 'accounts' && section === 'accounts' && pending.length && !pendingType && !/accounts|items|lines/i.test(ev.text)) {
          pendingType = ev.text;
          return;
        }
        // inside public records, "BANKRUPTCY CHAPTER 7" names a record, it opens nothing
        if (ev.section === 'records' && section === 'records' && !/public records?/i.test(ev.text)) {
          pending.push({ kind: 'text', text: ev.text, cells: ev.line.cells, line: ev.line, indented: false });
          return;
        }
        close();
        pending = [];
        pendingType = null;
        pendingFurnisher = null;
        section = ev.section;
        if (section === 'inquiries') inquiryKind = inquiryKindOf(ev.text);
        return;
      case 'bureaus':
        ev.bureaus.forEach((b) => bureaus.add(b));
        return;
      case 'row':
        close();
        pending = [];
        pendingFurnisher = null;
        current = open();
        return;
      case 'grid': {
        if (!current) return;
        const bag = ev.bureau ? bureauBag(current, ev.bureau) : current.bag;
        addGrid(bag, ev.marks);
        if (ev.history) bag.history.push(...ev.history);
        return;
      }
      case 'text': {
        if (!ITEM_SECTIONS.has(section)) return;
        if (!ev.indented && isTitle(ev.cells[0]!.text)) {
          if (section === 'inquiries' && inlineInquiry(ev)) {
            close();
            current = open();
            const date = inlineInquiry(ev)!;
            titleFields({ ...ev, cells: [{ ...ev.cells[0]!, text: ev.cells[0]!.text.replace(date, '').trim() }] }, current.bag);
            current.bag.put('date', date, { page: ev.line.page, text: ev.text });
            if (ev.cells.length > 2)
              current.bag.put(
                'inquirytype',
                ev.cells
                  .slice(1)
                  .map((c) => c.text)
                  .join(' '),
              );
            return;
          }
          pending.push(ev);
          return;
        }
        if ((current || pending.length) && (isAddress(ev.text) || isPhone(ev.text))) {
          // the address under a creditor's title is the furnisher's, of the account about to start
          const furnisher = pending.length
            ? (pendingFurnisher ??= { address: null, phone: null })
            : (current!.bag.furnisher ??= { address: null, phone: null });
          if (isPhone(ev.text) && !furnisher.phone) furnisher.phone = ev.text.match(/\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}/)?.[0] ?? ev.text;
          else if (!isPhone(ev.text)) furnisher.address = furnisher.address ? `${furnisher.address}, ${ev.text}` : ev.text;
        } else if (current) current.bag.remarks.push(ev.text);
        return;
      }
      case 'pair':
        readPair(ev, index);
    }
  });
  close();
  return { items, reportPairs, bureaus: [...bureaus] };

  function readPair(ev: PairEvent, index: number) {
    const field = fieldOf(ev.label);
    // the report's date, wherever a page puts it (a running header beside the accounts), is never an account's
    if (reportFieldOf(ev.label) === 'reportDate' && field === undefined) return void reportPairs.push(ev);
    if (!ITEM_SECTIONS.has(section) || (section === 'top' && !current && !pending.length)) {
      reportPairs.push(ev);
      return;
    }
    if (field === 'creditor' && norm.text(ev.value) && section !== 'top' && !ev.bureau) {
      // "Account name: MERRICK BANK" under a card titled MERRICK BANK (with its balance) is that card's details
      const sameCard = current && !current.hasCreditorLabel && sameName(current.bag.get('creditor'), ev.value) && !pick(current.bag, 'accountNumber');
      if (!current || (!sameCard && (current.hasCreditorLabel || hasEvidence(current)))) {
        close();
        current = open();
      }
      current.bag.delete('creditor');
      current.bag.put('creditor', ev.value, ev.source);
      current.hasCreditorLabel = true;
      current.bag.furnisher ??= pendingFurnisher;
      pending = [];
      pendingType = null;
      pendingFurnisher = null;
      return;
    }
    if (pending.length) {
      if (evidenceAhead(index)) {
        close();
        current = open();
        titleFields(chooseTitle(pending), current.bag);
        if (pendingType) current.bag.put('type', pendingType, { page: ev.line.page, text: pendingType });
        current.bag.furnisher = pendingFurnisher;
      }
      pending = [];
      pendingType = null;
      pendingFurnisher = null;
    }
    if (!current) {
      if (section === 'top') return void reportPairs.push(ev);
      current = open();
    }
    const bag = ev.bureau ? bureauBag(current, ev.bureau) : current.bag;
    bag.put(ev.label === 'continued' ? 'continued' : fieldKey(ev.label), ev.value, ev.source);
  }
}

function bureauBag(item: Item, bureau: Bureau): FieldBag {
  let bag = item.byBureau.get(bureau);
  if (!bag) item.byBureau.set(bureau, (bag = new FieldBag()));
  return bag;
}

function merge(into: Item, from: Item) {
  for (const [key, value] of from.bag) into.bag.put(key, value, from.bag.sources.get(key));
  into.bag.remarks.push(...from.bag.remarks);
}

/** Late marks of a payment grid added to the bag's count (30, 60, 90 and more). */
function addGrid(bag: FieldBag, marks: number[]) {
  const lates = (bag.gridLates ??= { late30: 0, late60: 0, late90: 0 });
  for (const days of marks) {
    if (days === 30) lates.late30++;
    else if (days === 60) lates.late60++;
    else if (days >= 90) lates.late90++;
  }
}

/** "SYNCB/AMAZON   01/02/2025   Credit card" on one line: the date of an inquiry listed as a row. */
function inlineInquiry(ev: TextEvent): string | null {
  for (const cell of ev.cells.slice(1)) if (norm.date(cell.text)) return cell.text;
  const m = ev.cells[0]!.text.match(/\s(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2,8}\.? \d{1,2}, \d{4})$/);
  return m?.[1] ?? null;
}
