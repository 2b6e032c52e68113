import {
  COMPLAINT_NOT_CONFIRMED,
  CFPB_COMPLAINT_URL,
  type ComplaintBody,
  type ComplaintDraft,
  type ComplaintOption,
  type CreditFileAccount,
  type DisputeReason,
  type FurnisherLetter,
  formatCents,
  ITEM_LETTER_KINDS,
  type ItemLetterKind,
  type ItemLetters,
  maskPersonalNumbers,
  type ValidUserInfo,
  withinValidationPeriod,
  isoDay,
} from '@finx/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../platform/app-error';
import { type AccountView, listProcessedReports, readCreditFile } from '../../documents';
import { disputedAs, findItem, itemName } from '../credit-file/credit-file.service';
import { consumerFor } from '../dispute-letters.service';
import { DisputeResultEntity } from '../dispute-mail.entities';
import type { DisputeRecord } from '../dispute.entity';
import { ownDispute } from '../disputes.service';
import { accountViewsByKey, addressed, addressProblem, furnisherAmong } from '../furnisher/furnisher-of';
import { disputesFor, disputesOf } from '../identity-theft/ownership';
import { type CompanyAccount, draftPdf, draftText, type Letter, letterPdf, letterText } from '../letters';
import { draftCfpbComplaint } from '../letters/company/cfpb-complaint';
import { draftValidationRequest } from '../letters/company/debt-validation';
import { draftGoodwillLetter } from '../letters/company/goodwill';
import { draftPayForDeleteOffer } from '../letters/company/pay-for-delete';
import { liveMailingFor } from '../mailings.service';
import { complaintCase, type RoundRecord } from './complaint-case';
import { lateMarksOf, onTimeSince, reportedCurrent } from './late-marks';

/** Reasons by which the user said the account is not theirs or its late mark is wrong (a §605B block says not_mine too). */
const SAID_IT_IS_WRONG: readonly DisputeReason[] = ['not_mine', 'incorrect_date'];

export const GOODWILL_AFTER_DISPUTE =
  'You disputed this account as not yours or its late payment as wrong, so FinX cannot write a goodwill letter for it: a goodwill letter says the late payment is reported correctly, and the Credit Repair Organizations Act (15 U.S.C. 1679b(a)) forbids untrue or misleading statements to a creditor.';
const OFFER_AFTER_NOT_MINE = 'You disputed this debt as not yours, so FinX does not write an offer to pay it. Ask the collector to validate it instead.';
const NOT_A_COLLECTION = 'This letter goes to a debt collector: your credit reports do not show this account as a collection.';
const NOT_AN_ACCOUNT = 'Letters to a company are written about an account of your credit file.';

const isCollection = (a: CreditFileAccount) => a.type === 'collection' || a.bureaus.some((b) => b.status === 'collection' || b.paymentStatus === 'collection');
const highestBalance = (a: CreditFileAccount) =>
  a.bureaus.reduce<number | null>((max, b) => (b.balance !== null && (max === null || b.balance > max) ? b.balance : max), null);

/** An account of the file with what its letters are written from. */
interface AccountLetters extends ItemLetters {
  views: AccountView[];
  account: CompanyAccount;
}

/** The account's letters: each offered, or the first reason it is not (the company's address last, as the fix is an upload). */
function accountLetters(a: CreditFileAccount, views: AccountView[], disputedWrong: DisputeRecord[]): AccountLetters {
  const furnisher = furnisherAmong(views);
  const lateMarks = lateMarksOf(views);
  const collection = isCollection(a);
  const balance = highestBalance(a);
  const noAddress = addressProblem(furnisher, a.creditor);
  const said = (reason: DisputeReason) => disputedWrong.some((d) => d.disputeReason === reason);
  const reasons: Record<ItemLetterKind, string | null> = {
    goodwill: !lateMarks.length ? 'Your credit reports show no late payment on this account.' : disputedWrong.length ? GOODWILL_AFTER_DISPUTE : noAddress,
    validation: !collection ? NOT_A_COLLECTION : noAddress,
    pay_for_delete: !collection
      ? NOT_A_COLLECTION
      : !balance
        ? 'Your credit reports show no balance on this collection, so there is nothing to offer to pay.'
        : said('not_mine')
          ? OFFER_AFTER_NOT_MINE
          : noAddress,
  };
  return {
    item: { key: a.key, name: itemName(a), bureaus: a.bureaus.map((b) => b.bureau), collection, balance, originalCreditor: a.originalCreditor },
    lateMarks,
    furnisher: furnisher && { name: furnisher.name, address: furnisher.address, phone: furnisher.phone },
    letters: (Object.keys(reasons) as ItemLetterKind[]).map((kind) => ({ kind, offered: reasons[kind] === null, reason: reasons[kind] })),
    views,
    account: {
      creditor: maskPersonalNumbers(furnisher?.name ?? a.creditor),
      accountNumber: a.last4 ? `****${a.last4}` : null,
      originalCreditor: a.originalCreditor,
      balance,
      bureaus: a.bureaus.map((b) => b.bureau),
    },
  };
}

