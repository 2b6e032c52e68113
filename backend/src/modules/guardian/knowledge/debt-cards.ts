/**
 * More answer cards about debts and collectors: an attorney's client, e-mail at work, the first notice's 5 days,
 * acknowledging an old debt, medical bills moved to a card, garnishment's cap, authorized users, debt-relief fees,
 * and what a goodwill letter says. Each names the statute or rule it rests on.
 */
import type { AnswerCard } from './cards';
import { lawSource as law, lessonSource as lesson } from './catalogue';

export const DEBT_CARDS: readonly AnswerCard[] = [
  {
    id: 'collector-and-your-attorney',
    title: 'A collector contacting you when you have a lawyer',
    asks: 'retained hired attorney lawyer collector still calling me directly represented',
    keys: 'attorney lawyer retained',
    answer:
      'No — once a collector knows you have an attorney for that debt and can reach the attorney, it must deal with your attorney and may not contact you directly (FDCPA §805(a)(2)), unless the attorney doesn’t answer in a reasonable time or agrees to it. Give the collector your attorney’s name and contact details in writing, keep a record of every call after that, and tell your attorney: a violation can be reported to the CFPB and sued on (§813).',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'collector-work-email',
    title: 'A collector e-mailing your work address',
    asks: 'collector email emailing work email work address job email employer it department coworkers see',
    keys: 'email emailing',
    answer:
      'Under Regulation F a collector may not e-mail you at an address it knows or should know your employer provides (12 CFR 1006.22(f)(3)) — unless you used that address with it first or agreed to it — and every e-mail must offer a simple way to opt out. Tell it in writing to stop using your work e-mail and which address or channel to use instead; it must honour that (§1006.14(h)). It may not discuss the debt with your employer or coworkers either (FDCPA §805(b)).',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'collector-first-notice',
    title: 'A collector calling without sending anything in writing',
    asks: 'collector called never sent a letter nothing in writing validation notice first contact',
    answer:
      'Yes — within 5 days of first contacting you, a collector must send you a written validation notice (FDCPA §809(a)): the amount owed, the creditor, and your right to dispute the debt and ask for verification within 30 days. If you get nothing, ask for it; and whatever arrives, you can send a written validation request within the 30 days, which makes the collector stop collecting until it answers (§809(b)).',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'acknowledging-old-debt',
    title: 'Signing a collector’s acknowledgment of an old debt',
    asks: 'sign form acknowledge acknowledgment restart revive statute of limitations',
    keys: 'acknowledge acknowledgment acknowledgement',
    answer:
      'Think twice before signing: in many states a written acknowledgment of a debt, a promise to pay or even a small payment restarts or revives the statute of limitations — the time the collector has to sue you — so a debt too old to sue on can become one it can sue on again. It does not restart the credit-reporting clock: the account still comes off 7 years after its first delinquency (FCRA §605(c)). Ask for validation first (FDCPA §809(b)) and, for a large or old debt, check your state’s rules or a consumer attorney.',
    sources: () => [law('fcra-605'), law('fdcpa-809b')],
  },
  {
    id: 'medical-bill-on-a-card',
    title: 'A medical bill moved onto a credit card',
    asks: 'hospital medical bill put on credit card carecredit medical credit card still medical debt special rules',
    keys: 'carecredit',
    answer:
      'Once a medical bill is paid with a credit card — including a medical card such as CareCredit — it is no longer medical debt to the bureaus: it is a credit card balance, reported like any other, and it loses the medical-collection rules (paid medical collections removed, none under $500, a year before one appears). Watch for deferred-interest promotions, which charge all the interest back if the balance isn’t paid in time. Ask the hospital about its financial assistance or an interest-free payment plan first.',
    sources: () => [lesson('what-is-utilization')],
  },
  {
    id: 'wage-garnishment-limit',
    title: 'How much of your pay can be garnished',
    asks: 'sued and won how much of my paycheck wages can they take garnish garnishment percent social security benefits protected',
    keys: 'garnish garnishment paycheck',
    answer:
      'Federal law caps garnishment for an ordinary consumer debt at 25 % of your disposable earnings for the week, or the amount by which they exceed 30 times the federal minimum wage, whichever is less (15 U.S.C. §1673); some states protect more. Social Security and SSI benefits are protected from private creditors and collectors, and a bank must leave two months of directly deposited benefits untouched. A collector can garnish only after it sues you and wins a judgment, so answer any lawsuit.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'authorized-user-liability',
    title: 'Whether an authorized user owes the card’s debt',
    asks: 'authorized user liable responsible owe the card debt',
    answer:
      'No — an authorized user is not legally responsible for the card’s debt: only the account holder (and a joint account holder or co-signer) owes it, so a collector can’t make you pay it. Ask the card issuer to remove you as an authorized user; the account then usually comes off your report, and if a late history still shows on yours, dispute it with the bureau (FCRA §611). If a collector insists, ask it in writing to validate the debt (FDCPA §809(b)).',
    sources: () => [law('fdcpa-809b'), law('fcra-611')],
  },
  {
    id: 'debt-relief-fees',
    title: 'Debt-relief companies that charge fees up front',
    asks: 'debt relief settlement company fees upfront before they settle anything charge me first normal legit',
    keys: 'relief settlement',
    answer:
      'No — a debt-relief company that sells its service by phone may not charge any fee before it has actually settled or changed at least one of your debts and you have made a payment under that settlement (the FTC’s Telemarketing Sales Rule, 16 CFR 310.4(a)(5)). A demand for fees first is a warning sign. You can also call your creditors yourself, or a nonprofit credit counselor (NFCC), about a hardship or payment plan.',
    sources: () => [law('croa-1679b')],
  },
  {
    id: 'utility-bills',
    title: 'Utility, phone and rent bills',
    asks: 'behind on electric bill utility gas water phone bill cell internet rent late does it go on my credit report',
    keys: 'electric utility utilities',
    answer:
      'Usually not while you are behind: most utility, phone and rent bills are not reported to the bureaus month by month, so a late electric bill rarely shows on your report — unless the company sends it to collections, and a collection can be reported for 7 years (FCRA §605(c)), or it is one of the few companies that report late payments. Call the company now about a payment arrangement, and ask about assistance programs (LIHEAP) and your state’s shut-off protections.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'goodwill-letter-contents',
    title: 'What to write in a goodwill letter',
    asks: 'what do i put in goodwill letter write say include template what to write where to send',
    keys: 'include template',
    answer:
      'Keep it short and honest: name the account (its last 4 digits), own up to the late payment and say briefly what happened (a job loss, an illness, a move), show your record since — the payments you’ve made on time, autopay set up — and ask them, as a courtesy, to remove that late payment from your reports. Don’t say it was their error if it wasn’t. Send it to the lender’s customer-service or executive office address; FinX writes one from the Credit File under “Write to the company”, which you send yourself.',
    sources: () => [lesson('disputing-with-the-lender')],
  },
];
