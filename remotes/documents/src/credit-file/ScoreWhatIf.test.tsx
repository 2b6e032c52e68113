import type { CreditFile as File, ScoreSimulation } from '@finx/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, type Respond, stubFetch, USER } from '../../../common/testing';
import CreditFile from '../CreditFile';
import { account, atBureau, from, report } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const source = from('experian');
const MIDLAND = account('a1b2c3d4e5f60718', {
  creditor: 'Midland Credit',
  last4: '4417',
  type: 'collection',
  negative: true,
  bureaus: [atBureau('experian', { status: 'collection', paymentStatus: 'collection', balance: 912, creditLimit: null, utilization: null, negative: true })],
});
const CARD = account('0a1b2c3d4e5f6071', {});
const FILE: File = {
  bureaus: [report('experian')],
  accounts: [MIDLAND, CARD],
  inquiries: [
    {
      kind: 'inquiry',
      key: '1111222233334444',
      creditor: 'Chase Auto',
      inquiryKind: 'hard',
      bureaus: [{ bureau: 'experian', date: '2025-11-03', source }],
      disputes: [],
    },
    {
      kind: 'inquiry',
      key: '5555666677778888',
      creditor: 'Credit Karma',
      inquiryKind: 'soft',
      bureaus: [{ bureau: 'experian', date: '2025-11-03', source }],
      disputes: [],
    },
  ],
  publicRecords: [],
};

const REPORT = { documentId: 11, fileName: 'experian-report.pdf', bureau: 'experian' as const, reportDate: '2026-02-09' };
const estimate = (extra: Partial<Extract<ScoreSimulation, { available: true }>>): ScoreSimulation => ({
  available: true,
  change: 'delete',
  utilizationPercent: null,
  report: REPORT,
  onReport: true,
  current: 742,
  simulated: 768,
  factors: [],
  note: null,
  ...extra,
});

/** The file, and each simulation answered by `simulate` from its item key and query. */
function apiFor(simulate: (key: string, query: URLSearchParams) => Response): Respond {
  return (path) => {
    const url = new URL(path, 'http://finx.test');
    if (url.pathname === '/api/credit-file') return json(200, FILE);
    const item = /^\/api\/credit-file\/items\/([0-9a-f]+)\/score-simulation$/.exec(url.pathname);
    if (item) return simulate(item[1]!, url.searchParams);
    return json(500, { error: `unexpected ${path}` });
  };
}
const simulationCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://finx.test'))
    .filter((u) => u.pathname.endsWith('/score-simulation'))
    .map((u) => `${u.pathname.split('/')[4]}?${u.searchParams}`);

const itemNamed = async (name: string) => within(await screen.findByRole('list', { name: 'Accounts' })).getByRole('listitem', { name });
async function openWhatIf(item: HTMLElement) {
  await userEvent.click(within(item).getByText('What would this do to my FinX Score?'));
  return item;
}