/** The user's credit file with each account's letters (one read of the reports and of the disputes). */
async function fileLetters(em: EntityManager, userId: number) {
  const reports = await listProcessedReports(em, userId);
  const views = accountViewsByKey(reports);
  const disputedWrong = await disputesFor(em, userId, SAID_IT_IS_WRONG);
  const file = readCreditFile(reports);
  return { file, accounts: file.accounts.map((a) => accountLetters(a, views.get(a.key) ?? [], disputesOf(disputedWrong, disputedAs(a)))) };
}

const publicView = ({ views: _views, account: _account, ...letters }: AccountLetters): ItemLetters => letters;

export async function listItemLetters(em: EntityManager, userId: number): Promise<ItemLetters[]> {
  return (await fileLetters(em, userId)).accounts.map(publicView);
}

/** One item of the user's file (404 when it is not in it), with its letters when it is an account. */
async function itemOf(em: EntityManager, userId: number, key: string) {
  const { file, accounts } = await fileLetters(em, userId);
  return { item: findItem(file, key), letters: accounts.find((a) => a.item.key === key) ?? null };
}

/** An item's letters; an inquiry or a public record has none (each refused, saying why). */
export async function itemLetters(em: EntityManager, userId: number, key: string): Promise<ItemLetters> {
  const { item, letters } = await itemOf(em, userId, key);
  if (letters) return publicView(letters);
  return {
    item: { key, name: itemName(item), bureaus: item.bureaus.map((b) => b.bureau), collection: false, balance: null, originalCreditor: null },
    lateMarks: [],
    furnisher: null,
    letters: ITEM_LETTER_KINDS.map((kind) => ({ kind, offered: false, reason: NOT_AN_ACCOUNT })),
  };
}

/** The account, addressed for one of its letters; 409 with the reason when that letter is not offered. */
async function offered(em: EntityManager, userId: number, key: string, kind: ItemLetterKind) {
  const { letters: a } = await itemOf(em, userId, key);
  const reason = a ? a.letters.find((l) => l.kind === kind)!.reason : NOT_AN_ACCOUNT;
  if (!a || reason) throw new AppError('conflict', reason ?? NOT_AN_ACCOUNT);
  return { ...a, ...addressed(a.furnisher, a.account.creditor) };
}

async function written(letter: Letter, furnisher: FurnisherLetter['furnisher']): Promise<FurnisherLetter> {
  return { letterContent: letterText(letter), citations: letter.citations, furnisher, pdfBase64: Buffer.from(await letterPdf(letter)).toString('base64') };
}

/** The goodwill letter of an account with an accurate late payment, for these details (written, stored nowhere). */
export async function goodwillLetter(
  em: EntityManager,
  userId: number,
  key: string,
  body: { userInfo: ValidUserInfo; reason?: string },
  at = new Date(),
): Promise<FurnisherLetter> {
  const a = await offered(em, userId, key, 'goodwill');
  const consumer = await consumerFor(em, userId, body.userInfo);
  const letter = draftGoodwillLetter({
    account: a.account,
    consumer,
    to: a.to,
    date: at,
    lateMarks: a.lateMarks,
    onTime: onTimeSince(a.views),
    current: reportedCurrent(a.views),
    ...(body.reason ? { reason: body.reason } : {}),
  });
  return written(letter, a.furnisher);
}

