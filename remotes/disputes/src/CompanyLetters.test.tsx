import type { ComplaintOption, ItemLetters } from '@finx/contracts';
import { GOODWILL_NOT_A_DISPUTE, PAY_FOR_DELETE_FACTS, VALIDATION_PERIOD_OVER } from '@finx/contracts';
import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../common/testing';
import CompanyLetters from './CompanyLetters';
import { apiFor, bodyOf, callsTo, dispute, inDays, json, renderDisputes, STORED, stubFetch, USER } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});
beforeAll(() => {
  globalThis.URL.createObjectURL ??= () => 'blob:letter';
  globalThis.URL.revokeObjectURL ??= () => undefined;
  if (!document.querySelector('[data-finx-toaster]')) {
    const toaster = document.createElement('div');
    toaster.setAttribute('data-finx-toaster', '');
    document.body.append(toaster);
  }
});

const KEY = 'a1b2c3d4e5f60718';
const CARD: ItemLetters = {
  item: { key: KEY, name: 'CAPITAL ONE ****5590', bureaus: ['experian', 'equifax'], collection: false, balance: 480, originalCreditor: null },
  lateMarks: [
    {
      bureau: 'experian',
      months: [
        { month: '2025-03', daysLate: 60 },
        { month: '2025-02', daysLate: 30 },
      ],
      counts: { late30: 1, late60: 1, late90: 0 },
    },
    { bureau: 'equifax', months: [], counts: { late30: 1, late60: 0, late90: 0 } },
  ],
  furnisher: { name: 'CAPITAL ONE', address: 'PO BOX 30285, SALT LAKE CITY, UT 84130', phone: '(800) 955-7070' },
  letters: [
    { kind: 'goodwill', offered: true, reason: null },
    { kind: 'validation', offered: false, reason: 'This letter goes to a debt collector: your credit reports do not show this account as a collection.' },
    { kind: 'pay_for_delete', offered: false, reason: 'This letter goes to a debt collector: your credit reports do not show this account as a collection.' },
  ],
};
const COLLECTION: ItemLetters = {
  item: { key: KEY, name: 'MIDLAND CREDIT MANAGEMENT ****8812', bureaus: ['experian'], collection: true, balance: 1940, originalCreditor: 'SYNCHRONY BANK' },
  lateMarks: [],
  furnisher: { name: 'MIDLAND CREDIT MANAGEMENT', address: 'PO BOX 2036, WARREN, MI 48090', phone: null },
  letters: [
    { kind: 'goodwill', offered: false, reason: 'Your credit reports show no late payment on this account.' },
    { kind: 'validation', offered: true, reason: null },
    { kind: 'pay_for_delete', offered: true, reason: null },
  ],
};
const WRITTEN = {
  letterContent: 'CAPITAL ONE\nPO BOX 30285\n\nRe: Goodwill request to remove late payments',
  citations: [],
  furnisher: CARD.furnisher,
  pdfBase64: btoa('%PDF-1.7'),
};
const daysAgo = (n: number) => inDays(-n).slice(0, 10);

/** The letters page of one account, the details saved, each POST answered with a written letter. */
function renderLetters(item: ItemLetters) {
  const fetchMock = stubFetch((path, init) => {
    if ((init.method ?? 'GET') === 'GET' && path === `/api/company-letters/items/${KEY}`) return json(200, item);
    if ((init.method ?? 'GET') === 'GET' && path === '/api/dispute-user-info') return json(200, STORED);
    if (init.method === 'POST') return json(200, WRITTEN);
    return json(500, { error: `unexpected ${path}` });
  });
  renderScreen(CompanyLetters, `/disputes/letters?item=${KEY}`, USER);
  return fetchMock;
}

