import { describe, expect, test } from 'bun:test';
import { BUREAUS, DISPUTE_REASONS, FORM_DISPUTE_TYPES } from '@finx/contracts';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { BUREAU_ADDRESSES, checkLetterFacts, createLetterWriter, type LetterInput, letterPdf, letterText } from '../src/modules/disputes/letters';
import { createLogger } from '../src/platform/logger';
import { FULL_SSN, letterInput } from './fixtures/letter-input';

const writer = createLetterWriter({ apiKey: undefined, baseUrl: 'http://127.0.0.1:9/v1', model: 'unused' }, createLogger({ level: 'silent' }));
const write = (input: LetterInput) => writer.write(input);

/** The law each type must cite (independent of the templates' own lists); the §605B request has its own tests (identity-theft.test.ts). */
const TYPE_CITATIONS: Record<(typeof FORM_DISPUTE_TYPES)[number], string[]> = {
  validation: ['FCRA §611', 'FCRA §623', 'FDCPA §809(b)'],
  verification: ['FCRA §611', 'FCRA §623'],
  obsolete: ['FCRA §605', 'FCRA §611'],
  '609': ['FCRA §609', 'FCRA §611'],
  '611': ['FCRA §611'],
  escalation: ['FCRA §611', 'Consumer Financial Protection Bureau', 'Attorney General'],
};
const ALL_CITATIONS = ['FCRA §605', 'FCRA §605B', 'FCRA §609', 'FCRA §611(a)(7)', 'FCRA §623', 'FDCPA §809(b)', 'Consumer Financial Protection Bureau'];

const ssnLeaks = (text: string) => [FULL_SSN, '123456789', '123-45', '12345'].filter((s) => text.includes(s));

describe('template letters: every type × reason × bureau', () => {
  for (const type of FORM_DISPUTE_TYPES) {
    for (const reason of DISPUTE_REASONS) {
      test(`${type} / ${reason}`, async () => {
        for (const bureau of BUREAUS) {
          const input = letterInput({ dispute: { type, disputeReason: reason, bureau } });
          const letter = await write(input);
          const text = letterText(letter);
          const expected = [...TYPE_CITATIONS[type], ...(reason === 'obsolete' ? ['FCRA §605'] : [])];
          for (const citation of expected) {
            expect(letter.citations).toContain(citation);
            expect(letter.body.join('\n')).toContain(citation);
          }
          for (const other of ALL_CITATIONS.filter((c) => !expected.includes(c))) expect(text).not.toContain(other);
          // the reinvestigation's figures, in every letter
          expect(text).toContain('within 30 days of receiving my dispute (45 days if');
          expect(text).toContain('within 5 business days of completing the reinvestigation');
          // the bureau's address and the consumer's facts
          expect(letter.to).toEqual(BUREAU_ADDRESSES[bureau]);
          const a = BUREAU_ADDRESSES[bureau];
          expect(text).toContain(`${a.name}\n${a.line1}\n${a.city}, ${a.state} ${a.zip}`);
          expect(text).toContain('Jane Doe\n12 Oak St\nAustin, TX 78701');
          expect(text).toContain('Creditor: Midland Credit Management\nAccount number: ****9876\nAmount: $1,250.50');
          expect(text).toContain('“I never had an account with the original creditor.”');
          expect(text).toContain('SSN: XXX-XX-6789');
          expect(ssnLeaks(text)).toEqual([]);
          expect(checkLetterFacts(letter, input)).toEqual({ ok: true });
        }
      });
    }
  }
});