describe('/credit-file: what an item would do to the FinX Score', () => {
  it('deleting a collection: both FinX Scores, labelled as FinX’s estimate and not a bureau score, with the factors that change', async () => {
    const fetchMock = stubFetch(
      apiFor(() =>
        json(
          200,
          estimate({
            factors: [
              {
                factor: 'paymentHistoryScore',
                label: 'Payment History',
                from: 15,
                to: 100,
                before: '1 collection, charge-off or public record',
                after: 'No late payments, collections or charge-offs',
              },
            ],
          }),
        ),
      ),
    );
    renderScreen(CreditFile, '/credit-file', USER);
    const midland = await openWhatIf(await itemNamed('Midland Credit ****4417'));
    // a collection is no card: nothing to pay down to a share of a limit
    expect(within(midland).queryByLabelText(/Pay it down to/)).toBeNull();
    await userEvent.click(within(midland).getByRole('button', { name: 'If it were deleted: Midland Credit ****4417' }));
    expect(await within(midland).findByText('FinX estimate: 742 → 768 (+26).')).toBeTruthy();
    expect(midland.textContent).toContain('Not a bureau score; lenders use their own.');
    expect(midland.textContent).toContain('only a bureau can delete an item');
    expect(midland.textContent).toContain('If Midland Credit ****4417 were deleted, scored on your Experian report of Feb 9, 2026');
    const changes = within(midland).getByRole('list', { name: 'What changes' });
    expect(changes.textContent).toBe(
      'Payment History (15 → 100 points): 1 collection, charge-off or public record → No late payments, collections or charge-offs',
    );
    expect(simulationCalls(fetchMock)).toEqual(['a1b2c3d4e5f60718?change=delete']);
  });

  it('a card: the pay-down starts at 10 % of its limit, a target at or above today’s is refused before asking, the estimate names the share', async () => {
    const fetchMock = stubFetch(
      apiFor((_, q) =>
        json(
          200,
          estimate({
            change: 'pay_down',
            utilizationPercent: Number(q.get('utilizationPercent')),
            simulated: 790,
            factors: [
              {
                factor: 'utilizationScore',
                label: 'Credit Utilization',
                from: 60,
                to: 85,
                before: 'Card balances use 44% of their limits',
                after: 'Card balances use 10% of their limits',
              },
            ],
          }),
        ),
      ),
    );
    renderScreen(CreditFile, '/credit-file', USER);
    const card = await openWhatIf(await itemNamed('Capital One ****9921'));
    const field = within(card).getByLabelText('Pay it down to (% of its limit)') as HTMLInputElement;
    expect(field.value).toBe('10');
    expect(card.textContent).toContain('Its balance is 44% of its limit today.');

    await userEvent.clear(field);
    await userEvent.type(field, '44');
    await userEvent.click(within(card).getByRole('button', { name: 'Estimate pay-down' }));
    expect(await within(card).findByText('Enter a whole percentage from 0 to 43')).toBeTruthy();
    expect(simulationCalls(fetchMock)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(within(card).getByRole('button', { name: 'Estimate pay-down' }));
    expect(await within(card).findByText('FinX estimate: 742 → 790 (+48).')).toBeTruthy();
    expect(card.textContent).toContain('If Capital One ****9921 were paid down to 10% of its limit');
    expect(card.textContent).not.toContain('only a bureau can delete');
    expect(within(card).getByRole('list', { name: 'What changes' }).textContent).toContain(
      'Credit Utilization (60 → 85 points): Card balances use 44% of their limits → Card balances use 10% of their limits',
    );
    expect(simulationCalls(fetchMock)).toEqual(['0a1b2c3d4e5f6071?change=pay_down&utilizationPercent=10']);
  });

  it('says plainly when there is no report to simulate on, and when nothing would change', async () => {
    stubFetch(
      apiFor((key) =>
        key === MIDLAND.key
          ? json(200, { available: false, reason: 'No credit report has been read yet, so there is nothing to simulate on.' })
          : json(
              200,
              estimate({
                simulated: 742,
                note: 'This item is not on your Equifax report of Mar 1, 2026, the last report read and the one your FinX Score is computed from, so changing it would not change the estimate.',
                onReport: false,
              }),
            ),
      ),
    );
    renderScreen(CreditFile, '/credit-file', USER);
    const midland = await openWhatIf(await itemNamed('Midland Credit ****4417'));
    await userEvent.click(within(midland).getByRole('button', { name: /^If it were deleted/ }));
    expect(await within(midland).findByText('No credit report has been read yet, so there is nothing to simulate on.')).toBeTruthy();
    expect(midland.textContent).not.toContain('FinX estimate');

    const card = await openWhatIf(await itemNamed('Capital One ****9921'));
    await userEvent.click(within(card).getByRole('button', { name: /^If it were deleted/ }));
    expect(await within(card).findByText('FinX estimate: 742 → 742 (no change).')).toBeTruthy();
    expect(card.textContent).toContain('is not on your Equifax report of Mar 1, 2026');
    expect(within(card).queryByRole('list', { name: 'What changes' })).toBeNull();
  });

  it('shows the server’s reason when the estimate is refused', async () => {
    stubFetch(apiFor(() => json(400, { error: "This card's balance is already 9% of its limit: choose a lower percentage" })));
    renderScreen(CreditFile, '/credit-file', USER);
    const card = await openWhatIf(await itemNamed('Capital One ****9921'));
    await userEvent.click(within(card).getByRole('button', { name: 'Estimate pay-down' }));
    expect(await within(card).findByText("This card's balance is already 9% of its limit: choose a lower percentage")).toBeTruthy();
  });

  it('hard inquiries have the estimate; soft ones never count, so they have none', async () => {
    stubFetch(apiFor(() => json(200, estimate({}))));
    renderScreen(CreditFile, '/credit-file', USER);
    await waitFor(() => screen.getByRole('list', { name: 'Hard inquiries' }));
    const hard = within(screen.getByRole('list', { name: 'Hard inquiries' })).getByRole('listitem', { name: 'Hard inquiry: Chase Auto' });
    expect(within(hard).getByText('What would this do to my FinX Score?')).toBeTruthy();
    const soft = within(screen.getByRole('list', { name: 'Soft inquiries' })).getByRole('listitem', { name: 'Soft inquiry: Credit Karma' });
    expect(within(soft).queryByText('What would this do to my FinX Score?')).toBeNull();
  });
});
