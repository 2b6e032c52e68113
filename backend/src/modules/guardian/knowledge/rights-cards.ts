/**
 * More answer cards about the FCRA: what a bureau's results notice holds, judgments, freezes for someone in your
 * care, risk-based pricing, prescreened offers, an identity-theft report sent to the company. Each names its section.
 */
import type { AnswerCard } from './cards';
import { lawSource as law, lessonSource as lesson } from './catalogue';

export const RIGHTS_CARDS: readonly AnswerCard[] = [
  {
    id: 'dispute-results-notice',
    title: 'What the bureau sends when it finishes your dispute',
    asks: 'finished done completed dispute results what do they send me when done notice copy updated report',
    keys: 'finished',
    answer:
      'Within 5 business days of finishing, the bureau must send you its results in writing (FCRA §611(a)(6)): whether the item was deleted, changed or verified, and — if anything changed — a free copy of your updated credit report. The notice must also tell you that you can ask for a description of how the item was verified (the method of verification, including the furnisher it contacted), that you can add a statement of dispute to your file, and that you can ask the bureau to send the correction to anyone who received your report recently.',
    sources: () => [law('fcra-611'), law('fcra-611-a7')],
  },
  {
    id: 'judgment-period',
    title: 'How long a civil judgment may be reported',
    asks: 'judgment civil judgment court judgment against me lawsuit judgment how long stay report',
    keys: 'judgment judgement',
    answer:
      'FCRA §605(a)(2) lets a civil judgment be reported for 7 years from the date it was entered, or until the statute of limitations on it runs out, whichever is longer. In practice the three bureaus stopped including civil judgments in credit reports in 2017, so one that shows up on yours is worth disputing — though the judgment itself can still be collected on.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'guardian-freeze',
    title: 'A freeze for an adult in your care',
    asks: 'guardian conservator incapacitated adult power of attorney freeze for someone else brother parent disabled court appointed',
    keys: 'guardian conservator incapacitated',
    answer:
      'Yes: a guardian or conservator can place a free security freeze on the file of an incapacitated adult in their care (a “protected consumer”, FCRA §605A(j)). Send each bureau — Experian, Equifax and TransUnion — the request with proof of your authority (the court order appointing you, or a valid power of attorney) and proof of the person’s identity; the bureau creates a file and freezes it if none exists.',
    sources: () => [lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'risk-based-pricing',
    title: 'Approved at a higher rate: the risk-based pricing notice',
    asks: 'approved but higher rate interest worse terms not denied high apr because of my credit notice free report approved anyway',
    keys: 'rate apr',
    answer:
      'Yes, you get a notice even when you are approved: a lender that gives you worse terms than its best customers because of your credit report must send a risk-based pricing notice (FCRA §615(h)) — or instead a credit score disclosure showing the score it used. The notice names the bureau and lets you get a free copy of that report within 60 days, so you can check it and dispute anything wrong (§611).',
    sources: () => [law('fcra-612'), law('fcra-611')],
  },
  {
    id: 'opt-out-prescreened',
    title: 'Stopping prescreened (“pre-approved”) offers',
    asks: 'pre approved preapproved offers mailers junk mail credit card offers stop selling my info opt out prescreen',
    keys: 'prescreen prescreened optout mailers preapproved',
    answer:
      'You can opt out of prescreened offers at OptOutPrescreen.com or by calling 1-888-5-OPT-OUT (1-888-567-8688), the bureaus’ official service (FCRA §615(d), §604(e)): online or by phone it lasts 5 years, and it is permanent if you mail back the signed form it sends you. Prescreening is a soft inquiry and does not affect your score; opting out does not change your score either.',
    sources: () => [law('fcra-612')],
  },
  {
    id: 'identity-theft-to-furnisher',
    title: 'Sending an identity theft report to the company',
    asks: 'send identity theft report to the bank creditor company directly furnisher instead of bureaus stop reporting fraudulent account fake card',
    keys: 'furnisher',
    answer:
      'Yes — you can send your identity theft report (from IdentityTheft.gov) to the company itself, at the address it gives for such notices: once it has it, the company may not report that account to the bureaus (FCRA §623(a)(6)(B)), and it must not sell or hand the debt to a collector (§615(f)). Do both: the bureaus must block the account within 4 business days of getting the report (§605B), and the company stops reporting it.',
    sources: () => [law('fcra-623'), law('fcra-605b')],
  },
];