describe('template letters: the law and its figures', () => {
  test('obsolete: 7 years from 180 days after the delinquency began, bankruptcies 10 years (FCRA §605)', async () => {
    const text = letterText(await write(letterInput({ dispute: { type: 'obsolete', disputeReason: 'obsolete' } })));
    expect(text).toContain('more than 7 years old');
    expect(text).toContain('those 7 years run from 180 days after the start of the delinquency');
    expect(text).toContain('A bankruptcy may not be reported for more than 10 years (FCRA §605(a)(1))');
    expect(text).not.toContain('statute of limitations');
  });

  test('validation: FDCPA §809(b), collection stops until the debt is verified', async () => {
    const text = letterText(await write(letterInput({ dispute: { type: 'validation' } })));
    expect(text).toContain('FDCPA §809(b) (15 U.S.C. §1692g(b))');
    expect(text).toContain(
      'must stop collecting the disputed debt until it obtains verification of the debt or a copy of a judgment and mails it to the consumer',
    );
    expect(text).toContain('FCRA §623(b) (15 U.S.C. §1681s-2(b))');
  });

  test('609: disclosure of the file and its sources, no claim to original contracts', async () => {
    const text = letterText(await write(letterInput({ dispute: { type: '609' } })));
    expect(text).toContain('Under FCRA §609(a) (15 U.S.C. §1681g), I request a disclosure of all information in my Experian file');
    expect(text).toContain('FCRA §609(a)(2)');
    expect(text.toLowerCase()).not.toMatch(/original (contract|document|signature)/);
  });

  test('611: frivolous-dispute notice within 5 business days (§611(a)(3))', async () => {
    expect(letterText(await write(letterInput({ dispute: { type: '611' } })))).toContain('FCRA §611(a)(3) requires you to tell me so within 5 business days');
  });

  test("escalation: a CFPB complaint and the consumer's own state's Attorney General, no threat of suit", async () => {
    const tx = letterText(await write(letterInput({ dispute: { type: 'escalation' }, consumer: { state: 'tx' } })));
    expect(tx).toContain(
      'I plan to submit a complaint to the Consumer Financial Protection Bureau (consumerfinance.gov/complaint) and to the Attorney General of Texas.',
    );
    const unknown = letterText(await write(letterInput({ dispute: { type: 'escalation' }, consumer: { state: 'ZZ' } })));
    expect(unknown).toContain('and to my state Attorney General.');
    expect(tx).not.toMatch(/\b(sue|lawsuit|court|damages)\b/i);
  });

  test('identity theft in the description: the §605B block within 4 business days; never otherwise', async () => {
    const theft = await write(letterInput({ dispute: { description: 'Someone opened this account after my identity was stolen.' } }));
    expect(theft.citations).toContain('FCRA §605B');
    expect(letterText(theft)).toContain('within 4 business days');
    for (const type of FORM_DISPUTE_TYPES) expect(letterText(await write(letterInput({ dispute: { type } })))).not.toContain('identity theft');
  });

  test("round 2 after 'verified': the answer's date and the §611(a)(7) method-of-verification request, for every type", async () => {
    for (const type of FORM_DISPUTE_TYPES) {
      const letter = await write(
        letterInput({ dispute: { type, round: 2, previousResponse: { result: 'verified', responseDate: new Date('2025-02-20T00:00:00Z') } } }),
      );
      const text = letterText(letter);
      expect(letter.citations).toContain('FCRA §611(a)(7)');
      expect(letter.subject).toContain('round 2: method of verification requested');
      expect(text).toContain('Your reinvestigation results dated February 20, 2025 reported this account as verified. I still dispute it.');
      expect(letter.citations).toContain('FCRA §611(a)(6)(B)(iii)');
      expect(text).toContain(
        'I may request a description of the procedure used to determine the accuracy and completeness of this information (FCRA §611(a)(6)(B)(iii)',
      );
      expect(text).toContain(
        'Under FCRA §611(a)(7) (15 U.S.C. §1681i(a)(7)), please send me, within 15 days of receiving this request, a description of that procedure',
      );
      expect(text).toContain('business name and address of any furnisher');
    }
    const noChange = letterText(
      await write(letterInput({ dispute: { round: 3, previousResponse: { result: 'no_change', responseDate: new Date('2025-04-01T00:00:00Z') } } })),
    );
    expect(noChange).toContain('dated April 1, 2025 reported this account as unchanged');
  });
});

