import {
  type Bureau,
  type CreditFileItem,
  type FurnisherLetter,
  type IdentityTheftPath,
  ITEM_IS_YOURS,
  ITEM_PROBLEM_LABELS,
  type RequestBlocksBody,
  type ValidUserInfo,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/app-error';
import { type EnclosableDocument, enclosableDocuments } from '../../documents';
import { disputedAs, findItem, itemFacts, itemName, userCreditFile } from '../credit-file/credit-file.service';
import { consumerFor, letterDispute } from '../dispute-letters.service';
import { DisputeEntity, type DisputeRecord, type IdentityTheftBasis } from '../dispute.entity';
import { disputeSubject, fileDispute, lockUserDisputes, toDisputeWithMailing } from '../disputes.service';
import { accountFurnisher, addressed } from '../furnisher/furnisher-of';
import { printLetter } from '../letter-print';
import { letterText } from '../letters';
import { draftIdentityTheftNotice } from '../letters/identity-theft-notice';
import { latestMailings } from '../mailings.service';
import { identityTheftEnclosures } from './enclosures';
import { saidItIsTheirs } from './ownership';

type Storage = Pick<Config, 'dataDir' | 'storage'>;

/** The item of the user's credit file, with the company and last 4 its disputes name (404 when it is not in the file). */
async function fileItem(em: EntityManager, userId: number, key: string) {
  const item = findItem(await userCreditFile(em, userId), key);
  const { creditor, last4 } = disputedAs(item);
  return { item, creditor: creditor.slice(0, 120), last4 };
}

/** The item's §605B requests (newest per bureau): every dispute of it that rests on an FTC report, whatever its round. */
async function blockDisputes(em: EntityManager, userId: number, subject: { creditor: string; last4: string | null }): Promise<DisputeRecord[]> {
  const key = disputeSubject(subject.creditor, subject.last4);
  const rows = await em.find(DisputeEntity, { userId, identityTheft: { $ne: null } }, { orderBy: { id: 'desc' } });
  const byBureau = new Map<Bureau, DisputeRecord>();
  for (const d of rows) if (disputeSubject(d.creditor, d.accountNumberMasked) === key && !byBureau.has(d.bureau)) byBureau.set(d.bureau, d);
  return [...byBureau.values()].sort((a, b) => a.id - b.id);
}

const documentView = (d: EnclosableDocument) => ({ id: d.id, fileName: d.fileName, uploadedAt: d.uploadedAt.toISOString(), verified: d.verified });

/** The company that reports the item, as the user's reports print it (accounts only). */
const itemFurnisher = (em: EntityManager, userId: number, item: CreditFileItem) => (item.kind === 'account' ? accountFurnisher(em, userId, item.key) : null);

/** The path of one item: open or refused, the FTC report, the documents to enclose, the block requests and their clocks. */
export async function identityTheftPath(em: EntityManager, userId: number, key: string): Promise<IdentityTheftPath> {
  const { item, creditor, last4 } = await fileItem(em, userId, key);
  const blocks = await blockDisputes(em, userId, { creditor, last4 });
  const mailings = await latestMailings(em, blocks);
  const basis = blocks[0]?.identityTheft ?? null;
  const furnisher = await itemFurnisher(em, userId, item);
  return {
    item: { key: item.key, kind: item.kind, name: itemName(item), bureaus: item.bureaus.map((b) => b.bureau) },
    refusal: (await saidItIsTheirs(em, userId, { creditor, last4 })) ? ITEM_IS_YOURS : null,
    report: basis ? { reportNumber: basis.reportNumber, filedOn: basis.filedOn } : null,
    documents: {
      ftcReports: (await enclosableDocuments(em, userId, 'ftc_report')).map(documentView),
      idDocuments: (await enclosableDocuments(em, userId, 'id_document')).map(documentView),
    },
    blocks: blocks.map((d) => ({
      bureau: d.bureau,
      dispute: toDisputeWithMailing(d, mailings.get(d.id) ?? null),
      // the 4 business days are set when the bureau has the request (delivery or the portal filing)
      blockDue: d.type === '605b' && d.expectedResponseDate ? d.expectedResponseDate.toISOString() : null,
    })),
    furnisher: furnisher ? { name: furnisher.name, address: furnisher.address, phone: furnisher.phone } : null,
  };
}

/**
 * A §605B block request to each bureau reporting the item, in one transaction: refused (409, CROA) when the user said
 * the item is theirs; the FTC report and the ID must be the user's processed documents; a bureau where the item is
 * already disputed refuses the whole request (409 with a link to that dispute).
 */
export async function requestBlocks(em: EntityManager, userId: number, key: string, body: RequestBlocksBody, at = new Date()): Promise<DisputeRecord[]> {
  return em.transactional(async (tx) => {
    await lockUserDisputes(tx, userId);
    const { item, creditor, last4 } = await fileItem(tx, userId, key);
    if (await saidItIsTheirs(tx, userId, { creditor, last4 })) throw new AppError('conflict', ITEM_IS_YOURS);
    const report = (await enclosableDocuments(tx, userId, 'ftc_report')).find((d) => d.id === body.reportDocumentId);
    if (!report)
      throw new AppError('invalid_input', 'Choose your FTC Identity Theft Report among your uploaded documents (a PDF, JPG or PNG that has been read)');
    const id = (await enclosableDocuments(tx, userId, 'id_document')).find((d) => d.id === body.idDocumentId);
    if (!id) throw new AppError('invalid_input', 'Choose a copy of your ID among your uploaded documents (a PDF, JPG or PNG that has been read)');
    const identityTheft: IdentityTheftBasis = { reportNumber: body.reportNumber, filedOn: body.filedOn, reportDocumentId: report.id, idDocumentId: id.id };
    const collection = item.kind === 'account' && (item.type === 'collection' || item.bureaus.some((b) => b.status === 'collection'));
    const disputes: DisputeRecord[] = [];
    for (const { bureau } of item.bureaus) {
      const balance = item.kind === 'account' ? item.bureaus.find((b) => b.bureau === bureau)?.balance : null;
      disputes.push(
        await fileDispute(
          tx,
          userId,
          {
            type: '605b',
            creditor,
            bureau,
            disputeReason: 'not_mine',
            itemType: collection ? 'collection' : item.kind,
            ...(last4 ? { accountNumber: last4 } : {}),
            ...(balance ? { amount: balance.toFixed(2) } : {}),
            description: `${ITEM_PROBLEM_LABELS.identity_theft}. ${itemFacts(item, bureau)}`,
            identityTheft,
          },
          at,
        ),
      );
    }
    return disputes;
  });
}

/**
 * The §623(a)(6)(B) notice to the company that reports the item, at the address the user's report prints, with the
 * FTC report enclosed: written for these details and stored nowhere (the user mails it). 409 before the block
 * requests (the notice rests on their FTC report), when the user said the item is theirs, or without an address.
 */
export async function furnisherNotice(
  em: EntityManager,
  storage: Storage,
  userId: number,
  key: string,
  info: ValidUserInfo,
  at = new Date(),
): Promise<FurnisherLetter> {
  const { item, creditor, last4 } = await fileItem(em, userId, key);
  if (await saidItIsTheirs(em, userId, { creditor, last4 })) throw new AppError('conflict', ITEM_IS_YOURS);
  const blocks = await blockDisputes(em, userId, { creditor, last4 });
  const first = blocks[0];
  if (!first?.identityTheft) throw new AppError('conflict', 'Enter your FTC report and request the blocks first: the notice encloses the same report');
  const { furnisher, to } = addressed(await itemFurnisher(em, userId, item), creditor);
  const enclosed = await identityTheftEnclosures(em, userId, first.identityTheft, 'notice');
  const dispute = { ...(await letterDispute(em, first)), bureau: furnisher.bureau };
  const letter = draftIdentityTheftNotice(
    { dispute, consumer: await consumerFor(em, userId, info), date: at, ...enclosed },
    to,
    item.bureaus.map((b) => b.bureau),
  );
  const pdf = await printLetter(em, storage, userId, letter);
  return {
    letterContent: letterText(letter),
    citations: letter.citations,
    furnisher: { name: furnisher.name, address: furnisher.address, phone: furnisher.phone },
    pdfBase64: Buffer.from(pdf).toString('base64'),
  };
}
