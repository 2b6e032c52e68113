import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readIdentity, sameAddress, sameName } from '../src/modules/documents/processing/identity';
import { textPdf, untilProcessed, upload, uploadDocument } from './fixtures/documents';
import { registeredAgent, useTestServer } from './support';

const suite = useTestServer({ TRUST_PROXY: 'true' });

const license = (last: string, first: string) =>
  textPdf([
    'CALIFORNIA',
    'DRIVER LICENSE',
    'DL I1234567',
    'EXP 08/31/2030',
    `LN ${last}`,
    `FN ${first}`,
    '12 MAIN ST',
    'SACRAMENTO, CA 95814',
    'DOB 12/10/1985',
  ]);
const bill = (name: string, street: string) =>
  textPdf(['Columbus Power & Light', 'Electric Service Statement', 'Account Number: 5531-222', name, street, 'Columbus, OH 43215', 'Amount Due: $84.12']);

describe('ID documents', () => {
  test("a driver's license in the account holder's name is verified (middle name tolerated)", async () => {
    const { agent, user } = await registeredAgent(suite.base, { firstName: 'Ada', lastName: 'Lovelace' });
    const doc = await uploadDocument(agent, user.id, 'id_document', 'license.pdf', await license('LOVELACE', 'ADA MARIE'));
    expect(doc).toMatchObject({
      status: 'processed',
      error: null,
      extractedData: { name: 'Ada Marie Lovelace', documentType: "Driver's License", verified: true },
    });
    expect(doc.extractedData).not.toHaveProperty('address');
  });

  test("someone else's license is read but not verified", async () => {
    const { agent, user } = await registeredAgent(suite.base, { firstName: 'Ada', lastName: 'Lovelace' });
    const doc = await uploadDocument(agent, user.id, 'id_document', 'license.pdf', await license('BYRON', 'GEORGE'));
    expect(doc.extractedData).toEqual({ name: 'George Byron', documentType: "Driver's License", verified: false });
  });

  test('a photo of a document is read by OCR (no name found → not verified)', async () => {
    const { agent, user } = await registeredAgent(suite.base);
    const png = new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'sources', 'scanned-report.png')));
    const doc = await uploadDocument(agent, user.id, 'id_document', 'photo.png', png);
    expect(doc.status).toBe('processed');
    expect(doc.extractedData.verified).toBe(false);
  }, 30_000);
});

describe('proofs of address', () => {
  test('a utility bill with the name and address on the holder’s credit report is verified; another address is not', async () => {
    const { agent, user } = await registeredAgent(suite.base, { firstName: 'Devon', lastName: 'Holloway' });
    const report = await upload(agent, '/api/credit-reports/upload', { userId: user.id }, [
      {
        field: 'creditReport_0',
        name: 'equifax.txt',
        bytes: new Uint8Array(readFileSync(path.join(import.meta.dir, 'fixtures', 'reports', 'equifax-paged.txt'))),
      },
    ]);
    expect((await untilProcessed(agent, `/api/credit-reports/${report.json.reports[0].id}`)).json.status).toBe('processed');

    const good = await uploadDocument(agent, user.id, 'proof_of_address', 'bill.pdf', await bill('Devon R. Holloway', '77 Wexford Ct Apt 4B'));
    expect(good.extractedData).toEqual({
      name: 'Devon R. Holloway',
      documentType: 'Utility Bill',
      address: '77 Wexford Ct Apt 4B, Columbus, OH 43215',
      verified: true,
    });
    const elsewhere = await uploadDocument(agent, user.id, 'proof_of_address', 'bill.pdf', await bill('Devon R. Holloway', '9 Elm Street'));
    expect(elsewhere.extractedData).toMatchObject({ address: '9 Elm Street, Columbus, OH 43215', verified: false });
  });

  test('the saved letter details are the holder’s address too', async () => {
    const { agent, user } = await registeredAgent(suite.base, { firstName: 'Devon', lastName: 'Holloway' });
    await suite.sql(
      `insert into @"letter_details" ("user_id", "first_name", "last_name", "address", "city", "state", "zip", "updated_at") values (?, 'Devon', 'Holloway', '9 Elm St', 'Columbus', 'OH', '43215', now())`,
      [user.id],
    );
    const doc = await uploadDocument(agent, user.id, 'proof_of_address', 'bill.pdf', await bill('DEVON HOLLOWAY', '9 Elm Street'));
    expect(doc.extractedData.verified).toBe(true);
  });
});

describe('reading names, types and addresses (unit)', () => {
  test('document types and names from the usual layouts', () => {
    expect(readIdentity('PASSPORT\nUNITED STATES OF AMERICA\nP<USALOVELACE<<ADA<MARIE<<<<<<<<<<<<<<<<<<<<<', 'id_document')).toEqual({
      name: 'Ada Marie Lovelace',
      documentType: 'Passport',
      address: null,
    });
    expect(readIdentity('IDENTIFICATION CARD\nSTATE OF OHIO\nNAME: HOLLOWAY, DEVON R', 'id_document')).toEqual({
      name: 'Devon R Holloway',
      documentType: 'State ID',
      address: null,
    });
    expect(
      readIdentity(
        'First Federal Bank\nStatement Period: 08/01/2026 - 08/31/2026\nAccount Holder: Devon Holloway\n77 Wexford Ct #4B, Columbus, OH 43215',
        'proof_of_address',
      ),
    ).toEqual({
      name: 'Devon Holloway',
      documentType: 'Bank Statement',
      address: '77 Wexford Ct #4B, Columbus, OH 43215',
    });
    expect(
      readIdentity(
        'RESIDENTIAL LEASE AGREEMENT\nLandlord: Oak Street Properties LLC\nTenant: Maria L. Santos\nPremises: 1482 Juniper Ridge Rd, Fresno, CA 93711',
        'proof_of_address',
      ),
    ).toEqual({
      name: 'Maria L. Santos',
      documentType: 'Lease',
      address: '1482 Juniper Ridge Rd, Fresno, CA 93711',
    });
    expect(readIdentity('Grocery list\nmilk\neggs', 'id_document')).toEqual({ name: null, documentType: null, address: null });
  });

  test('names match whatever the case, spacing, order, accents or middle initials; not otherwise', () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace' };
    for (const n of ['ADA LOVELACE', 'ada   lovelace', 'Lovelace, Ada', 'Ada M. Lovelace', 'Ada Marie Lovelace', 'Ada Lovelace Jr.'])
      expect(sameName(n, ada)).toBe(true);
    for (const n of ['Ada Byron', 'Augusta Lovelace', 'Ada', 'Ada A B C Lovelace']) expect(sameName(n, ada)).toBe(false);
    expect(sameName('José Núñez', { firstName: 'Jose', lastName: 'Nunez' })).toBe(true);
  });

  test('addresses match on the street line (abbreviations aside) and ZIP code', () => {
    const home = { address: '77 Wexford Court Apt 4B', zip: '43215-1234' };
    expect(sameAddress('77 WEXFORD CT #4B, COLUMBUS, OH 43215', home)).toBe(true);
    expect(sameAddress('77 Wexford Ct Apt 4B, Columbus, OH 43216', home)).toBe(false);
    expect(sameAddress('78 Wexford Ct Apt 4B, Columbus, OH 43215', home)).toBe(false);
    expect(sameAddress('77 Wexford Ct, Columbus, OH 43215', { address: '', zip: '43215' })).toBe(false);
  });
});
