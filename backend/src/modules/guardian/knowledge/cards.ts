/**
 * Answer cards: short answers to what people ask most about credit reporting law (this file), scores
 * (score-cards.ts) and FinX itself (product-cards.ts), written and checked by us,
 * each with the statute section, lesson or Help Center entry it rests on. Found by cards.search (fuzzy, with
 * synonyms) for questions in plain words, typos and abbreviations.
 */
import type { GuardianSource } from '@finx/contracts';
import { helpSource as help, lawSource as law, lessonSource as lesson } from './catalogue';

export interface AnswerCard {
  id: string;
  /** What the card answers, as a source line and a tool result name it. */
  title: string;
  /** The words people use for this question (the search matches them, fuzzy). */
  asks: string;
  /** The few words that name this card's subject and hardly any other ("jail", "goodwill"): they weigh
   * KEY_BOOST times a word of `asks`, so one of them outranks several words many cards share ("debt", "pay"). */
  keys?: string;
  answer: string;
  sources: () => GuardianSource[];
  /** The part of the user's file that a question in the first person also wants ("why are MY scores different"). */
  mine?: 'scores' | 'accounts';
}

export const LAW_CARDS: readonly AnswerCard[] = [
  {
    id: 'late-payment-period',
    title: 'How long a late payment stays',
    asks: 'how long late payment stay report fall off 30 day late 60 day late go away hurt years missed payment',
    keys: 'hurting',
    answer:
      'A late payment can stay on your credit report for up to 7 years from the date of that delinquency (FCRA §605). Its effect on your score fades well before then, especially once you keep every payment on time. Paying the account does not restart or extend the 7 years.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits'), lesson('how-late-payments-are-reported')],
  },
  {
    id: 'collection-period',
    title: 'How long a collection or charge-off stays',
    asks: 'how long collection charge off chargeoff stay fall off report sold collector restart reset clock repossession repo foreclosure forever permanent 7 years from when start stopped paying went to collections re-aged re-aging brand new account date',
    answer:
      'A collection, a charge-off, a repossession or a foreclosure can be reported for 7 years, counted from 180 days after the first delinquency that led to it (FCRA §605(c)). Paying it, settling it or the debt being sold to another collector does not restart that clock; paying changes its status to paid, but it stays until the 7 years run out. If a collector reports it with a newer date, as if the debt were new (re-aging), that is inaccurate: dispute its date of first delinquency with the bureau.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'bankruptcy-period',
    title: 'How long a bankruptcy stays',
    asks: 'how long bankruptcy stay chapter 7 chapter 13 bk years gone report',
    keys: 'bankruptcy chapter',
    answer:
      'A bankruptcy may be reported for up to 10 years from the date it was filed (FCRA §605(a)(1)); the bureaus usually remove a completed Chapter 13 after 7 years. Accounts included in the bankruptcy follow the 7-year rule from their own first delinquency.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'inquiry-period',
    title: 'How long a hard inquiry stays',
    asks: 'how long hard inquiry inquiries hard pull credit check stay report go away hurt',
    answer:
      'A hard inquiry is added when you apply for credit and a lender checks your report; it stays on your report for 2 years and usually affects scores for about 12 months at most. Soft inquiries (your own checks, account reviews, promotional offers) are shown only to you and do not affect your score.',
    sources: () => [lesson('reporting-time-limits')],
  },
  {
    id: 'positive-period',
    title: 'How long positive accounts stay',
    asks: 'good accounts positive paid off closed account removed stay forever old account',
    answer:
      'No law limits how long positive information may stay: an account paid as agreed can remain on your report, and the bureaus usually keep a closed account in good standing for about 10 years. That helps your score, so you would not want it removed.',
    sources: () => [law('fcra-605'), lesson('keeping-old-accounts')],
  },
  {
    id: 'dispute-timeline',
    title: 'How long a bureau has to answer a dispute',
    asks: 'how long bureau investigate dispute days respond answer deadline ignore ghosted missed deadline no answer take 30 days more documents results send more info information extend 45 tell creditor notify furnisher lender contact records',
    answer:
      'Under FCRA §611 a bureau must investigate your dispute and finish within 30 days of receiving it, or 45 days if you send more information during those 30 days. It must send you the results within 5 business days after it finishes, and it must tell the company that reported the item about your dispute within 5 business days. Disputing is free, and an item it cannot verify in time must be deleted; a bureau that misses the deadline can be reported to the CFPB (consumerfinance.gov/complaint).',
    sources: () => [help('faq-dispute-time'), law('fcra-611')],
  },
  {
    id: 'method-of-verification',
    title: 'Asking how an item was verified',
    asks: 'verified how did they verify method of verification how checked request how long answer',
    keys: 'verified verify verification',
    answer:
      'When a bureau says an item was verified, you can ask it for a description of how it verified it — the method of verification, including the name, address and phone of the company it contacted; it must answer within 15 days of your request (FCRA §611(a)(7)). You can also dispute directly with the company that reported the item (FCRA §623), and send a second round with new evidence.',
    sources: () => [law('fcra-611-a7'), law('fcra-623')],
  },
  {
    id: 'reinsertion',
    title: 'When a deleted item comes back',
    asks: 'deleted item came back reappeared back on report again reinserted allowed no letter notice legal got deleted now its back nobody told me',
    keys: 'reinserted reinsert reappeared',
    answer:
      'A deleted item may be put back only if the company that reported it certifies it is complete and accurate, and the bureau must notify you in writing within 5 business days of reinserting it (FCRA §611(a)(5)(B)), with the company’s name and contact details and your right to dispute again.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'frivolous',
    title: 'When a bureau calls a dispute frivolous',
    asks: 'frivolous refuse to investigate dispute irrelevant reject same letter resend until they give up',
    answer:
      'A bureau may decline to investigate a dispute it reasonably finds frivolous or irrelevant — for example one with too little information to investigate — but it must tell you within 5 business days and say what information it needs (FCRA §611(a)(3)). You can dispute again with that information: a clear dispute that names the item and what is wrong, with your evidence, is investigated.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'dispute-statement',
    title: 'Adding a statement to your report',
    asks: 'add statement note explain my side report wont remove consumer statement explaining what happened investigation doesnt change anything',
    answer:
      'If a dispute does not settle it, you may add a brief statement to your report explaining your side; the bureau may limit it to 100 words if it helps you write it (FCRA §611(b)), and later reports must show it or a summary.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'dispute-online-mail',
    title: 'Disputing online, by phone or by mail',
    asks: 'dispute online mail certified portal phone file free cost fee charge',
    answer:
      'You can dispute online through each bureau’s portal, by phone or by mail; disputing is free. Certified mail gives you proof of when the bureau received your letter, which starts its 30 days — FinX mails letters by USPS Certified Mail for $8.50 each.',
    sources: () => [lesson('disputing-with-the-bureaus'), help('faq-certified-mail')],
  },
  {
    id: 'dispute-score',
    title: 'Does disputing hurt your score?',
    asks: 'does disputing hurt score lower credit dispute affect',
    answer:
      'Disputing an item does not hurt your credit score. While a dispute is open the item may be marked as disputed; the result — deleted, updated or verified — is what can change your score.',
    sources: () => [lesson('disputing-with-the-bureaus')],
  },
  {
    id: 'file-disclosure',
    title: 'Your file from a bureau (FCRA §609)',
    asks: '609 letter section 609 file disclosure request everything in my file sources who pulled my report copy of all they have on me',
    keys: '609',
    answer:
      'Under FCRA §609 a bureau must give you, on request, all the information in your file, the sources it came from and who asked for your report (for 1 year, 2 years for employment). A “609 letter” is that request for a file disclosure; it does not make the bureau delete accurate items, and anything wrong you find is disputed under §611.',
    sources: () => [law('fcra-609'), lesson('fcra-609-disclosure')],
  },
  {
    id: 'furnisher-dispute',
    title: 'Disputing with the company that reported an item (FCRA §623)',
    asks: 'dispute directly straight with creditor lender furnisher bank credit card company that reported instead of not through bureau how long do they get without noting',
    answer:
      'You can also dispute directly with the company that reported the item (the furnisher): under FCRA §623 it must investigate a direct dispute about an inaccuracy within the same 30 days a bureau has, report the result to you and correct what it finds wrong with every bureau it reports to. It must not report information it knows is inaccurate. While you dispute with it directly, it may not report the account to the bureaus without noting that you dispute it (FCRA §623(a)(3)).',
    sources: () => [law('fcra-623'), lesson('disputing-with-the-lender')],
  },
  {
    id: 'what-to-dispute',
    title: 'What you can dispute',
    asks: 'can i dispute late payment item account collection what can be which items allowed anything',
    answer:
      'You can dispute anything on your report you believe is inaccurate, incomplete or can’t be verified — a wrong date, balance or status, a late payment you made on time, an account that isn’t yours, an item past its reporting period (FCRA §611). An accurate late payment is not an error: a dispute can’t lawfully remove it, but a goodwill letter to the lender can ask, and its weight fades with time.',
    sources: () => [law('fcra-611'), lesson('disputing-with-the-bureaus'), lesson('disputing-with-the-lender')],
  },
  {
    id: 'original-contract-myth',
    title: 'Does a bureau need the original signed contract?',
    asks: 'original contract cant show proof documents delete must prove verify 609 paperwork myth wet signature',
    answer:
      'No — that is a common myth. The FCRA does not require a bureau or a creditor to produce the original signed contract to keep reporting an account: a bureau verifies by checking with the company that reported it, and a 609 request gives you what is in your file, not the creditor’s paperwork. An item is deleted when it is inaccurate or can’t be verified (FCRA §611(a)(5)), not for a missing contract.',
    sources: () => [law('fcra-609'), law('fcra-611')],
  },
  {
    id: 'dispute-results',
    title: 'When the bureau answers your dispute',
    asks: 'what do i do when bureau answers responds results letter comes back deleted updated outcome next step after answer',
    answer:
      'The bureau sends its results in writing within 5 business days of finishing (FCRA §611(a)(6)). Record its answer on the dispute in the Disputes screen: deleted or updated means the item is fixed — check your next report; verified means you can ask how it was verified (§611(a)(7)), dispute with the company that reported it (§623), or start a second round with new evidence.',
    sources: () => [law('fcra-611'), help('faq-certified-mail')],
  },
  {
    id: 'paying-collections',
    title: 'Paying a collection',
    asks: 'should i pay collection paying off collection help score remove paid collection settle for less medical debt',
    answer:
      'Paying or settling a collection changes it to paid or settled, but it can still be reported for 7 years from the original delinquency (FCRA §605); the payment does not restart that clock. Newer scoring models (FICO Score 9 and 10, VantageScore 3.0 and 4.0) ignore paid collections, older ones such as FICO Score 8 still count them, and the three bureaus no longer report paid medical collections — if a paid one still shows, dispute it with that bureau. Get any settlement’s terms in writing before you pay, and ask the collector to validate a debt you don’t recognize first (FDCPA §809(b)).',
    sources: () => [law('fcra-605'), law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'goodwill',
    title: 'Goodwill letters',
    asks: 'goodwill letter ask lender remove accurate late payment forgive correct late taken off first one ever courtesy one time',
    keys: 'goodwill courtesy',
    answer:
      'A goodwill letter asks the lender, kindly, to remove an accurate late payment as a courtesy — for example after years of on-time payments or a one-time hardship. The lender does not have to agree, and nothing in it should say the late payment was wrong. Pay the account current first.',
    sources: () => [lesson('disputing-with-the-lender')],
  },
  {
    id: 'pay-for-delete',
    title: 'Pay-for-delete',
    asks: 'pay for delete collection agreement remove take off report if i pay in full settle',
    keys: 'deletion',
    answer:
      'Pay-for-delete is asking a collector to stop reporting a collection in exchange for payment. Collectors don’t have to agree and may refuse, and the bureaus discourage it, so there is no promise it works; get any agreement in writing before paying. Paying a collection updates it to paid but does not by itself remove it.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'identity-theft',
    title: 'When someone opened an account in your name',
    asks: 'identity theft someone opened card account in my name fraud not mine stolen identity police report ftc enough blocked selling it',
    answer:
      'If someone opened an account in your name: report it at IdentityTheft.gov (the FTC’s site), which gives you an identity theft report; send it with proof of your identity to each bureau showing the account, and the bureau must block it within 4 business days (FCRA §605B). A police report is optional: the FTC report is usually enough, though some creditors ask for one. Also place a fraud alert — an extended alert lasts 7 years with that report — or a free security freeze, and tell the lender (FCRA §623). Once an account is blocked, the bureau tells the company, which may not report it again (FCRA §623(a)(6)) nor sell or transfer the debt for collection (§615(f)).',
    sources: () => [law('fcra-605b'), lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'security-freeze',
    title: 'Security freezes',
    asks: 'security freeze credit freeze lock freeze my credit cost free how long last unfreeze lift thaw still use my cards child kid when i apply',
    keys: 'freeze unfreeze thaw',
    answer:
      'A security freeze is free at each bureau (FCRA §605A(i)) and stops new lenders from seeing your report until you lift it; it stays in place until you ask to remove it, and you must place it with Experian, Equifax and TransUnion separately. A request online or by phone is placed within 1 business day and lifted within 1 hour (3 business days by mail). Your existing cards and loans keep working, and a freeze does not affect your score. A bureau’s “credit lock” is its own product, sometimes paid, not the free freeze the law gives you; parents can also freeze a child’s file (under 16). Your current creditors can still review your report for the accounts you already have.',
    sources: () => [lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'fraud-alert',
    title: 'Fraud alerts',
    asks: 'fraud alert initial extended active duty military alert deploying how long one year seven years place alert',
    keys: 'alert',
    answer:
      'A fraud alert is free and asks lenders to verify it is you before opening credit (FCRA §605A): an initial alert lasts 1 year, an extended alert 7 years with an identity theft report, and an active-duty alert for service members 1 year. You only need to place it with one bureau: that bureau must tell the other two, so the alert is placed at all three. With an extended alert you are also entitled to two free copies of your report from each bureau within 12 months, and you are taken off prescreened credit offers for 5 years.',
    sources: () => [lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'permissible-purpose',
    title: 'Who may pull your credit report',
    asks: 'who can pull my credit allowed to check my report without permission asking employer boss job landlord insurance permissible purpose test drive',
    keys: 'anyone permission ex',
    answer:
      'Only someone with a permissible purpose under FCRA §604 may get your report: a lender you apply to or have an account with, a landlord or insurer you apply to, a collector of your debt, a court order, or a lender pre-screening offers. An employer needs your written permission first (FCRA §604(b)). You can see who pulled your report in your file (FCRA §609). A dealer or anyone else may not pull your report just because you came in or asked a question: without a credit application, an account or your permission there is no permissible purpose — dispute that inquiry with the bureau and send a complaint to the CFPB.',
    sources: () => [law('fcra-609'), lesson('free-credit-reports')],
  },
  {
    id: 'adverse-action',
    title: 'When you are denied because of your credit',
    asks: 'denied turned down rejected apartment loan card because of my credit rights adverse action notice',
    answer:
      'If you are turned down for credit, an apartment, insurance or a job because of your report, you must get an adverse action notice naming the bureau, and you can get a free copy of that report within 60 days (FCRA §612(b)) and dispute anything wrong in it (§611).',
    sources: () => [law('fcra-612'), law('fcra-611')],
  },
  {
    id: 'collector-conduct',
    title: 'What a debt collector may not do',
    asks: 'collector calling late night 10pm early morning what hours time allowed to call at work job boss employer harass threaten jail arrest rights abuse fees added texting text messages social media instagram facebook dm 11pm',
    keys: 'jail arrest prison threaten threatened harass harassing',
    answer:
      'Under the FDCPA a collector may not call before 8 a.m. or after 9 p.m. your time (§805(a)(1)), nor at work once it knows your employer doesn’t allow it (§805(a)(3)), and it may not discuss your debt with your boss or other third parties (§805(b)); if you tell it in writing to stop contacting you, it must stop except to tell you what it will do next (§805(c)). It may not threaten jail or arrest, or anything it can’t lawfully do (§807) — you can’t go to jail for a consumer debt — and may not add fees or interest unless your agreement or the law allows them (§808(1)). Report abuse to the CFPB at consumerfinance.gov/complaint. Taking your car or other property also needs a court judgment first, unless a loan is secured by it.',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'charge-off',
    title: 'What a charge-off is',
    asks: 'what is a charge off charged off written off still owe same balance twice collection for the same debt double',
    answer:
      'A charge-off means the lender wrote the debt off as a loss, usually after about 180 days without payment; you still owe it, and it is often sold to a collector. It can be reported for 7 years from 180 days after the delinquency began (FCRA §605(c)), paid or not — paying it changes it to a paid charge-off. Once the debt is sold or transferred to a collector, the original account should show a $0 balance (sold or transferred) and only the collector a balance: the same debt with a balance twice is inaccurate, and you can dispute the original account’s balance with each bureau that shows it (FCRA §611).',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'garnishment',
    title: 'Wage garnishment',
    asks: 'garnish wages paycheck bank account levy take my money collector can they',
    answer:
      'A collector can’t garnish your wages or take money from your bank account on its own: for most consumer debts it first has to sue you and win a court judgment (federal student loans and taxes are exceptions). That is why a lawsuit should never be ignored — answer it by the deadline on the summons.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'medical-debt',
    title: 'Medical debt on your report',
    asks: 'medical debt hospital er bill doctor collections insurance claim show up on credit report',
    keys: 'medical hospital doctor',
    answer:
      'A medical collection under $500 does not appear on your credit reports: the three bureaus no longer report them. They also wait a full year before a medical debt in collection can appear, and remove medical collections once they are paid. A larger unpaid medical collection can still appear after that year — meanwhile ask the provider to bill your insurer again, and ask the collector to validate the debt (FDCPA §809(b)). A paid medical collection that still shows is reported wrongly: dispute it with each bureau that shows it, with proof of payment (FCRA §611).',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'fdcpa-coverage',
    title: 'Who the FDCPA covers',
    asks: 'does fdcpa apply original creditor bank calling itself debt buyers covered third party collection agency',
    answer:
      'The FDCPA covers third-party debt collectors — collection agencies and debt buyers collecting on someone else’s original debt; it generally does not cover the original creditor (your bank) collecting its own debt, though state laws and the CFPB’s rules on unfair practices may still apply.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'sued-by-collector',
    title: 'Sued by a collector',
    asks: 'served court papers summons lawsuit sued collector ignore court old debt judgment',
    answer:
      'Never ignore a lawsuit: if you don’t file an answer with the court by the deadline on the summons, the collector usually wins a default judgment, which can lead to wage garnishment. If the debt is past your state’s statute of limitations, that is a defense you must raise in your answer — the court won’t raise it for you. A consumer-law attorney or legal aid can help.',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'stop-contact',
    title: 'Making a collector stop contacting you',
    asks: 'make collector stop contacting calling texting me completely cease and desist letter leave me alone',
    answer:
      'Tell the collector in writing to stop contacting you, and it must stop, except to confirm it will or to tell you about a specific step such as a lawsuit (FDCPA §805(c)). The debt still exists and the collector can still sue or report it, so ask for validation first if you don’t recognize it (§809(b)).',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'debt-buyer',
    title: 'Debt buyers',
    asks: 'who is lvnv midland portfolio recovery debt buyer bought my debt sold my debt never heard of them do i owe them or the original',
    answer:
      'Companies such as LVNV Funding, Midland Credit Management or Portfolio Recovery are debt buyers: they buy old debts from the original creditor; once a debt is sold, you owe the buyer, not the original lender, and the original account should show a zero balance. Ask the buyer in writing to validate the debt within 30 days of its first notice (FDCPA §809(b)) — don’t pay a debt you don’t recognize before it does; a sale does not restart the 7-year reporting period (FCRA §605(c)).',
    sources: () => [law('fdcpa-809b'), law('fcra-605')],
  },
  {
    id: 'debt-validation',
    title: 'Asking a collector to validate a debt',
    asks: 'collector calling unknown debt validation validate prove debt collection letter phone missed my chance over the phone',
    keys: 'validation validate',
    answer:
      'Within 30 days of a collector’s first notice, send it a written request to validate the debt; it must then stop collecting until it sends you verification (FDCPA §809(b)). Do it in writing and keep a copy — FinX can write the validation letter. After the 30 days you can still dispute and ask for verification — it isn’t too late, and not disputing doesn’t mean you owe it — but the collector no longer has to stop collecting while it answers.',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'statute-of-limitations',
    title: 'Statute of limitations vs. reporting period',
    asks: 'statute of limitations sue old debt time barred reporting period difference still owe small payment good faith restart revive',
    keys: 'statute limitations',
    answer:
      'The statute of limitations is how long a creditor can sue you over a debt, set by your state (often 3 to 6 years — 4 in Texas, 3 in New York); the reporting period is how long the debt can appear on your report, 7 years under FCRA §605. They are separate clocks: a time-barred debt still exists and you may still owe it, it just can’t be won in court; in many states a payment, even a small one, or a written acknowledgment can restart the time to sue — but it does not restart the 7-year reporting period.',
    sources: () => [law('fcra-605'), lesson('debt-validation')],
  },
  {
    id: 'free-reports',
    title: 'Free credit reports',
    asks: 'free credit report annual credit report annualcreditreport copy of my report get report how often pull actually free weekly permanent',
    answer:
      'You can get your reports from Experian, Equifax and TransUnion for free at AnnualCreditReport.com (FCRA §612), now as often as weekly; FinX reads the reports you upload. The free reports don’t include your credit scores.',
    sources: () => [law('fcra-612'), lesson('free-credit-reports')],
  },
  {
    id: 'croa-rights',
    title: 'Your rights with a credit repair company',
    asks: 'pay upfront before service credit repair contract cancel three days refund rights croa written rights statement disclosure',
    answer:
      'Under the Credit Repair Organizations Act a credit repair company may not charge you before the service is fully performed, must give you a written contract and a statement of your rights before doing anything, and you may cancel within 3 business days of signing without paying (15 U.S.C. §1679b–§1679e). Before you sign, it must also give you a separate written statement, “Consumer Credit File Rights Under State and Federal Law” (15 U.S.C. §1679c).',
    sources: () => [law('croa-1679b'), lesson('croa-rights')],
  },
  {
    id: 'utilization',
    title: 'Credit utilization',
    asks: 'utilization credit card balance limit percent use how much pay down good number get under paid down score not moved statement installment car loan count',
    keys: 'revolving installment',
    answer:
      'Utilization is your revolving balances (credit cards and lines of credit — not installment loans such as a car loan) divided by their credit limits. Keeping it under 30% helps, under 10% helps most, and you don’t need 0%. Card issuers report your balance about once a month, usually on the statement closing date, so a payment shows up in your score after the next statement is reported — paying before the closing date, not just by the due date, lowers the balance that gets reported.',
    sources: () => [lesson('what-is-utilization'), lesson('lowering-utilization')],
  },
  {
    id: 'someone-elses-debt',
    title: 'A relative’s or spouse’s debt',
    asks: 'someone else debt family member relative spouse parent deceased passed away estate their debt responsible liable cosigned joint put my debt on my husbands wifes credit',
    keys: 'brother sister mom dad husband wife spouse relative deceased',
    answer:
      'You are not responsible for someone else’s debt — a relative’s, a partner’s or a parent’s — unless you co-signed it, it is a joint account in your name too, or your state’s community-property rules make a spouse’s debt from the marriage yours. A debt of someone who died is paid from their estate, not by the family. A collector may contact you only to find that person and may not discuss the debt with you (FDCPA §805(b)); if it says you owe it, ask it in writing to validate the debt (FDCPA §809(b)) and tell it the debt is not yours. A collector can’t put your debt on your spouse’s credit report either unless the account is joint or your spouse co-signed it — threatening to is a false threat (FDCPA §807).',
    sources: () => [law('fdcpa-809b'), lesson('debt-validation')],
  },
  {
    id: 'child-identity',
    title: 'A child’s credit file',
    asks: 'child kid son daughter minor baby teen has a credit report accounts opened in his name her name freeze a kids credit parent guardian under 16',
    keys: 'child childs kid kids son daughter minor',
    answer:
      'A child should have no credit file, so accounts on one almost always mean identity theft. Report it at IdentityTheft.gov (the FTC’s site), then send that report to each bureau showing the accounts, with proof that you are the parent or guardian, and ask them to block and remove the accounts (FCRA §605B); tell the companies that opened them too. Yes — a parent or guardian can place a free security freeze on a child under 16 at Experian, Equifax and TransUnion (FCRA §605A(i)); if the child has no file, the bureau creates one just to freeze it.',
    sources: () => [law('fcra-605b'), lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'block-declined',
    title: 'When a bureau declines an identity-theft block',
    asks: 'declined the block declining refuse to block rescind removed block denied identity theft block can they',
    keys: 'rescind rescinded',
    answer:
      'Yes, but only for the reasons the law gives: a bureau may decline or rescind an identity-theft block if it reasonably finds the block was made in error, rests on a misrepresentation of a material fact by you, or that you received goods, services or money from the transaction (FCRA §605B(c)). It must tell you promptly. If none of those applies, ask for its reason in writing, dispute the account again with your IdentityTheft.gov report and proof (FCRA §611), and send a complaint to the CFPB at consumerfinance.gov/complaint.',
    sources: () => [law('fcra-605b'), law('fcra-611')],
  },
  {
    id: 'data-breach',
    title: 'After a data breach',
    asks: 'data breach my info leaked ssn dob exposed breach letter notice hacked company',
    keys: 'breach breached leaked exposed',
    answer:
      'After a breach that exposed your SSN and date of birth, the strongest step is a free security freeze at Experian, Equifax and TransUnion (FCRA §605A(i)) — it does not stop you from using your own cards, and doesn’t affect your score — or at least a free fraud alert; then check your reports — free every week at AnnualCreditReport.com — for accounts or inquiries you don’t recognize, and report any at IdentityTheft.gov. Use any free monitoring the company offers, and watch your bank and card statements.',
    sources: () => [law('fcra-612'), lesson('freezes-and-fraud-alerts')],
  },
  {
    id: 'mixed-file',
    title: 'Someone else’s accounts on your report (a mixed file)',
    asks: 'same name father dad son jr sr junior senior mixed file his accounts on my report someone elses accounts on my report not mine his stuff',
    keys: 'jr sr junior senior mixed namesake',
    answer:
      'That is a mixed file: the bureau has merged someone else’s accounts — often a relative with the same name — into yours. Dispute each account that isn’t yours with the bureau showing it (Experian, Equifax or TransUnion), saying it belongs to another person, and send proof of your identity (ID, proof of address, date of birth); the bureau must investigate within 30 days and delete what it can’t verify as yours (FCRA §611). Ask that bureau for your full file too — free (FCRA §609, and weekly at AnnualCreditReport.com) — to find everything else mixed in.',
    sources: () => [law('fcra-611'), law('fcra-609')],
  },
  {
    id: 'validation-notice',
    title: 'What a collector’s first letter must say',
    asks: 'collector letter is it real scam how do i know what should the letter say notice contents amount creditor name first letter',
    keys: 'scam',
    answer:
      'Within 5 days of first contacting you, a collector must send a validation notice (FDCPA §809(a)) stating the amount of the debt, the name of the creditor it is owed to, and that you have 30 days to dispute it in writing — if you do, it must stop collecting until it mails you verification (§809(b)). To check a collector is real, look it up with your state attorney general or the CFPB, ask for everything in writing, and never pay by gift card or wire.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'collector-third-parties',
    title: 'A collector talking to your family',
    asks: 'collector told my mom mother family relatives neighbor coworker about my debt talk to other people third party',
    keys: 'neighbor neighbour coworker',
    answer:
      'No — a collector may contact other people only to find you (your address, phone number or workplace), without saying you owe a debt, and usually only once (FDCPA §804); it may not discuss your debt with anyone but you, your spouse or your lawyer (§805(b)). Write down when it happened and what was said, report it to the CFPB (consumerfinance.gov/complaint) and your state attorney general; the FDCPA lets you sue for damages (§813).',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'deceased-file',
    title: 'Protecting the credit of someone who died',
    asks: 'passed away died executor deceased parent keep someone from opening credit in her name his name',
    keys: 'executor',
    answer:
      'Send each bureau — Experian, Equifax and TransUnion — a copy of the death certificate and proof that you are the executor (letters testamentary), and ask that the file be marked “deceased — do not issue credit”; you can also ask each for a copy of the report to find open accounts, and tell those lenders. The Social Security Administration is usually told by the funeral home.',
    sources: () => [law('fcra-605b')],
  },
  {
    id: 'free-score',
    title: 'Whether the law gives you a free score',
    asks: 'does the law require a bureau to give me my actual credit score for free like the report',
    answer:
      'No — the law gives you free reports, not free scores: a bureau may charge a reasonable fee for your score (FCRA §609(f)). You do get it free when a mortgage lender uses it (§609(g)), or in an adverse action or risk-based pricing notice when a lender used it against you (§615); many card issuers and banks also show a score for free.',
    sources: () => [law('fcra-609'), law('fcra-612')],
  },
  {
    id: 'legal-advice',
    title: 'Suing a bureau, a lender or a collector',
    asks: 'lawyer attorney legal advice sue suing lawsuit credit repair company lies shady take them to court damages violated my rights fcra violation fdcpa violation small claims court class action how long to sue if i won set amount',
    keys: 'lawyer attorney sue suing firm court',
    answer:
      'I’m not a lawyer and can’t give legal advice about your case. What the law says: you may sue a bureau, a lender or a collector that violates the FCRA — for your actual damages if it was negligent (§617), and up to $1,000 in statutory damages plus punitive damages if it was willful (§616), with attorney’s fees in both cases — within 2 years of discovering the violation and no later than 5 years after it (§618); the FDCPA gives a similar right against collectors (§813), and the Credit Repair Organizations Act lets you sue a credit repair company that misleads you or breaks the Act — for at least what you paid, punitive damages and attorney’s fees (15 U.S.C. §1679g). Because the other side pays the fees when you win, many consumer attorneys take such cases without charging up front. Keep copies of your letters, the certified-mail receipts and the bureau’s answers: they are your evidence.',
    sources: () => [law('fcra-616-617'), law('fcra-611')],
  },
  {
    id: 'high-value-exception',
    title: 'When the 7-year limit does not apply (large jobs and loans)',
    asks: 'job salary 75000 background check older items big mortgage 150000 life insurance exception seven year limit not apply',
    keys: 'salary',
    answer:
      'The 7-year limits of FCRA §605(a) do not apply to a report for a job with a yearly salary of $75,000 or more, or for credit or life insurance of $150,000 or more (§605(b)): for those, a bureau may include older negative items. Most bureaus still leave obsolete items out, and an employer needs your written permission to pull your report at all (§604(b)).',
    sources: () => [law('fcra-605')],
  },
  {
    id: 'criminal-records',
    title: 'Arrests and criminal convictions',
    asks: 'criminal conviction misdemeanor felony arrest record dismissed charges fall off after 7 years background',
    keys: 'conviction arrest misdemeanor felony criminal',
    answer:
      'A criminal conviction has no time limit under the FCRA: it may be reported for as long as it is on record (§605(a)(5) exempts convictions). An arrest that did not lead to a conviction, or a dismissed charge, may be reported for 7 years from the date of entry (§605(a)(2) and (a)(5)). These appear on background-check reports, not on your credit report or in your credit score; some states limit them further.',
    sources: () => [law('fcra-605')],
  },
  {
    id: 'notify-past-recipients',
    title: 'Telling those who already pulled your report about a correction',
    asks: 'deleted corrected after dispute tell the places companies lenders that already pulled it before fixed notify send correction',
    keys: 'notify',
    answer:
      'Yes: after a bureau deletes or corrects an item you disputed, you can ask it to send a notice of the change to anyone who received your report in the last 6 months for any purpose, or in the last 2 years for employment (FCRA §611(d)). The bureau must tell you of this right, and it may not charge you for these notices (§612(b)).',
    sources: () => [law('fcra-611'), law('fcra-612')],
  },
  {
    id: 'identity-theft-records',
    title: 'Getting the application an identity thief filled out',
    asks: 'copy of the application they filled out opened account in my name see what they used records from the company',
    keys: 'application records',
    answer:
      'Yes: a company that opened an account or made a sale to someone using your identity must give you, free, a copy of the application and its business records of the transaction within 30 days of your written request (FCRA §609(e)), once you prove your identity and give it a police report or your FTC Identity Theft Report (IdentityTheft.gov). Use them with your §605B block request.',
    sources: () => [law('fcra-605b'), law('fcra-609')],
  },
  {
    id: 'employer-check',
    title: 'Employers checking your credit',
    asks: 'new job employer run my credit onboarding hire need my permission consent not hire me because of credit background check',
    keys: 'employer',
    answer:
      'An employer must tell you in writing, in a document of its own, and get your written permission before it pulls your report (FCRA §604(b)(2)). Before it decides not to hire you because of it, it must give you a copy of the report and a summary of your rights, so you can fix errors first (§604(b)(3)), and then an adverse action notice. Some states and cities limit credit checks for jobs further. An employer’s check is a soft inquiry: it does not affect your score.',
    sources: () => [law('fcra-605')],
  },
  {
    id: 'score-disclosure-denial',
    title: 'Being told the score a lender used',
    asks: 'denied loan lender tell me what score they used which score key factors adverse action notice',
    answer:
      'Yes: when a lender denies you or gives you worse terms because of your credit report, its adverse action notice must name the bureau it used, and when a score was used, give you that score, its range and the key factors (up to four) that lowered it (FCRA §615(a)). You may get the report free from that bureau within 60 days (§612(b)) and dispute anything wrong in it.',
    sources: () => [law('fcra-612')],
  },
  {
    id: 'personal-info-errors',
    title: 'Old addresses and a misspelled name',
    asks: 'old addresses name misspelled wrong employer personal information direcciones viejas nombre mal escrito lower my score remove',
    keys: 'misspelled direcciones nombre',
    answer:
      'Addresses, name spellings and employers are not part of your credit score, so they don’t lower it. You can still dispute personal information that is wrong with the bureau (FCRA §611): correct details help keep someone else’s accounts out of your file. A former address that really was yours is accurate and may stay.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'sue-furnisher',
    title: 'Suing the company that reported something wrong',
    asks: 'sue a bank directly for reporting something wrong do i have to go through the bureau first furnisher lawsuit',
    answer:
      'Dispute with the bureau first. The duty to report accurately (FCRA §623(a)) can be enforced only by regulators; your right to sue the company arises under §623(b) after you dispute with a bureau and the bureau tells the company — if the company then fails to investigate reasonably, you can sue it for damages (§616, §617). I’m not a lawyer: an FCRA attorney can tell you about your case, often without charging up front.',
    sources: () => [law('fcra-623'), law('fcra-616-617')],
  },
  {
    id: 'fdcpa-lawsuit-deadline',
    title: 'Suing a collector who broke the FDCPA',
    asks: 'sue a debt collector that broke the law fdcpa violation damages deadline one year statutory $1000',
    answer:
      'You have 1 year from the violation to sue a debt collector under the FDCPA (§813(d)). You can recover your actual damages, up to $1,000 more in statutory damages, and your attorney’s fees and costs (§813(a)). I’m not a lawyer; many consumer attorneys take FDCPA cases without charging up front because the collector pays the fees when you win.',
    sources: () => [law('fcra-616-617')],
  },
  {
    id: 'call-frequency',
    title: 'How often a collector may call',
    asks: 'collector called me times this week too many calls harassment how often can they call legal',
    keys: 'called calls',
    answer:
      'Under the CFPB’s Regulation F a collector is presumed to harass you if it calls about a debt more than 7 times within 7 days, or within 7 days after a phone conversation with you about it (12 CFR 1006.14(b)). Calling repeatedly to annoy or harass is illegal (FDCPA §806(5)), and it may not call before 8 a.m. or after 9 p.m. your time. Tell them in writing to stop contacting you (§805(c)), keep a call log, and report it to the CFPB.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'collection-without-contact',
    title: 'A collection reported before any contact',
    asks: 'collection appeared on my report but nobody ever called never contacted never sent me a letter reported before contacting',
    answer:
      'Under Regulation F a collector may not report a debt to a bureau before it has contacted you about it — spoken with you, or sent you a notice and waited 14 days for it to come back undeliverable (12 CFR 1006.30(a)). If you never heard from them, dispute it with the bureau (FCRA §611) and ask the collector to validate the debt (FDCPA §809(b)).',
    sources: () => [law('fdcpa-809b'), law('fcra-611')],
  },
  {
    id: 'partial-payment-clocks',
    title: 'A small payment on an old debt: which clock restarts',
    asks: 'make a small payment on an old collection does the 7 years start over restart clock reset diff between the two',
    keys: 'restart reset',
    answer:
      'No — a payment never restarts the reporting period: a collection drops off 7 years (plus 180 days) after the original delinquency, however you pay (FCRA §605(c)). The statute of limitations is different: it is how long a collector can sue you, set by your state (usually 3 to 6 years), and in many states a payment or a written promise to pay restarts it. So a payment can let a collector sue again on an old debt without keeping it on your report longer.',
    sources: () => [law('fcra-605'), lesson('reporting-time-limits')],
  },
  {
    id: 'goodwill-again',
    title: 'When a goodwill letter was turned down',
    asks: 'sent a goodwill letter they said no denied again should i send another resend pointless',
    answer:
      'You can try again: a goodwill adjustment is the company’s choice, so a later letter — after a few more months of on-time payments, to a different department (the executive office or the customer-care address), or with a fuller account of the hardship — sometimes gets a different answer. It is never owed, so don’t claim the late payment was wrong; the mark fades with time and stops counting after 7 years.',
    sources: () => [lesson('reporting-time-limits')],
  },
  {
    id: 'collection-scam',
    title: 'A text or call about a debt you don’t recognize',
    asks: 'text message link to pay scam phishing fake collector',
    keys: 'scam phishing',
    answer:
      'Don’t click the link or pay yet: scammers pose as collectors. Ask in writing for the validation information — the amount, the creditor and how to dispute (FDCPA §809(a), (b)) — check the company’s name and phone yourself, and look for the debt on your free reports at AnnualCreditReport.com. A real collector must give you that notice; a debt you don’t recognize can be disputed.',
    sources: () => [law('fdcpa-809b')],
  },
  {
    id: 'what-verification-is',
    title: 'What counts as a collector’s verification',
    asks: 'what counts as verification they sent a printout with my name and a number is that enough validated',
    answer:
      'The FDCPA asks little: a statement of the amount and the creditor that confirms what the collector claims is often held to be enough (§809(b)). You can still ask for more — the original creditor, an itemization of the debt since charge-off, the account statements or the contract — and dispute with the bureau if the records don’t match what it reports (FCRA §611).',
    sources: () => [law('fdcpa-809b'), law('fcra-611')],
  },
  {
    id: 'bankruptcy-discharged-balances',
    title: 'Accounts still owing after a bankruptcy discharge',
    asks: 'chapter 7 discharged accounts still show balance owed included in bankruptcy',
    answer:
      'Accounts discharged in your bankruptcy should show a $0 balance and “included in bankruptcy”; a balance still owed is inaccurate, and you can dispute it with the bureaus (FCRA §611), with your discharge papers. The Chapter 7 bankruptcy itself may stay 10 years from its filing date, not 7 (§605(a)(1)).',
    sources: () => [law('fcra-605'), law('fcra-611')],
  },
  {
    id: 'one-bureau-only',
    title: 'An item on one bureau but not the others',
    asks: 'on one bureau only not on the other two bureaus',
    answer:
      'Not necessarily a mistake: companies choose which bureaus they report to, and many report to one or two only. Each bureau’s file stands on its own, so check the item itself — if it is wrong where it appears, dispute it with that bureau (FCRA §611).',
    sources: () => [law('fcra-611')],
  },
];
