import { describe, expect, test } from 'bun:test';
import { extractText } from 'unpdf';
import { BUREAU_ADDRESSES, checkLetterFacts, createLetterWriter, letterPdf, letterText, type PackageLetterInput } from '../src/modules/disputes/letters';
import { silentLogger } from './support';
import { FULL_SSN, letterInput } from './fixtures/letter-input';

/** The bureau-package letter (issue 13): one letter to a bureau listing several disputes. */

const base = letterInput();
const item = (over: Partial<PackageLetterInput['items'][number]>) => ({ ...base.dispute, ...over });
const input = (items: PackageLetterInput['items']): PackageLetterInput => ({ bureau: 'equifax', items, consumer: base.consumer, date: base.date });
const writer = createLetterWriter({ apiKey: undefined, baseUrl: '', model: '' }, silentLogger());

const three = input([
  item({
    id: 1,
    type: '611',
    creditor: 'CHASE CARD SERVICES',
    accountNumber: '****3301',
    amount: '1250.00',
    disputeReason: 'incorrect_amount',
    description: 'Equifax reports a balance of $1,250, but Experian reports $980.',
  }),
  item({
    id: 2,
    type: 'validation',
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    accountNumber: '****8812',
    amount: '1940.00',
    disputeReason: 'duplicate',
    description: null,
  }),
  item({ id: 3, type: 'obsolete', creditor: 'LVNV FUNDING LLC', accountNumber: null, amount: null, disputeReason: 'obsolete', description: null }),
]);

describe('package letter', () => {
  test('lists every item with creditor, masked number, amount and reason, and cites §611, §623, FDCPA §809(b) and §605', async () => {
    const letter = await writer.write(three);
    const text = letterText(letter);
    expect(letter.to).toEqual(BUREAU_ADDRESSES.equifax);
    expect(letter.from).toEqual({ name: 'Jane Doe', line1: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' });
    expect(letter.subject).toBe('Dispute of 3 items in my credit file and request for reinvestigation');
    expect(letter.citations).toEqual(['FCRA §611', 'FCRA §623', 'FDCPA §809(b)', 'FCRA §605']);
    for (const c of letter.citations) expect(letter.body.join('\n')).toContain(c);
    expect(text).toContain(
      'Item 1 of 3\nCreditor: CHASE CARD SERVICES\nAccount number: ****3301\nAmount: $1,250.00\nReason: The amount reported for this account is not correct. In my own words: “Equifax reports a balance of $1,250, but Experian reports $980.”',
    );
    expect(text).toContain(
      'Item 2 of 3\nCreditor: MIDLAND CREDIT MANAGEMENT\nAccount number: ****8812\nAmount: $1,940.00\nReason: This account appears more than once',
    );
    expect(text).toContain('Item 3 of 3\nCreditor: LVNV FUNDING LLC\nReason: This item is older than the period');
    expect(text).toContain('Please ask MIDLAND CREDIT MANAGEMENT to verify that this debt is mine');
    expect(text).toContain('SSN: XXX-XX-6789');
    expect(text).not.toContain(FULL_SSN);
    // The opening comes first, then the items, then the law.
    expect(letter.body[0]).toBe(
      'I am writing to dispute the 3 items listed below in my Equifax credit file and to request a reinvestigation of each under FCRA §611.',
    );
    expect(letter.body[1]!.startsWith('Item 1 of 3')).toBe(true);
    expect(checkLetterFacts(letter, three)).toEqual({ ok: true });
  });

  test('a package of plain inaccuracies cites §611 only; one item reads in the singular', async () => {
    const one = await writer.write(input([item({ id: 9, type: '611', disputeReason: 'other', description: null })]));
    expect(one.citations).toEqual(['FCRA §611']);
    expect(one.body[0]).toBe('I am writing to dispute the item listed below in my Equifax credit file and to request a reinvestigation of it under FCRA §611.');
    expect(letterText(one)).toContain('Item in dispute\nCreditor: Midland Credit Management');
    await expect(writer.write(input([]))).rejects.toThrow('at least one dispute');
  });

  test('the fact check holds a reworded package to its items', async () => {
    const letter = await writer.write(three);
    const invented = { ...letter, body: letter.body.map((p, i) => (i === 0 ? `${p} I also owe nothing on the $5,000 balance.` : p)) };
    expect(checkLetterFacts(invented, three)).toEqual({ ok: false, reason: 'an amount not in the dispute' });
  });

  test('prints as a PDF with every item', async () => {
    const pdf = await letterPdf(await writer.write(three));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const s of ['CHASE CARD SERVICES', 'MIDLAND CREDIT MANAGEMENT', 'LVNV FUNDING LLC', 'FDCPA §809(b)', 'Jane Doe']) expect(text).toContain(s);
  });
});