async function openLetter(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Write the ${label.toLowerCase()}` }));
  return screen.findByRole('dialog', { name: new RegExp(`^${label} to `) });
}

describe('/disputes/letters: the letters that fit an account', () => {
  it('a late payment: the goodwill letter with the months the reports show; the collector letters not offered, saying why', async () => {
    const fetchMock = renderLetters(CARD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Letters to Companies' })).toBeTruthy();
    const marks = await screen.findByRole('list', { name: 'Late payments your reports show' });
    expect(marks.textContent).toContain('Experian: 30 days late in February 2025; 60 days late in March 2025');
    expect(marks.textContent).toContain('Equifax: 1 late payment (the report gives no month)');
    expect(screen.getByText(/To CAPITAL ONE, PO BOX 30285, SALT LAKE CITY, UT 84130 \(telephone \(800\) 955-7070\)/)).toBeTruthy();
    const notHere = screen.getByRole('heading', { name: 'Not for this account' }).closest('section')!;
    expect(notHere.textContent).toContain('Debt validation request: This letter goes to a debt collector');
    expect(screen.queryByRole('button', { name: /Write the debt validation/ })).toBeNull();

    const dialog = await openLetter('Goodwill letter');
    const reason = await within(dialog).findByLabelText('What happened (optional)');
    await userEvent.type(reason, 'The late payment is a reporting error.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the letter' }));
    expect(await within(dialog).findByText(GOODWILL_NOT_A_DISPUTE)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/company-letters/items/${KEY}/goodwill`)).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'I was in the hospital.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the letter' }));
    expect((await within(dialog).findByLabelText('Letter text')).textContent).toContain('Goodwill request to remove late payments');
    const [call] = callsTo(fetchMock, 'POST', `/api/company-letters/items/${KEY}/goodwill`);
    expect(bodyOf(call!)).toMatchObject({ reason: 'I was in the hospital.', userInfo: { firstName: 'Jane', zip: '75201' } });
    expect(within(dialog).getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toBe('goodwill-capital-one.pdf');
  });

  it('a collection: the validation request says when the 30 days are over, and the pay-for-delete offer what it may not do', async () => {
    const fetchMock = renderLetters(COLLECTION);
    const facts = await screen.findByRole('heading', { name: 'What it may and may not do' });
    for (const f of PAY_FOR_DELETE_FACTS) expect(facts.parentElement!.textContent).toContain(f);

    const validation = await openLetter('Debt validation request');
    const received = await within(validation).findByLabelText('Day you received the collector’s first letter about this debt');
    await userEvent.type(received, daysAgo(45));
    expect(within(validation).getByRole('status').textContent).toBe(VALIDATION_PERIOD_OVER);
    await userEvent.clear(received);
    await userEvent.type(received, daysAgo(5));
    expect(within(validation).getByRole('status').textContent).toMatch(/^Send it by .+ \(FDCPA §809\(b\)\)\.$/);
    await userEvent.click(within(validation).getByRole('button', { name: 'Write the letter' }));
    await within(validation).findByLabelText('Letter text');
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/company-letters/items/${KEY}/validation`)[0]!)).toMatchObject({ noticeReceivedOn: daysAgo(5) });
    await userEvent.click(within(validation).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const offer = await openLetter('Pay-for-delete offer');
    const amount = await within(offer).findByLabelText('Amount you offer to pay');
    await userEvent.type(amount, '2500');
    await userEvent.click(within(offer).getByRole('button', { name: 'Write the letter' }));
    expect(await within(offer).findByText('The amount cannot be more than the balance your credit report shows ($1,940)')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/company-letters/items/${KEY}/pay-for-delete`)).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '$450');
    await userEvent.click(within(offer).getByRole('button', { name: 'Write the letter' }));
    await within(offer).findByLabelText('Letter text');
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/company-letters/items/${KEY}/pay-for-delete`)[0]!)).toMatchObject({ amount: '450' });
  });

  it('without an item: sends the user to the credit file', async () => {
    stubFetch(() => json(500, {}));
    renderScreen(CompanyLetters, '/disputes/letters', USER);
    expect(await screen.findByText('Choose the account on your Credit File')).toBeTruthy();
  });
});

const QUALIFIES: ComplaintOption = {
  qualifies: true,
  reason: 'Experian’s answer was due October 5, 2026 and none is recorded (FCRA §611(a)(1)).',
  grounds: ['deadline_missed'],
  timeline: [{ day: '2026-09-01', event: 'Dispute prepared' }],
};

describe('the CFPB complaint draft on a dispute card', () => {
  it('offered on a qualifying dispute: the facts confirmed first, then the draft and where the user files it', async () => {
    const fetchMock = stubFetch(
      apiFor(
        { disputes: [dispute(1, 'in_progress', { creditor: 'Midland Credit', overdueAt: inDays(-1), expectedResponseDate: inDays(-2) })], stored: STORED },
        (path, init) => {
          if ((init.method ?? 'GET') === 'GET' && path === '/api/disputes/1/cfpb-complaint') return json(200, QUALIFIES);
          if (init.method === 'POST' && path === '/api/disputes/1/cfpb-complaint')
            return json(200, {
              letterContent: 'Complaint about Experian: it did not answer my dispute in time',
              citations: ['FCRA §611(a)(1)', 'FCRA §611(a)(5)(A)'],
              pdfBase64: btoa('%PDF'),
              complaintUrl: 'https://www.consumerfinance.gov/complaint/',
            });
          return json(500, {});
        },
      ),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Midland Credit' });
    expect(
      await within(item).findByText(/none is recorded \(FCRA §611\(a\)\(1\)\)\. You can take it to the Consumer Financial Protection Bureau\./),
    ).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'CFPB complaint draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'CFPB complaint about Experian' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Write the letter' }));
    expect(await within(dialog).findByText('Confirm that what the complaint says is true: you file it with a federal agency')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/disputes/1/cfpb-complaint')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This is true: Experian has not sent me the results of its reinvestigation.' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Write the letter' }));
    expect((await within(dialog).findByLabelText('Letter text')).textContent).toContain('Complaint about Experian');
    expect(within(dialog).getByText('FCRA §611(a)(1)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'consumerfinance.gov/complaint' }).getAttribute('href')).toBe('https://www.consumerfinance.gov/complaint/');
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/disputes/1/cfpb-complaint')[0]!)).toMatchObject({ confirmed: true });
  });

  it('a verified dispute that does not qualify yet says why, with no draft', async () => {
    const reason =
      'If Experian does not say how it verified this item within 15 days of receiving your next-round letter (FCRA §611(a)(7)), FinX offers a complaint draft.';
    stubFetch(
      apiFor({ disputes: [dispute(1, 'rejected', { creditor: 'Midland Credit' })] }, (path) =>
        path === '/api/disputes/1/cfpb-complaint' ? json(200, { qualifies: false, reason, grounds: [], timeline: [] }) : json(500, {}),
      ),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Midland Credit' });
    expect(await within(item).findByText(reason)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'CFPB complaint draft' })).toBeNull();
  });
});