/** The debt-validation request of a collection; the §809(b) pause is claimed only within 30 days of the notice. */
export async function validationRequest(
  em: EntityManager,
  userId: number,
  key: string,
  body: { userInfo: ValidUserInfo; noticeReceivedOn: string },
  at = new Date(),
): Promise<FurnisherLetter> {
  const a = await offered(em, userId, key, 'validation');
  const letter = draftValidationRequest({
    account: a.account,
    consumer: await consumerFor(em, userId, body.userInfo),
    to: a.to,
    date: at,
    noticeReceivedOn: new Date(`${body.noticeReceivedOn}T00:00:00Z`),
    withinPeriod: withinValidationPeriod(body.noticeReceivedOn, isoDay(at)),
  });
  return written(letter, a.furnisher);
}

/** The pay-for-delete offer of a collection: 400 for an amount above the highest balance a bureau reports. */
export async function payForDeleteOffer(
  em: EntityManager,
  userId: number,
  key: string,
  body: { userInfo: ValidUserInfo; amount: string },
  at = new Date(),
): Promise<FurnisherLetter> {
  const a = await offered(em, userId, key, 'pay_for_delete');
  const amount = Number(body.amount);
  const balance = a.item.balance!;
  if (amount > balance)
    throw new AppError(
      'invalid_input',
      `The amount you offer (${formatCents(Math.round(amount * 100))}) cannot be more than the balance your credit report shows (${formatCents(balance * 100)})`,
    );
  const letter = draftPayForDeleteOffer({ account: a.account, consumer: await consumerFor(em, userId, body.userInfo), to: a.to, date: at, amount });
  return written(letter, a.furnisher);
}

/** The user's dispute (404 for another user's) with its rounds as the records hold them. */
async function disputeCase(em: EntityManager, userId: number, id: number, now: Date) {
  const d = await ownDispute(em, userId, id);
  const answers = await em.find(DisputeResultEntity, { disputeId: d.id }, { orderBy: { round: 'asc', id: 'desc' } });
  const rounds: RoundRecord[] = [];
  for (let round = 1; round <= d.round; round++) {
    const m = await liveMailingFor(em, { id: d.id, round });
    const answer = answers.find((a) => a.round === round);
    rounds.push({
      round,
      mailing: m && { mailedAt: m.mailedAt ?? null, deliveredAt: m.deliveredAt ?? null, trackingNumber: m.trackingNumber ?? null },
      answer: answer ? { result: answer.result, responseDate: answer.responseDate } : null,
    });
  }
  return { d, c: complaintCase(d, rounds, now) };
}

export async function complaintOption(em: EntityManager, userId: number, id: number, now = new Date()): Promise<ComplaintOption> {
  const { qualifies, reason, grounds, timeline } = (await disputeCase(em, userId, id, now)).c;
  return { qualifies, reason, grounds, timeline };
}

/** The CFPB complaint draft of a qualifying dispute (409 with the reason otherwise), for the user to file. */
export async function complaintDraft(
  em: EntityManager,
  userId: number,
  id: number,
  body: ComplaintBody & { userInfo: ValidUserInfo },
  at = new Date(),
): Promise<ComplaintDraft> {
  if (body.confirmed !== true) throw new AppError('invalid_input', COMPLAINT_NOT_CONFIRMED);
  const { d, c } = await disputeCase(em, userId, id, at);
  if (!c.qualifies) throw new AppError('conflict', c.reason);
  const draft = draftCfpbComplaint({
    consumer: await consumerFor(em, userId, body.userInfo),
    date: at,
    dispute: { bureau: d.bureau, creditor: maskPersonalNumbers(d.creditor), accountNumber: d.accountNumberMasked ?? null },
    deadline: c.deadline,
    verification: c.verification,
    timeline: c.timeline,
    ...(body.ask ? { ask: body.ask } : {}),
  });
  return {
    letterContent: draftText(draft),
    citations: draft.citations,
    pdfBase64: Buffer.from(await draftPdf(draft)).toString('base64'),
    complaintUrl: CFPB_COMPLAINT_URL,
  };
}
