/** Answer cards about FinX itself: plans, cancelling, certified mail, uploads, data safety, support — from the product's own data. */
import {
  CERTIFIED_MAIL_PRICE_CENTS,
  formatCents,
  LESSONS_PER_LEVEL,
  LEVEL_NAMES,
  NO_PLAN,
  ODDS_MIN_DISPUTES,
  ODDS_MIN_USERS,
  PLANS,
  RETAINED_AFTER_CLOSING,
} from '@finx/contracts';
import { COMPANY } from '@finx/contracts/company';
import { LESSONS } from '../../credit';
import { NUMBER_REMOVED } from '../safety';
import type { AnswerCard } from './cards';
import { helpSource as help, lawSource as law, lessonSource as lesson } from './catalogue';

const plan = (p: (typeof PLANS)[number]) => `${p.name}, ${formatCents(p.price)} a month (${p.features.join('; ')})`;
const MAIL = formatCents(CERTIFIED_MAIL_PRICE_CENTS);
const MAILING_ADDRESS = `${COMPANY.legalName}, ${COMPANY.street}, ${COMPANY.city}`;
const KEPT_AFTER_CLOSING = RETAINED_AFTER_CLOSING.filter((r) => r.key !== 'closure')
  .map((r) => `${r.key === 'contracts' ? 'your signed contracts' : 'payment and billing records'} for ${r.years} years`)
  .join(' and ');
const ELITE_ONLY = PLANS.filter((p) => p.includes.aiUnderwriting && p.includes.insuranceQuotes).map((p) => p.name);

