import { describe, expect, test } from 'bun:test';
import { SANDBOX_CARRIER_NOTICE } from '@finx/contracts';
import { type DisputeFact, FACT_SOURCES, type MailingFacts } from '../src/modules/guardian/facts';
import { deadlineAnswer, statusAnswer } from '../src/modules/guardian/offline/dispute-answers';

/** Guardian's offline answers about mailed letters say SANDBOX_CARRIER_NOTICE when the sandbox carrier "mailed" them (issue 26). */
const NOW = new Date('2026-11-20T15:00:00Z');

const mailing = (carrier: MailingFacts['carrier']): MailingFacts => ({
  status: 'in_transit',
  statusLabel: 'In transit',
  carrier,
  trackingNumber: '9407111899560012345678',
  service: 'certified',
  mailedOn: '2026-11-18',
  deliveredOn: null,
  expectedDeliveryOn: '2026-11-21',
  events: [{ name: 'Mailed', at: '2026-11-18T15:00:00.000Z' }],
});

const dispute = (id: number, m: MailingFacts | null): DisputeFact => ({
  id,
  bureau: 'experian',
  bureauName: 'Experian',
  creditor: `CREDITOR ${id}`,
  accountLast4: '1234',
  amount: null,
  type: 'Debt Validation',
  reason: 'Not mine',
  description: 'I never had this account.',
  status: m ? 'in_progress' : 'pending',
  round: 1,
  filedOn: '2026-11-17',
  dueDate: null,
  deadlineExtended: false,
  overdueSince: null,
  result: null,
  resultLabel: null,
  responseDate: null,
  mailing: m,
});

const ask = (disputes: DisputeFact[]) =>
  [
    { data: disputes, source: FACT_SOURCES.disputes },
    { disputes, named: '' },
  ] as const;

describe("Guardian's mailing sentences and the sandbox carrier", () => {
  test('a sandbox letter: the status and deadline answers say nothing was mailed, once, in the screens’ words', () => {
    const disputes = [dispute(1, mailing('sandbox')), dispute(2, mailing('sandbox'))];
    for (const text of [statusAnswer(...ask(disputes)).text, deadlineAnswer(...ask(disputes), NOW).text]) {
      expect(text).toContain('tracking 9407111899560012345678');
      expect(text.split(SANDBOX_CARRIER_NOTICE)).toHaveLength(2);
    }
  });

  test('a letter mailed through Lob, or none mailed yet: no such words', () => {
    for (const disputes of [[dispute(1, mailing('lob'))], [dispute(1, null)]]) {
      expect(statusAnswer(...ask(disputes)).text).not.toContain(SANDBOX_CARRIER_NOTICE);
      expect(deadlineAnswer(...ask(disputes), NOW).text).not.toContain(SANDBOX_CARRIER_NOTICE);
    }
  });
});
