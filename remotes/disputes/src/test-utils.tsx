/** Fixtures and helpers for the disputes screen tests. */
import { DAY_MS, type Dispute, type DisputeOdds, type Mailing, type StoredUserInfo } from '@finx/contracts';
import { sessionQuery } from '@finx/contracts/session';
import { Route, Routes } from '@finx/router';
import { MemoryRouter } from '@finx/router/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { disputeFixture, json, renderScreen as renderAt, USER, type Respond } from '../../common/testing';
import Disputes from './Disputes';

export { bodyOf, callsTo, heldAnswer, json, stubFetch, USER } from '../../common/testing';

/** An ISO date `days` from now (negative: ago). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const dispute = (id: number, status: Dispute['status'], extra: Partial<Dispute> = {}): Dispute =>
  disputeFixture(id, {
    amount: '1250.00',
    description: `Description ${id}`,
    status,
    // the bureau's clock starts on delivery (or the portal filing): none while the letter is not sent
    expectedResponseDate: status === 'pending' ? null : inDays(25),
    submittedDate: inDays(-5),
    result: status === 'resolved' ? 'deleted' : status === 'rejected' ? 'verified' : null,
    responseDate: status === 'resolved' || status === 'rejected' ? inDays(-1) : null,
    ...extra,
  });

export const TRACKING = '9407111899223344556677';

export const mailing = (status: Mailing['status'], extra: Partial<Mailing> = {}): Mailing => ({
  id: 7,
  status,
  carrier: 'sandbox',
  trackingNumber: TRACKING,
  service: 'certified_return_receipt',
  error: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  mailedAt: status === 'queued' ? null : '2026-03-02T16:00:00.000Z',
  deliveredAt: status === 'delivered' ? '2026-03-05T17:00:00.000Z' : null,
  expectedDeliveryDate: null,
  events: [
    { name: 'Mailed', occurredAt: '2026-03-02T16:00:00.000Z' },
    { name: 'In Transit', occurredAt: '2026-03-03T09:30:00.000Z' },
  ],
  ...extra,
});

export const STORED: StoredUserInfo = {
  firstName: 'Jane',
  lastName: 'Doe',
  address: '12 Elm Street',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  ssnMasked: null,
  hasDateOfBirth: false,
};

export const DELIVERY_METHODS = {
  certified_mail: {
    timeline: 'Printed and mailed by USPS Certified Mail; delivered in 2-3 business days.',
    priceCents: 850,
    service: 'certified_return_receipt',
  },
  bureau_portal: { timeline: 'You file online at Experian today.', url: 'https://www.experian.com/disputes/main.html' },
};

export const DEADLINES = {
  initial_response: '30 days from submission',
  final_resolution: '45 days maximum',
  fcra_compliance: 'Under the Fair Credit Reporting Act the bureau must complete its reinvestigation within 30 days.',
  due_date: '2026-04-04T00:00:00.000Z',
  days_left: 12,
  overdue: false,
};

export const PORTALS = {
  experian: { url: 'https://www.experian.com/disputes/main.html' },
  equifax: { url: 'https://www.equifax.com/personal/credit-report-services/credit-dispute/' },
  transunion: { url: 'https://www.transunion.com/credit-disputes/dispute-your-credit' },
};

/** Odds below the thresholds (too few disputes of the kind have ended). */
export const NO_ODDS: DisputeOdds = { reason: 'not_mine', itemType: 'collection', kind: null, furnisher: null, minimum: { disputes: 20, users: 10 } };

/** The GET answers for USER (no disputes, no saved details unless given); `extra` answers everything else. */
export function apiFor(data: { disputes?: Dispute[] | (() => Dispute[]); stored?: StoredUserInfo | null; odds?: DisputeOdds } = {}, extra?: Respond): Respond {
  return (path, init) => {
    if ((init.method ?? 'GET') === 'GET') {
      if (path === `/api/disputes/${USER.id}`) return json(200, typeof data.disputes === 'function' ? data.disputes() : (data.disputes ?? []));
      if (path === '/api/dispute-user-info') return json(200, data.stored ?? null);
      if (path === '/api/bureau-portals') return json(200, PORTALS);
      if (/^\/api\/disputes\/\d+\/delivery-methods$/.test(path)) return json(200, DELIVERY_METHODS);
      if (/^\/api\/disputes\/\d+\/deadlines$/.test(path)) return json(200, DEADLINES);
      if (/^\/api\/disputes\/\d+\/odds$/.test(path) || path.startsWith('/api/dispute-odds?')) return json(200, data.odds ?? NO_ODDS);
    }
    if (extra) return extra(path, init);
    return json(500, { error: `unexpected ${init.method ?? 'GET'} ${path}` });
  };
}

/**
 * The screen as the shell shows it. The shell's toaster is in the page: its dialogs wait for it (a persistent
 * element), and without it zag rejects that wait when a dialog closes.
 */
export function renderDisputes() {
  if (!document.querySelector('[data-finx-toaster]')) {
    const toaster = document.createElement('div');
    toaster.setAttribute('data-finx-toaster', '');
    document.body.append(toaster);
  }
  return renderAt(Disputes, '/disputes', USER);
}

/** The screen reached through a link to one dispute (`/disputes#dispute-12`). */
export function renderDisputesAt(hash: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQuery.queryKey, USER);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/disputes', hash }]}>
        <Routes>
          <Route path="/disputes" element={<Disputes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A summary card, found by its label. */
export const card = (name: string) => screen.getByRole('region', { name });

/** An active dispute, found by its creditor. */
export const activeItem = (creditor: string) => screen.getByRole('listitem', { name: creditor });

/** Picks an option of a select, on the page or in a dialog. */
export { chooseOption as choose } from '../../common/testing';