export const PRODUCT_CARDS: readonly AnswerCard[] = [
  {
    id: 'plans',
    title: 'FinX plans and prices',
    asks: 'plans prices how much does finx cost monthly fee basic pro elite what included difference which plan features',
    answer: `FinX has three plans: ${PLANS.map(plan).join('. ')}. Each month’s credit-repair fee is charged only after that month’s work is done, and you can compare and choose a plan on the Subscription screen.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }, lesson('croa-rights')],
  },
  {
    id: 'billing',
    title: 'When FinX charges you',
    asks: 'when am i charged charge me start or end of month before work upfront advance billed software fee credit repair fee split breakdown monthly payment card paypal pay with',
    keys: 'split',
    answer: `No payment is taken before the work is done: each plan’s price is split into a software fee billed at the start of the month (${PLANS.map((p) => `${p.name} ${formatCents(p.softwareFee)}`).join(', ')}) and a credit-repair fee billed only after that month’s work has been performed, at the end of the month (${PLANS.map((p) => `${p.name} ${formatCents(p.creditRepairFee)}`).join(', ')}), as the Credit Repair Organizations Act requires. Nothing is charged to a card before your three-business-day cancellation period ends. You can pay by card or with PayPal; a PayPal payment is charged when you approve it and refunded in full if you cancel within the three business days.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }, law('croa-1679b')],
  },
  {
    id: 'cancel-refund',
    title: 'Cancelling and refunds',
    asks: 'cancel cancellation refund money back stop subscription quit end plan three days charged whenever locked in contract months commitment signed change my mind last day to cancel friday weekend holiday cutoff exact time midnight',
    answer: `You can cancel at any time on the Subscription screen, without a fee. Within three business days of signing your contract you may cancel for any reason: the plan ends at once and every payment is refunded (Credit Repair Organizations Act, 15 U.S.C. §1679e). Weekends and federal holidays don’t count: signed on a Friday, you may cancel until the end of Wednesday — Thursday if that Monday is a federal holiday — until midnight Hawaii time, the latest midnight in the US, wherever you live; the Subscription screen shows your own deadline. After that, cancelling ends the plan at the end of the period you have paid for, with no further charge. Cancelling doesn’t undo a dispute a bureau has received: the law, not your plan, makes it investigate and answer within 30 days (FCRA §611), and its answer comes to you by mail. To cancel in writing instead, e-mail ${COMPANY.email} or mail ${MAILING_ADDRESS}.`,
    sources: () => [help('faq-cancel'), law('croa-1679b')],
  },
  {
    id: 'certified-mail',
    title: 'Certified mail',
    asks: 'certified mail cost price how much to mail letter usps postage tracking how are letters sent',
    answer: `FinX mails each approved dispute letter by USPS Certified Mail for ${MAIL} per package — usually delivered in 2-3 business days — so there is proof of when the bureau received it; the Pro plan includes three packages a month. FinX mails only these letters to the three bureaus: letters to a company (goodwill, validation, pay-for-delete) you print and send yourself. The Disputes screen shows the tracking number and each step, and the date the bureau’s answer is due once it is delivered.`,
    sources: () => [help('faq-certified-mail')],
  },
  {
    id: 'upload-report',
    title: 'Uploading your credit reports',
    asks: 'upload credit report file pdf csv txt json how add report which files kinda document center import mb too big word doc photos heic take those',
    answer:
      'FinX reads a saved report page (HTML or HTM, as your browser saves it), a PDF, or a text (TXT), CSV or JSON file of up to 10 MB: upload it in the Document Center — the report each bureau gives you free at AnnualCreditReport.com works. FinX reads it, updates your FinX Score and lists anything worth disputing, and shows how sure it is of each reading. A file over 10 MB is too large: save the report as text or HTML, or print fewer pages to PDF.',
    sources: () => [help('faq-upload-report')],
  },
  {
    id: 'dispute-start-to-finish',
    title: 'A dispute from start to finish',
    asks: 'how long does a dispute take with finx start to finish whole process roughly mail letter approve how fast',
    answer:
      'Once you approve a letter, FinX mails it by USPS Certified Mail; it is usually delivered in 2-3 business days. The bureau then has 30 days from receiving it to investigate (45 if you send more information), and must send you the results within 5 business days of finishing (FCRA §611) — so about 5 to 6 weeks in all. The Disputes screen shows each step and the due date.',
    sources: () => [help('faq-dispute-time'), law('fcra-611')],
  },
  {
    id: 'data-safety',
    title: 'How FinX protects your data',
    asks: 'ssn safe social security number secure data privacy protect information encrypted sell my data hacked why need my ssn on the letter',
    answer:
      'Your Social Security number and date of birth are stored encrypted, shown only masked (the last 4 digits) and never written to our logs; everything travels encrypted. FinX never sells your information, and the Privacy Policy says exactly what is collected and who receives it. On a dispute letter the SSN is optional and only its last 4 are printed: with your name, address and date of birth they help the bureau find your file and verify it’s you.',
    sources: () => [help('faq-data-safety')],
  },
  {
    id: 'support',
    title: 'Reaching FinX support',
    asks: 'talk to a real person human support contact customer service phone number email call agent help mailing address where are you located office send mail paper',
    answer: `You can reach FinX’s support team by email at ${COMPANY.email} or by phone at ${COMPANY.phone}, ${COMPANY.hours}; ${COMPANY.responseTime[0]!.toLowerCase()}${COMPANY.responseTime.slice(1)} The Contact page has a form too, and letters reach us at ${MAILING_ADDRESS}.`,
    sources: () => [{ kind: 'help', title: 'Contact', href: '/contact' }],
  },
  {
    id: 'no-plan',
    title: 'Using FinX without a plan',
    asks: 'use finx no plan at all cost nothing broke need a plan',
    keys: 'broke',
    answer: `No — you can use FinX without a plan, at no cost: ${NO_PLAN.open.join('; ')}. Once you have signed the contract, FinX also mails letters for up to ${NO_PLAN.includes.letterItemsPerMonth} disputed items a month without a plan, at ${MAIL} per certified-mail package, billed after it is mailed. Plans start at ${PLANS[0]!.name}, ${formatCents(PLANS[0]!.price)} a month (${PLANS[0]!.features.join('; ')}).`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'guardian-itself',
    title: 'Who Guardian is',
    asks: 'talking to a bot robot ai or a real person human automated',
    keys: 'bot robot',
    answer: `I’m Guardian, FinX’s AI assistant — automated, not a person. I read your FinX file and explain credit law and your options, but I can’t file, mail or change anything for you. To reach a person, write to ${COMPANY.email} or call ${COMPANY.phone} (${COMPANY.hours}).`,
    sources: () => [{ kind: 'help', title: 'Contact', href: '/contact' }],
  },
  {
    id: 'why-contract',
    title: 'Why FinX asks you to sign a contract first',
    asks: 'why sign a contract before mailing a letter agreement sign first seems extra',
    answer:
      'The law requires it: under the Credit Repair Organizations Act a credit repair company must give you a written contract, and a statement of your rights, before it performs any service, and you then have three business days to cancel without paying (15 U.S.C. §1679c–§1679e). So FinX asks you to sign once, before the first letter is mailed; reading your reports and previewing letters need no contract.',
    sources: () => [law('croa-1679b'), lesson('croa-rights')],
  },
  {
    id: 'underwriting-and-quotes',
    title: 'Which plan has underwriting and insurance quotes',
    asks: 'insurance quotes underwriting analysis only on buying a house',
    keys: 'underwriting quotes',
    answer: `The AI underwriting analysis and the credit-protection insurance quotes come only with the ${ELITE_ONLY.join(' and ')} plan — not with ${PLANS.filter(
      (p) => !ELITE_ONLY.includes(p.name),
    )
      .map((p) => p.name)
      .join(' or ')}. ${PLANS.filter((p) => ELITE_ONLY.includes(p.name))
      .map((p) => `${p.name} is ${formatCents(p.price)} a month`)
      .join('; ')}.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'change-plan',
    title: 'Changing your plan',
    asks: 'change plan upgrade downgrade switch move to another plan later',
    answer:
      'You can move to another plan on the Subscription screen (Change plan): a card subscription switches at once and the software fee is prorated by Stripe. Each plan’s features and prices are listed there too.',
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'what-finx-does',
    title: 'What FinX does for you',
    asks: 'what does finx do how does it work dispute engine ai letters service credit repair help me is finx a credit bureau report to bureaus',
    answer:
      'FinX reads the credit reports you upload, flags items that look inaccurate, incomplete, outdated or unverifiable, and drafts a dispute letter for each bureau citing the Fair Credit Reporting Act; you approve every letter, FinX mails it by certified mail and tracks the bureau’s answer. It disputes only what you confirm is wrong, and no one can lawfully remove accurate, current information. FinX is not a credit bureau and does not report your accounts to the bureaus; checking your FinX Score never affects your credit.',
    sources: () => [help('faq-dispute-engine')],
  },
  {
    id: 'close-account',
    title: 'Closing your FinX account and what is kept',
    asks: 'delete close my finx account keep my info data after closing how long kept erase',
    answer: `You can close your account yourself on the Settings screen (Close my account: your password, then type CLOSE); a plan still running must be cancelled first so nothing more is charged. Your documents, reports, disputes, letters and Guardian conversations are then deleted. The law makes FinX keep ${KEPT_AFTER_CLOSING} after the account is closed (the Credit Repair Organizations Act, 15 U.S.C. §1679i, and tax law), and nothing else. Before closing, you can download a copy of all your data under Your data on Settings.`,
    sources: () => [{ kind: 'profile', title: 'Close my account (Settings)', href: '/settings' }],
  },
  {
    id: 'download-data',
    title: 'Downloading a copy of your data',
    asks: 'copy of my data download export my information archive everything stored about me',
    keys: 'export download',
    answer:
      'Yes: on the Settings screen, Your data → Download my data (with your password) builds a ZIP of everything FinX holds about you — your uploads, every letter as a PDF and each table of your data — and e-mails you a link when it is ready; the archive can be downloaded for 24 hours. Your SSN appears in it only as its last 4 digits.',
    sources: () => [{ kind: 'profile', title: 'Your data (Settings)', href: '/settings' }],
  },
  {
    id: 'two-step',
    title: 'Two-step sign-in',
    asks: 'two factor 2fa two step authentication login code authenticator app turn on security extra sign in add a code from my phone so this does not happen again',
    keys: '2fa authenticator',
    answer:
      'Yes. On the Settings screen, turn on Two-step sign-in: scan the QR code with an authenticator app (or type the key), enter the 6-digit code it shows, and save the 10 recovery codes shown once — each lets you sign in one time if you lose your phone. From then on, signing in asks for your password and a code from the app.',
    sources: () => [{ kind: 'profile', title: 'Two-step sign-in (Settings)', href: '/settings' }],
  },
  {
    id: 'upload-id',
    title: 'Uploading your ID or proof of address',
    asks: 'upload drivers license id photo picture phone jpg png proof of address utility bill identity document',
    keys: 'license',
    answer:
      'Yes: in the Document Center, upload your ID or a proof of address as a PDF, JPG or PNG (a phone photo works) of up to 10 MB. FinX checks that the name and address match your letter details and can enclose them with your dispute letters.',
    sources: () => [help('faq-upload-report')],
  },
  {
    id: 'score-simulator',
    title: 'What would this do to my FinX Score?',
    asks: 'simulator simulate what-if tool feature finx show my score if i paid a card down or an item deleted estimate',
    keys: 'simulator',
    answer:
      'Yes: on the Credit File, each account, hard inquiry and public record has “What would this do to my FinX Score?” — it shows the FinX Score your report would give if that item were deleted, or a card paid down to the percentage of its limit you choose, beside today’s, with the factors that change. It is FinX’s own estimate, not a bureau score: lenders use their own.',
    sources: () => [{ kind: 'finding', title: 'Credit File', href: '/credit-file' }],
  },
  {
    id: 'dispute-odds',
    title: 'How often disputes like yours worked',
    asks: 'odds chance dispute will work success rate likely deleted before i send percent how often',
    keys: 'odds',
    answer: `FinX shows, on each dispute and in the New Dispute form, how disputes like it ended for FinX users — deleted, updated or verified, and how long they took (“Deleted in 31 % of 212 disputes like this”) — once at least ${ODDS_MIN_DISPUTES} such disputes from at least ${ODDS_MIN_USERS} users have ended; until then it says “Not enough disputes yet to say”. It is a record of past results, not a prediction or a promise about yours: no one can guarantee a dispute’s outcome.`,
    sources: () => [{ kind: 'dispute', title: 'Disputes', href: '/disputes' }, law('croa-1679b')],
  },
  {
    id: 'company-letters',
    title: 'Letters to a company: goodwill, validation, pay-for-delete, CFPB',
    asks: 'write a letter to the company creditor collector goodwill letter debt validation pay for delete cfpb complaint draft direct dispute furnisher certified',
    answer:
      'On the Credit File, an account offers the letters that fit it under “Write to the company”: a goodwill letter for an accurate late payment, a debt-validation request to a collector (FDCPA §809(b), within 30 days of its first notice), a pay-for-delete offer (the collector may refuse; get any agreement in writing before paying) and a direct dispute to the company (FCRA §623). A bureau dispute that missed its deadline or was verified without a method of verification offers a CFPB complaint draft with its dated timeline, which you file yourself at consumerfinance.gov/complaint. You print and send these letters yourself: FinX mails by certified mail only the dispute letters to the three bureaus.',
    sources: () => [{ kind: 'finding', title: 'Credit File', href: '/credit-file' }],
  },
  {
    id: 'fix-letter-details',
    title: 'Correcting your letter details (SSN, date of birth, address)',
    asks: 'typed my ssn wrong fix change correct date of birth address on letter details mistake update',
    answer:
      'On the Profile screen, the letter details show your SSN as its last 4 digits; “Change” asks for the SSN in full again, with your date of birth and your password, and replaces it. Letters written after that use the corrected details; a letter already mailed cannot be changed.',
    sources: () => [{ kind: 'profile', title: 'Letter details (Profile)', href: '/profile' }],
  },
  {
    id: 'lessons-and-finx-score',
    title: 'Lessons and the FinX Score',
    asks: 'complete all lessons raise finx score',
    answer:
      'No — lessons don’t change your FinX Score or any credit score: the FinX Score is computed from your credit report (or your answers, until FinX has read a report). Lessons raise your coaching level and teach what does move a score — on-time payments, lower utilization, fixing errors — and those changes show once your next report is read.',
    sources: () => [help('faq-finx-score')],
  },
  {
    id: 'coaching-course',
    title: 'FinX coaching: the lessons and levels',
    asks: 'real credit coach talk on the phone zoom video live session lessons levels work',
    keys: 'zoom levels',
    answer: `FinX coaching is a self-paced course, not a live coach: ${LESSONS.length} short lessons, each with a check question, taken on the Coaching screen. Every ${LESSONS_PER_LEVEL} lessons completed raise your level (${LEVEL_NAMES.slice(0, Math.floor(LESSONS.length / LESSONS_PER_LEVEL) + 1).join(', ')}). No plan includes calls or video sessions with a person; for questions about your account, write to ${COMPANY.email} or call ${COMPANY.phone} (${COMPANY.hours}).`,
    sources: () => [{ kind: 'help', title: 'Coaching', href: '/coaching' }],
  },
  {
    id: 'insurance-quotes',
    title: 'Credit-protection insurance quotes',
    asks: 'credit protection insurance buy through finx covered if i lose my job policy real insurer quote purchase',
    keys: 'insurance insurer',
    answer:
      'FinX’s credit-protection quotes are illustrative: no insurer is connected to FinX yet, so a quote you save is not a policy — you are not covered and nothing is charged. The quotes show what such cover could cost for your risk level; for real job-loss or payment-protection cover, ask an insurer or your lender directly and read what the policy excludes.',
    sources: () => [{ kind: 'help', title: 'AI Underwriting', href: '/ai-underwriting' }],
  },
  {
    id: 'ssn-in-chat',
    title: 'Personal numbers typed into Guardian',
    asks: 'accidentally typed type my social in this chat do you save keep it typed numbers in chat',
    keys: 'chat',
    answer: `No — before a question is stored or sent anywhere, Guardian replaces anything shaped like a Social Security number, and any run of 8 or more digits (account and card numbers), with “${NUMBER_REMOVED}”; the full number is never kept with your conversation. Your SSN is kept only where you entered it for letters, encrypted and shown as its last 4 digits.`,
    sources: () => [help('faq-data-safety')],
  },
  {
    id: 'croa-contract-contents',
    title: 'What a credit repair contract must say',
    asks: 'credit repair contract must contain legally required to include check my contract',
    keys: 'contain',
    answer:
      'Under the Credit Repair Organizations Act (15 U.S.C. §1679d) the written contract must state the terms and conditions of payment, including the total amount you will pay; a full and detailed description of the services to be performed, with any guarantee of performance and an estimate of how long they will take; the company’s name and principal business address; and, prominently next to where you sign, your right to cancel within 3 business days without charge. It must come with a Notice of Cancellation form and, before you sign, the “Consumer Credit File Rights” statement (§1679c).',
    sources: () => [law('croa-1679b'), lesson('croa-rights')],
  },
  {
    id: 'email-digest',
    title: 'Fewer e-mails: daily or weekly digests',
    asks: 'too many emails weekly daily digest one email a week frequency',
    keys: 'digest weekly',
    answer:
      'Yes — on the Notifications screen’s Channels tab, set e-mail to “Weekly digest”: FinX then gathers the week’s updates into one e-mail on Mondays (at 8 a.m. your time), or choose “Daily digest”. On the Preferences tab you can also turn off the kinds of update you don’t want by e-mail.',
    sources: () => [{ kind: 'profile', title: 'Notifications', href: '/notifications' }],
  },
  {
    id: 'signed-out-idle',
    title: 'Why FinX signs you out',
    asks: 'keeps logging me out idle inactive session timeout',
    keys: 'logging idle',
    answer:
      'For your security: FinX signs you out after 30 minutes without activity (a session not used for 30 minutes ends), and some time after sign-in in any case — your credit file and SSN are behind that sign-in. Signing in again takes you back where you were.',
    sources: () => [help('faq-data-safety')],
  },
  {
    id: 'someone-has-my-password',
    title: 'Someone else knows your FinX password',
    asks: 'ex knows my password kick other devices sessions hacked',
    keys: 'kick hacked',
    answer:
      'On the Settings screen: change your password (Security → Change password) — that signs out every other device at once — then look at the signed-in sessions and sign out any you don’t recognise, and check the security activity for sign-ins you didn’t make. To keep it from happening again, turn on two-step sign-in with an authenticator app, so a password alone is not enough.',
    sources: () => [{ kind: 'profile', title: 'Security (Settings)', href: '/settings' }],
  },
  {
    id: 'reinsertion-watch',
    title: 'FinX watching for deleted items that come back',
    asks: 'sneaks back reappears later will finx notice catch it myself watch',
    keys: 'sneaks reappears',
    answer:
      'FinX watches for it in the reports you upload: when you upload a newer report from that bureau, FinX compares it with the items deleted after your disputes and, if one is back — the same account, or the same debt under a new collector — it tells you in your notifications and lists a “reinserted” finding you can dispute in one click; the letter asks the bureau for the certification and the notice the law requires (FCRA §611(a)(5)(B)). FinX can only see reports you upload, so upload a new one every few months.',
    sources: () => [law('fcra-611'), { kind: 'finding', title: 'Document Center', href: '/document-center' }],
  },
  {
    id: 'identity-theft-in-finx',
    title: 'The identity-theft path in FinX',
    asks: 'filed ftc report what do i upload next what happens after block finx file the report for me',
    keys: 'ftc',
    answer:
      'FinX doesn’t file the FTC report for you: you file it yourself at IdentityTheft.gov, free. Then, on the item (Credit File → Dispute this → “Someone used my identity”), upload the report’s PDF with its number and the day you filed it, and a proof of identity such as a driver’s license or other ID. FinX writes a §605B block request to each bureau reporting the item, with both enclosed — the bureau must block it within 4 business days of receiving it — and a notice to the company that reports it (§623(a)(6)(B)), and links to a fraud alert and freezes at the three bureaus.',
    sources: () => [law('fcra-605b'), { kind: 'dispute', title: 'Disputes', href: '/disputes' }],
  },
  {
    id: 'more-information-45-days',
    title: 'Sending the bureau more information during its investigation',
    asks: 'extra proof more documents after dispute arrived',
    keys: 'extra',
    answer:
      'FinX has no place to record it yet — keep a copy and your mailing receipt. Mind the clock: when you send a bureau more information during its 30 days, it may take up to 15 more days — 45 in all — to finish (FCRA §611(a)(1)(B)), so the answer may come later than the due date the Disputes screen shows.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'export-expired',
    title: 'An expired data-download link',
    asks: 'download link expired export',
    keys: 'expired',
    answer:
      'A download link works for 24 hours after the archive is ready; then it expires and the archive is deleted. Request a new one on the Settings screen (Your data → Download my data, with your password): FinX builds it again and e-mails you a new link.',
    sources: () => [{ kind: 'profile', title: 'Your data (Settings)', href: '/settings' }],
  },
  {
    id: 'mailing-price-first',
    title: 'Seeing a letter’s price before it is mailed',
    asks: 'surprise charges letter cost before mailing confirm price when charged',
    keys: 'surprise',
    answer: `Yes — before anything is mailed FinX shows each package with its bureau, address and price (included in your plan, or ${formatCents(CERTIFIED_MAIL_PRICE_CENTS)}) and asks you to confirm. Nothing is charged then: the fee is charged only after the carrier accepts the letter, and a letter that fails to mail is not charged.`,
    sources: () => [help('faq-certified-mail')],
  },
  {
    id: 'guardian-history',
    title: 'Deleting chats with Guardian, and its shortcut',
    asks: 'delete old chats conversations history keyboard shortcut open guardian',
    keys: 'shortcut chats',
    answer:
      'Yes — in Guardian’s History, each conversation can be deleted (you confirm first), and it is gone with its messages. And Alt+G opens Guardian from any screen with the sidebar; Escape closes it.',
    sources: () => [help('faq-guardian')],
  },
  {
    id: 'bureau-portal',
    title: 'Filing a dispute on the bureau’s website and tracking it in FinX',
    asks: 'file online bureau website portal instead of mailing track in finx',
    keys: 'portal website',
    answer:
      'Yes — in the dispute’s send dialog on the Disputes screen, “Open Bureau Portal” opens the bureau’s own online dispute page in a new tab and records that this round is filed online: the bureau’s 30 days start that day, and FinX tracks the dispute and its due date as it does a mailed letter (you record the bureau’s answer when it comes). Like mailing, it needs your signed FinX service contract first (Credit Repair Organizations Act). Certified mail gives you proof of the day the bureau received your letter; a portal filing is dated by the portal.',
    sources: () => [help('faq-dispute-engine'), law('fcra-611')],
  },
  {
    id: 'email-change-confirm',
    title: 'A changed e-mail address that isn’t used yet',
    asks: 'changed my email address still sending to old one confirm link',
    answer:
      'The change takes effect only once you confirm it: FinX sends a link to the new address, and until you open it, everything still goes to the old one (which is also told of the change). Open the link in the e-mail at your new address, or use Change e-mail on the Profile screen again to get a new link.',
    sources: () => [{ kind: 'profile', title: 'Profile', href: '/profile' }],
  },
  {
    id: 'letters-per-bureau',
    title: 'How many letters Generate Letters makes',
    asks: 'generate letters three bureaus separate letters or one big one',
    answer: `One letter per bureau: Generate Letters writes a package for each bureau, with every item you dispute at that bureau in its letter — three bureaus, three letters. Each package mailed by certified mail costs ${formatCents(CERTIFIED_MAIL_PRICE_CENTS)} unless your plan includes it, and you see the price and confirm before anything is mailed.`,
    sources: () => [help('faq-certified-mail')],
  },
  {
    id: 'pay-per-letter',
    title: 'Mailing a letter without a monthly plan',
    asks: 'no monthly plan pay for one letter only',
    answer: `Yes — without a plan you sign FinX’s service contract once (no monthly fee), and each package you mail is ${formatCents(CERTIFIED_MAIL_PRICE_CENTS)}, charged after the carrier accepts it. You can dispute as many items as you need that way; each bureau’s letter is one package.`,
    sources: () => [help('faq-certified-mail'), help('faq-cancel')],
  },
  {
    id: 'plan-switch-proration',
    title: 'Switching plans in the middle of a month',
    asks: 'switch pro to elite middle of the month another contract full price prorate',
    keys: 'prorate prorated',
    answer: `Yes — a change of plan needs a contract for the new plan, which FinX asks you to sign first (the Credit Repair Organizations Act requires the terms in writing). You don’t pay the full price at once: the software fee is prorated for the rest of the month, and the credit-repair fee is still billed only after the month’s work is done. The plans: ${PLANS.map((p) => `${p.name} ${formatCents(p.price)} a month`).join(', ')}.`,
    sources: () => [{ kind: 'subscription', title: 'Plans (Subscription)', href: '/subscription' }],
  },
  {
    id: 'pay-for-delete-offer',
    title: 'How much to offer in a pay-for-delete letter',
    asks: 'pay for delete offer less minimum amount',
    answer:
      'You can offer any amount — there is no minimum: FinX’s pay-for-delete letter states the sum you propose, and the collector may refuse or counter, and is not obliged to delete an accurate item. Offer what you can really pay and get any agreement in writing before you pay; a collection past its 7-year period should come off anyway (FCRA §605).',
    sources: () => [lesson('debt-validation')],
  },
];
