import { toaster } from '@finx/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor, choose, dispute, json, NO_ODDS, renderDisputes, stubFetch, STORED } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  toaster.dismiss();
});

const STATS = { disputes: 212, deleted: 31, updated: 12, verified: 50, noChange: 7, medianDays: 34 };

describe('honest odds (issue 29)', () => {
  it('on a dispute: the share deleted with the count beside it, and never a promise', async () => {
    stubFetch(
      apiFor({
        disputes: [dispute(1, 'in_progress', { creditor: 'Midland Credit' })],
        odds: { ...NO_ODDS, kind: STATS, furnisher: { name: 'Midland Credit', stats: null } },
      }),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Midland Credit' });
    const odds = await within(item).findByRole('region', { name: 'How disputes like this ended' });
    expect(odds.textContent).toContain('Deleted in 31\u00a0% of 212 disputes like this');
    expect(odds.textContent).toContain('updated 12\u00a0%, verified 50\u00a0%, no change 7\u00a0%; answered in a median of 34 days');
    expect(odds.textContent).toContain('It is not a promise');
    // the company has too few of its own: nothing is said for it
    expect(odds.textContent).not.toContain('with Midland Credit');
  });

  it("below the thresholds: 'Not enough disputes yet to say', on a dispute and in the New Dispute flow", async () => {
    stubFetch(apiFor({ disputes: [dispute(1, 'pending')] }));
    renderDisputes();
    const item = (await screen.findAllByRole('listitem')).find((li) => li.id === 'dispute-1')!;
    expect(await within(item).findByText(/Not enough disputes yet to say/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'New dispute' });
    expect(within(form).queryByRole('region', { name: 'How disputes like this ended' })).toBeNull();
    await choose(form, "What's wrong?", 'The balance is wrong');
    const odds = await within(form).findByRole('region', { name: 'How disputes like this ended' });
    await waitFor(() => expect(odds.textContent).toContain('Not enough disputes yet to say'));
  });

  it('a verified dispute offers the direct dispute to the company, written to the address the report prints', async () => {
    const letter = {
      letterContent: 'MIDLAND CREDIT\nPO BOX 2036\nWARREN, MI 48090\n\nRe: Direct dispute of information you furnish to Experian',
      citations: ['FCRA §623(a)(8)'],
      furnisher: { name: 'MIDLAND CREDIT', address: 'PO BOX 2036, WARREN, MI 48090', phone: '(877) 450-8010' },
      pdfBase64: btoa('%PDF-1.7'),
    };
    const posted: string[] = [];
    globalThis.URL.createObjectURL ??= () => 'blob:letter';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    stubFetch(
      apiFor({ disputes: [dispute(1, 'rejected', { creditor: 'Midland Credit', result: 'verified' })], stored: STORED }, (path, init) => {
        if (init.method === 'POST') posted.push(`${init.method} ${path}`);
        return path === '/api/disputes/1/furnisher-letter' ? json(200, letter) : json(500, {});
      }),
    );
    renderDisputes();
    const item = await screen.findByRole('listitem', { name: 'Midland Credit' });
    await userEvent.click(within(item).getByRole('button', { name: 'Dispute with the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute with Midland Credit directly' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Write the letter' }));
    expect((await within(dialog).findByLabelText('Letter text')).textContent).toContain('Direct dispute of information you furnish to Experian');
    expect(within(dialog).getByText('FCRA §623(a)(8)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toBe('direct-dispute-midland-credit.pdf');
    expect(posted).toEqual(['POST /api/disputes/1/furnisher-letter']);
  });
});