describe('template letters: only the facts given', () => {
  test('no account, amount, description, date of birth or SSN: no such lines, nothing made up', async () => {
    const letter = await write(
      letterInput({ dispute: { accountNumber: null, amount: null, description: null }, consumer: { ssnLast4: undefined, dateOfBirth: undefined } }),
    );
    const text = letterText(letter);
    expect(text).toContain('Account in dispute\nCreditor: Midland Credit Management\n\n');
    for (const absent of ['Account number', 'Amount', '$', 'In my own words', 'My identification', 'SSN', 'Date of birth']) expect(text).not.toContain(absent);
  });

  test('plain text: date, from, to, subject, salutation, body, signature; enclosures only those given', async () => {
    const text = letterText(await write(letterInput()));
    expect(text.startsWith('March 5, 2025\n\nJane Doe\n12 Oak St\nAustin, TX 78701\n\nExperian\nP.O. Box 4500\nAllen, TX 75013\n\nRe: ')).toBe(true);
    expect(text).toContain('To whom it may concern:');
    expect(text.endsWith('Sincerely,\n\n\nJane Doe')).toBe(true);
    const withEnclosures = letterText(await write(letterInput({ enclosures: ['Copy of my driver’s license', 'Utility bill'] })));
    expect(withEnclosures.endsWith('Jane Doe\n\nEnclosures:\n- Copy of my driver’s license\n- Utility bill')).toBe(true);
  });

  test('bureau addresses are the issue’s, exactly', () => {
    expect(BUREAU_ADDRESSES).toEqual({
      experian: { name: 'Experian', line1: 'P.O. Box 4500', city: 'Allen', state: 'TX', zip: '75013' },
      equifax: { name: 'Equifax Information Services LLC', line1: 'P.O. Box 740256', city: 'Atlanta', state: 'GA', zip: '30374-0256' },
      transunion: { name: 'TransUnion Consumer Solutions', line1: 'P.O. Box 2000', city: 'Chester', state: 'PA', zip: '19016' },
    });
  });
});

describe('letterPdf', () => {
  const pdfText = async (bytes: Uint8Array) => (await extractText(bytes.slice(), { mergePages: false })).text;

  test('US Letter pages with the date, both addresses, the masked SSN, "Page n of m" and the enclosures; no full SSN', async () => {
    const letter = await write(letterInput({ dispute: { bureau: 'equifax' }, enclosures: ['Copy of my driver’s license'] }));
    const bytes = await letterPdf(letter);
    const doc = await PDFDocument.load(bytes);
    const pages = await pdfText(bytes);
    expect(doc.getPages().map((p) => p.getSize())).toEqual(pages.map(() => ({ width: 612, height: 792 })));
    pages.forEach((text, i) => expect(text.trimEnd().endsWith(`Page ${i + 1} of ${pages.length}`)).toBe(true));
    expect(
      pages[0].startsWith(
        'March 5, 2025\nJane Doe\n12 Oak St\nAustin, TX 78701\nEquifax Information Services LLC\nP.O. Box 740256\nAtlanta, GA 30374-0256\nRe: ',
      ),
    ).toBe(true);
    const all = pages.join('\n');
    for (const s of [
      'SSN: XXX-XX-6789',
      'Account number: ****9876',
      'Amount: $1,250.50',
      'FCRA §611',
      'Sincerely,\nJane Doe\nEnclosures:\n- Copy of my driver’s license',
    ])
      expect(all).toContain(s);
    expect(ssnLeaks(all)).toEqual([]);
    expect(ssnLeaks(new TextDecoder('latin1').decode(bytes))).toEqual([]);
  });

  test('a long letter wraps onto numbered pages; characters Helvetica lacks print as "?"', async () => {
    const description = `${'The balance and the dates on this account do not match my statements. '.repeat(40)}Noted 😀 中文.`;
    const bytes = await letterPdf(await write(letterInput({ dispute: { type: 'escalation', description, round: 2 } })));
    const pages = await pdfText(bytes);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.join('\n')).toContain('Noted ? ??.');
    expect(pages.at(-1)).toContain('Sincerely,');
  });
});
