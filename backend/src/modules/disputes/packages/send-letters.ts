import { BUREAU_LABELS, type sendLettersBodySchema } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { enqueueOrLeaveToSweep } from '../../../platform/queue';
import { type DisputeMailContext, mailCarrier } from '../dispute-mail.context';
import { lockUserDisputes } from '../disputes.service';
import { sendLetterJob } from '../disputes.jobs';
import { waitForCarrier } from '../mailings.service';
import { namedPackages, packageItems } from './package-quote';
import { mailingView, packageMailings, packageViews, queuePackageMailings } from './packages.service';

/**
 * Mails the named packages (or every one not yet mailed) by certified mail at the price the user confirmed, and
 * waits briefly for the carrier. Each package as it now stands: on its way, or refused and why.
 */
export async function sendLetters(
  ctx: DisputeMailContext,
  userId: number,
  body: Pick<z.output<typeof sendLettersBodySchema>, 'packageIds' | 'confirmedPriceCents'>,
) {
  const { orm, config, queue, log, billing } = ctx;
  const { packages, toSend, refused } = await orm.em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const named = await namedPackages(tx, userId, body.packageIds);
    await billing.requireAgreement(tx, userId);
    const queued = await queuePackageMailings(tx, named, mailCarrier(config), config.certifiedMail.service);
    // Each package now on its way at the price the user confirmed (409 when it is not the price now).
    const mailings = await packageMailings(
      tx,
      named.map((p) => p.id),
    );
    const pieces = await Promise.all(
      named
        .map((pkg) => ({ pkg, mailing: mailings.get(pkg.id) }))
        .filter(({ mailing }) => mailing && queued.toSend.includes(mailing.id))
        .map(async ({ pkg, mailing }) => ({
          mailingId: mailing!.id,
          items: await packageItems(tx, pkg),
          description: `USPS Certified Mail to ${BUREAU_LABELS[pkg.bureau]}: dispute package ${pkg.id.slice(-8)}`,
        })),
    );
    await billing.confirm(tx, userId, pieces, body.confirmedPriceCents);
    return { packages: named, ...queued };
  });
  // Not queued (Redis down): the letters stay queued and the disputes sweep sends them.
  let enqueued = true;
  for (const mailingId of toSend) enqueued = (await enqueueOrLeaveToSweep(sendLetterJob.enqueue(queue, { mailingId }), log, { mailingId })) && enqueued;
  const queued = [
    ...(
      await packageMailings(
        orm.em.fork() as EntityManager,
        packages.map((p) => p.id),
      )
    ).values(),
  ].filter((m) => m.status === 'queued');
  if (queued.length && enqueued)
    await waitForCarrier(
      orm.em,
      queued.map((m) => m.id),
    );
  const views = await packageViews(
    orm.em.fork() as EntityManager,
    userId,
    packages.map((p) => p.id),
  );
  return packages.map((p) => (refused.has(p.id) ? mailingView(p, null, [], refused.get(p.id)) : views.mailingPackages.find((m) => m.packageId === p.id)!));
}
