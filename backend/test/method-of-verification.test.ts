import { describe, expect, test } from 'bun:test';
import { extractText } from 'unpdf';
import { mailingAddressOf } from '../src/modules/disputes/letters';
import { collection, insertReport, reading } from './fixtures/readings';
import { contractedAgent, registeredAgent, useTestServer } from './support';

/**
 * Method of verification (issue 29): after a "verified" answer the next round asks for the procedure
 * (FCRA §611(a)(6)(B)(iii), §611(a)(7): within 15 days) and names the furnisher as the report prints it; a direct
 * dispute to that furnisher (FCRA §623(a)(8)) is offered with the same reason and evidence.
 */

const INFO = { firstName: 'Jane', lastName: 'Doe', address: '12 Oak St', city: 'Austin', state: 'TX', zip: '78701' };
const FURNISHER = { address: 'PO BOX 2036, WARREN, MI 48090-2036', phone: '(877) 450-8010' };
const suite = useTestServer({ TRUST_PROXY: 'true' });

describe('the furnisher’s printed address', () => {
  test('street, city, state and ZIP as reports print them; an address without them is not used', () => {
    expect(mailingAddressOf('MIDLAND', 'PO BOX 2036, WARREN, MI 48090-2036')).toEqual({
      name: 'MIDLAND',
      line1: 'PO BOX 2036',
      city: 'WARREN',
      state: 'MI',
      zip: '48090-2036',
    });
    expect(mailingAddressOf('CAPITAL ONE', '15000 Capital One Dr Richmond VA 23238')).toMatchObject({ state: 'VA', zip: '23238' });
    expect(mailingAddressOf('X', 'PO BOX 2036')).toBeNull();
  });
});

async function verifiedDispute() {
  const { agent, user } = await contractedAgent(suite.base);
  await insertReport(suite, user.id, reading('experian', [collection({ furnisher: FURNISHER })]));
  const filed = await agent.post('/api/disputes', {
    userId: user.id,
    type: 'validation',
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    accountNumber: '8812',
    bureau: 'experian',
    disputeReason: 'not_mine',
    description: 'I never had an account with Synchrony Bank.',
  });
  expect(filed.status).toBe(201);
  const id = filed.json.id as number;
  return { agent, user, id };
}

describe('after a verified answer', () => {
  test('round 2 asks for the method of verification and names the furnisher with its printed address and phone', async () => {
    const { agent, id } = await verifiedDispute();
    expect((await agent.post(`/api/disputes/${id}/furnisher-letter`, { userInfo: INFO })).status).toBe(409);
    expect((await agent.post(`/api/disputes/${id}/portal-used`, {})).status).toBe(200);
    expect((await agent.post(`/api/disputes/${id}/results`, { result: 'verified', responseDate: new Date().toISOString().slice(0, 10) })).status).toBe(200);
    expect((await agent.post(`/api/disputes/${id}/next-round`, {})).status).toBe(200);
    const preview = await agent.post(`/api/disputes/${id}/letter-preview`, { userInfo: INFO });
    expect(preview.status).toBe(200);
    expect(preview.json.citations).toEqual(expect.arrayContaining(['FCRA §611(a)(6)(B)(iii)', 'FCRA §611(a)(7)']));
    const text = preview.json.letterContent as string;
    expect(text).toContain('within 15 days of receiving this request');
    expect(text).toContain(
      'My credit report names the company that reports this account as MIDLAND CREDIT MANAGEMENT, PO BOX 2036, WARREN, MI 48090-2036, telephone (877) 450-8010.',
    );
  }, 60_000);

  test('the direct dispute: addressed to the furnisher, the same reason and words, §623(a)(8), as text and PDF', async () => {
    const { agent, id } = await verifiedDispute();
    await agent.post(`/api/disputes/${id}/portal-used`, {});
    await agent.post(`/api/disputes/${id}/results`, { result: 'verified', responseDate: new Date().toISOString().slice(0, 10) });
    const res = await agent.post(`/api/disputes/${id}/furnisher-letter`, { userInfo: INFO });
    expect(res.status).toBe(200);
    expect(res.json.citations).toEqual(['FCRA §623(a)(8)']);
    expect(res.json.furnisher).toEqual({ name: 'MIDLAND CREDIT MANAGEMENT', ...FURNISHER });
    const text = res.json.letterContent as string;
    expect(text).toMatch(/MIDLAND CREDIT MANAGEMENT\nPO BOX 2036\nWARREN, MI 48090-2036/);
    expect(text).toContain('Re: Direct dispute of information you furnish to Experian');
    expect(text).toContain('In my own words: “I never had an account with Synchrony Bank.”');
    expect(text).toContain('reported it as verified');
    expect(text).toContain('within the time a consumer reporting agency has to complete a reinvestigation (30 days)');
    const pdf = await extractText(new Uint8Array(Buffer.from(res.json.pdfBase64, 'base64')), { mergePages: true });
    expect(pdf.text).toContain('FCRA §623(a)(8)');
    // another user's dispute is not revealed; bad details are a 400
    const other = await registeredAgent(suite.base);
    expect((await other.agent.post(`/api/disputes/${id}/furnisher-letter`, { userInfo: INFO })).status).toBe(404);
    expect((await agent.post(`/api/disputes/${id}/furnisher-letter`, { userInfo: { ...INFO, zip: 'x' } })).status).toBe(400);
  }, 60_000);
});
