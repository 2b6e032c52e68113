import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import type { MailingBilling } from '../mailing-billing';
import { quoteView } from '../mailing-quote';
import { DisputePackageItemEntity, type DisputePackageRecord } from './package.entities';
import { ownPackage, packageMailings, unmailedPackages } from './packages.service';

/** The packages named (each the user's own, else 404), or every one not yet mailed; 400 when there are none. */
export async function namedPackages(em: EntityManager, userId: number, ids: string[] | undefined): Promise<DisputePackageRecord[]> {
  const named = ids ? await Promise.all([...new Set(ids)].map((id) => ownPackage(em, userId, id))) : await unmailedPackages(em, userId);
  if (!named.length) throw new AppError('invalid_input', 'There are no letters to mail: generate the dispute letters first');
  return named;
}

/** The disputes a package's letter carries. */
export const packageItems = async (em: EntityManager, pkg: DisputePackageRecord) => em.count(DisputePackageItemEntity, { packageId: pkg.id });

/** What a send of these packages would mail and cost: packages not on their way (a mailed one is not sent, or paid, again). */
export async function packagesQuote(em: EntityManager, billing: MailingBilling, userId: number, ids: string[] | undefined) {
  const named = await namedPackages(em, userId, ids);
  const mailings = await packageMailings(
    em,
    named.map((p) => p.id),
  );
  const toMail = named.filter((p) => !mailings.get(p.id) || mailings.get(p.id)!.status === 'failed');
  const pieces = await Promise.all(toMail.map(async (p) => ({ packageId: p.id, disputeId: null, bureau: p.bureau, items: await packageItems(em, p) })));
  return quoteView(await billing.quote(em, userId, pieces), pieces);
}
