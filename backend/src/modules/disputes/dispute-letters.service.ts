import { createHash } from 'node:crypto';
import { maskPersonalNumbers, type ValidUserInfo } from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DisputeLetterEntity, type DisputeMailingRecord, DisputeResultEntity } from './dispute-mail.entities';
import { DisputePackageEntity } from './packages/package.entities';
import { DisputeEntity, type DisputeRecord } from './dispute.entity';
import { furnisherOf } from './furnisher/furnisher-of';
import { identityTheftEnclosures } from './identity-theft/enclosures';
import { findLetterDetails, ssnLast4Of } from './letter-details.service';
import { type Letter, type LetterConsumer, type LetterDispute, type LetterInput, type LetterWriter, letterText } from './letters';

/** The consumer block of a letter: what the user typed, the SSN as its last 4 only (the date of birth is not printed). */
export async function consumerFor(em: EntityManager, userId: number, info: ValidUserInfo): Promise<LetterConsumer> {
  const stored = await findLetterDetails(em, userId);
  const ssnLast4 = ssnLast4Of(info, stored);
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    address: info.address,
    city: info.city,
    state: info.state,
    zip: info.zip,
    ...(ssnLast4 ? { ssnLast4 } : {}),
  };
}

const consumerHash = (c: LetterConsumer) =>
  createHash('sha256')
    .update(JSON.stringify([c.firstName, c.lastName, c.address, c.city, c.state, c.zip, c.ssnLast4 ?? '']))
    .digest('hex');

/**
 * A dispute as the letter engine sees it (a later round with the bureau's previous answer). Its free text is
 * masked again here, so a dispute stored before issue 27 never prints an SSN or card number either.
 */
export async function letterDispute(em: EntityManager, d: DisputeRecord): Promise<LetterDispute> {
  const previous = d.round > 1 ? await em.findOne(DisputeResultEntity, { disputeId: d.id, round: d.round - 1 }) : null;
  const verified = previous && (previous.result === 'verified' || previous.result === 'no_change');
  const furnisher = verified ? await furnisherOf(em, d) : null;
  const deleted = d.reinsertionOf ? await em.findOne(DisputeEntity, { id: d.reinsertionOf, userId: d.userId, result: 'deleted' }) : null;
  return {
    id: d.id,
    type: d.type,
    creditor: maskPersonalNumbers(d.creditor),
    accountNumber: d.accountNumberMasked ?? null,
    amount: d.amount ?? null,
    bureau: d.bureau,
    description: d.description ? maskPersonalNumbers(d.description) : null,
    disputeReason: d.disputeReason,
    submittedDate: d.submittedDate,
    round: d.round,
    ...(deleted?.responseDate
      ? {
          reinsertion: { deletedOn: deleted.responseDate, creditor: maskPersonalNumbers(deleted.creditor), accountNumber: deleted.accountNumberMasked ?? null },
        }
      : {}),
    ...(previous && verified ? { previousResponse: { result: previous.result as 'verified' | 'no_change', responseDate: previous.responseDate } } : {}),
    ...(furnisher ? { furnisher: { ...furnisher, name: maskPersonalNumbers(furnisher.name) } } : {}),
    ...(d.identityTheft ? { identityTheft: { reportNumber: d.identityTheft.reportNumber, filedOn: new Date(`${d.identityTheft.filedOn}T00:00:00Z`) } } : {}),
  };
}

async function letterInputFor(em: EntityManager, d: DisputeRecord, consumer: LetterConsumer, date: Date): Promise<LetterInput> {
  // a §605B request encloses the FTC report and the ID (a declined block's next round, a §611 letter, does not)
  const enclosed = d.type === '605b' && d.identityTheft ? await identityTheftEnclosures(em, d.userId, d.identityTheft, 'block') : {};
  return { dispute: await letterDispute(em, d), consumer, date, ...enclosed };
}

/**
 * The letter for the dispute's current round with these details: the one already written with the same
 * details (so a preview the user read is the letter they approve), else a new one from the writer.
 */
export async function letterFor(em: EntityManager, writer: LetterWriter, userId: number, d: DisputeRecord, info: ValidUserInfo, at = new Date()) {
  const consumer = await consumerFor(em, userId, info);
  const hash = consumerHash(consumer);
  const existing = await em.findOne(DisputeLetterEntity, { disputeId: d.id, round: d.round, consumerHash: hash });
  if (existing) return existing;
  const letter = await writer.write(await letterInputFor(em, d, consumer, at));
  const row = em.create(DisputeLetterEntity, {
    disputeId: d.id,
    round: d.round,
    writer: writer.name,
    letter: letter as unknown as Record<string, unknown>,
    content: letterText(letter),
    consumerHash: hash,
    createdAt: at,
  });
  await em.flush();
  return row;
}

/** A stored letter back as a Letter (its dates were stored as ISO text). */
export function storedLetter(row: { letter: Record<string, unknown> }): Letter {
  const l = row.letter as unknown as Letter & { date: string };
  return { ...l, date: new Date(l.date) };
}

/** Whether a stored letter was written with exactly these details (so sending it is what the user approved). */
export async function letterMatches(em: EntityManager, userId: number, row: { consumerHash: string }, info: ValidUserInfo) {
  return row.consumerHash === consumerHash(await consumerFor(em, userId, info));
}

/** The letter a mailing prints: its dispute's approved letter, or its package's. */
export async function mailingLetter(em: EntityManager, m: DisputeMailingRecord): Promise<Letter> {
  return storedLetter(
    m.packageId ? await em.findOneOrFail(DisputePackageEntity, { id: m.packageId }) : await em.findOneOrFail(DisputeLetterEntity, { id: m.letterId! }),
  );
}
