/**
 * Cross-bureau findings on the corpus's 3-bureau files, judged against the generator's data: each account whose
 * balance differs at one bureau, each adverse account missing at a bureau, and each debt reported by both its
 * original creditor and a collector must be found once — never two findings of one kind for one account at
 * one bureau.
 *
 *   bun backend/test/report-corpus/findings.ts [--set=dev|heldout] [--misses]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFindings } from '../../src/modules/disputes/findings';
import { readCreditReportFile } from '../../src/modules/documents/reports';
import { CORPUS_DIR, SETS, type CorpusSet } from './corpus';
import { creditorsAgree } from './score';
import type { CreditFile, TruthAccount } from './truth';

interface Discrepancy {
  kind: 'balance_mismatch' | 'missing_at_bureau' | 'duplicate_debt';
  account: TruthAccount;
}

const last4 = (a: TruthAccount) => a.accountNumber.slice(-4);
const adverse = (a: TruthAccount) =>
  Object.values(a.byBureau).some((v) => v && (v.status === 'chargeoff' || v.status === 'collection' || v.paymentStatus !== 'current')) ||
  a.type === 'collection' ||
  a.late.late30 + a.late.late60 + a.late.late90 > 0;

/** What the generator made that a careful reader of the three columns would raise. */
export function discrepancies(file: CreditFile): Discrepancy[] {
  const out: Discrepancy[] = [];
  for (const a of file.accounts) {
    const views = Object.values(a.byBureau).filter((v) => v !== undefined);
    if (new Set(views.map((v) => v.balance)).size > 1) out.push({ kind: 'balance_mismatch', account: a });
    if (views.length < file.bureaus.length && views.length > 0 && adverse(a)) out.push({ kind: 'missing_at_bureau', account: a });
    const original = a.originalCreditor && file.accounts.find((o) => o !== a && o.type !== 'collection' && creditorsAgree(o.creditor, a.originalCreditor!));
    if (a.type === 'collection' && original && Object.values(original.byBureau).some((v) => v && v.balance > 0))
      out.push({ kind: 'duplicate_debt', account: a });
  }
  return out;
}

export interface FindingsCheck {
  set: CorpusSet;
  expected: number;
  found: number;
  doubled: number;
  missed: string[];
}

/** Reads every multi-bureau file of the set and checks its findings against the generator's discrepancies. */
export async function checkFindings(set: CorpusSet): Promise<FindingsCheck> {
  const dir = join(CORPUS_DIR, 'files', set);
  const check: FindingsCheck = { set, expected: 0, found: 0, doubled: 0, missed: [] };
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.truth.json'))) {
    const truth = JSON.parse(readFileSync(join(dir, name), 'utf8')) as CreditFile;
    if (truth.bureaus.length < 2) continue;
    const base = name.replace('.truth.json', '');
    const file = readdirSync(dir).find((n) => n.startsWith(`${base}.`) && !n.endsWith('.truth.json') && !n.endsWith('.expected.json'))!;
    const kind = file.split('.').pop() as Parameters<typeof readCreditReportFile>[1];
    const reading = await readCreditReportFile(new Uint8Array(readFileSync(join(dir, file))), kind).catch(() => null);
    const findings = reading ? findFindings([{ id: 1, reading }], new Date(`${truth.reports[truth.bureaus[0]!]!.reportDate}T12:00:00Z`)) : [];
    for (const d of discrepancies(truth)) {
      check.expected++;
      // a duplicate debt may be raised on the collector or on the original creditor's account
      const subjects = [
        d.account,
        ...(d.kind === 'duplicate_debt' ? truth.accounts.filter((o) => creditorsAgree(o.creditor, d.account.originalCreditor ?? '')) : []),
      ];
      const hit = findings.some((f) => f.kind === d.kind && subjects.some((s) => f.accountNumberLast4 === last4(s) && creditorsAgree(f.creditor, s.creditor)));
      if (hit) check.found++;
      else check.missed.push(`${file}: ${d.kind} missed for ${d.account.creditor} …${last4(d.account)}`);
    }
    const keys = findings.map((f) => `${f.kind}|${f.bureau}|${f.creditor}|${f.accountNumberLast4}`);
    check.doubled += keys.length - new Set(keys).size;
  }
  return check;
}

async function main() {
  const sets = SETS.filter((s) => !process.argv.includes(`--set=${s === 'dev' ? 'heldout' : 'dev'}`));
  for (const set of sets) {
    const check = await checkFindings(set);
    // held-out files are scored, never looked into
    if (set === 'dev' && process.argv.includes('--misses')) for (const line of check.missed) console.log(`  ${line}`);
    console.log(`${set}: ${check.found}/${check.expected} discrepancies found, ${check.doubled} doubled findings`);
  }
}

if (import.meta.main) await main();
