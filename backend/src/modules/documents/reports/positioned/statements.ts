/** What a report says about itself: its counts and totals ("Open accounts: 12", "Inquiries (2 years): 3"), per
 * bureau in a 3-bureau summary. The reading is checked against them (reports/checks.ts). */
import { fieldKey } from '../labels';
import * as norm from '../normalize';
import type { Bureau, Source, StatedCount, Statement } from '../types';

const STATED: [RegExp, StatedCount][] = [
  [/^(total|number of|all)?(credit)?accounts(total)?$/, 'accounts'],
  [/^(total|number of)?openaccounts?$/, 'openAccounts'],
  [/^(total|number of)?closedaccounts?$/, 'closedAccounts'],
  [/^(hard|regular)?(credit)?inquiries(2years|inthelast2years|last2years|24months)?$|^hardinquiries$/, 'hardInquiries'],
  [/^(total)?(balances?|debt|totaldebt|totalbalances?|balancesowed)$/, 'balances'],
];

export function statementsOf(pairs: { label: string; value: string; source: Source; bureau?: Bureau }[]): Statement[] {
  const out: Statement[] = [];
  for (const pair of pairs) {
    const what = STATED.find(([re]) => re.test(fieldKey(pair.label)))?.[1];
    const value = norm.money(pair.value);
    if (!what || value === null || out.some((s) => s.what === what && s.bureau === (pair.bureau ?? null))) continue;
    out.push({ what, bureau: pair.bureau ?? null, value, source: pair.source });
  }
  return out;
}
