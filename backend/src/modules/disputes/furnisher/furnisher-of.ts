import type { Bureau } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { accountKey, type AccountView, bureauSnapshots, groupAccounts, listProcessedReports, type ReportInput } from '../../documents';
import type { DisputeRecord } from '../dispute.entity';
import { disputedIn } from '../findings';
import { type LetterDispute, type MailingAddress, mailingAddressOf } from '../letters';

type Furnisher = NonNullable<LetterDispute['furnisher']>;

/** The company that reports the disputed account, as the user's newest report of that bureau prints it; null when no report shows it. */
export async function furnisherOf(
  em: EntityManager,
  d: Pick<DisputeRecord, 'userId' | 'bureau' | 'creditor' | 'accountNumberMasked'>,
): Promise<Furnisher | null> {
  const view = bureauSnapshots(await listProcessedReports(em, d.userId))
    .get(d.bureau)
    ?.accounts.find((v) => disputedIn(d, v));
  return view ? { name: view.creditor, address: view.furnisher?.address ?? null, phone: view.furnisher?.phone ?? null } : null;
}

/** What each bureau's newest report says of each account of the credit file, by the account's key. */
export const accountViewsByKey = (reports: ReportInput[]): Map<string, AccountView[]> =>
  new Map(groupAccounts(bureauSnapshots(reports)).map((g) => [accountKey(g), [...g.values()]]));

/** The company that reports an account, from the first bureau's report that prints its address (else the first that names it). */
export function furnisherAmong(views: AccountView[]): (Furnisher & { bureau: Bureau }) | null {
  const view = views.find((v) => v.furnisher?.address) ?? views[0];
  return view ? { name: view.creditor, address: view.furnisher?.address ?? null, phone: view.furnisher?.phone ?? null, bureau: view.bureau } : null;
}

/** The account's company as the user's reports print it (the identity-theft notice and the letters to companies). */
export async function accountFurnisher(em: EntityManager, userId: number, key: string) {
  return furnisherAmong(accountViewsByKey(await listProcessedReports(em, userId)).get(key) ?? []);
}

/**
 * Why no letter can be addressed to the company: the report prints no address for it, or none with a city, state and
 * ZIP code; null when it can. `newer` names the report that would help ('a newer report of this bureau').
 */
export function addressProblem(furnisher: Furnisher | null, creditor: string, newer = 'a newer report'): string | null {
  if (!furnisher?.address) return `Your credit report does not print an address for ${creditor}: upload ${newer} that shows it`;
  if (!mailingAddressOf(furnisher.name, furnisher.address))
    return `FinX could not read a city, state and ZIP code in the address your report prints for ${furnisher.name} ("${furnisher.address}")`;
  return null;
}

/** The company with its address as a letter's recipient; 409 with addressProblem's reason when there is none. */
export function addressed<F extends Furnisher>(furnisher: F | null, creditor: string, newer?: string): { furnisher: F; to: MailingAddress } {
  const problem = addressProblem(furnisher, creditor, newer);
  if (problem || !furnisher?.address) throw new AppError('conflict', problem ?? '');
  return { furnisher, to: mailingAddressOf(furnisher.name, furnisher.address)! };
}
