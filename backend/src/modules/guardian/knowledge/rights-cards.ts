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
  {
    id: 'spouse-cosigner',
    title: 'A lender asking for your spouse’s signature',
    asks: 'husband wife spouse co-sign cosign signature qualify on my own marital status discrimination',
    keys: 'husband wife spouse',
    answer:
      'No — if you qualify on your own income and credit under the lender’s standards, it may not require your spouse to co-sign (Equal Credit Opportunity Act, Regulation B, 12 CFR 1002.7(d)). A lender that finds you don’t qualify alone may ask for another signer, but may not insist that it be your spouse. Ask in writing what standard you don’t meet; a denial must come with a written notice of the reasons within 30 days (ECOA §701(d)), and you can complain to the CFPB at consumerfinance.gov/complaint.',
    sources: () => [law('ecoa')],
  },
  {
    id: 'card-under-21',
    title: 'A credit card before you are 21',
    asks: 'under 21 19 20 years old college student cosigner independent income',
    keys: 'college',
    answer:
      'It is a real law: under the Credit CARD Act of 2009 a card issuer may not open a credit card for someone under 21 unless they show an independent income or assets to make the payments, or have a co-signer who is 21 or older (15 U.S.C. §1637(c)(8)). Your own income from a job counts — a parent’s allowance generally doesn’t. Other ways to start: a secured card, becoming an authorized user on a parent’s card, or a student card that asks for your own income.',
    sources: () => [law('card-act')],
  },
  {
    id: 'apr-increase-notice',
    title: 'A card raising your interest rate',
    asks: 'apr interest rate going up raise increase notice warn ahead 45 days existing balance new purchases',
    keys: 'apr',
    answer:
      'Yes — a card issuer must tell you in writing at least 45 days before it raises your APR or makes another significant change, and the notice must say you may reject it by closing the account before it takes effect (Credit CARD Act, 15 U.S.C. §1637(i)). The higher rate generally applies only to new purchases: the issuer may not raise the rate on the balance you already have, except when a promotional rate ends, a variable rate follows its index, or your minimum payment is more than 60 days late (§1666i-1). If you reject the change, you pay off the existing balance at the old rate. You can also call and ask them to keep your rate.',
    sources: () => [law('card-act')],
  },
  {
    id: 'ssn-truncation',
    title: 'Leaving your SSN’s first 5 digits off your own report',
    asks: 'first 5 five digits ssn truncated omit copy',
    keys: 'truncate truncated',
    answer:
      'Yes — when you ask a bureau for your file, you may ask it to leave the first 5 digits of your Social Security number off the copy it gives you (FCRA §609(a)(1)(A)): say so in your request, by mail, phone or online. Getting your report online at AnnualCreditReport.com (FCRA §612) avoids the mail altogether.',
    sources: () => [law('fcra-609'), law('fcra-612')],
  },
  {
    id: 'chexsystems',
    title: 'ChexSystems and bank accounts',
    asks: 'chexsystems chex systems early warning checking overdraft bank account denied',
    keys: 'chexsystems chex overdraft',
    answer:
      'Yes — ChexSystems is a consumer reporting agency (a specialty one, for bank accounts), so the FCRA applies to it like the credit bureaus: you can get your ChexSystems report free once every 12 months (FCRA §612(a)(1)(C)) at chexsystems.com, and dispute anything inaccurate in it — it must investigate within 30 days (FCRA §611). It keeps records up to 5 years. For an overdraft you really owe, paying the bank and asking it to update its report helps, and many banks offer a “second chance” checking account meanwhile.',
    sources: () => [law('fcra-611'), law('fcra-612')],
  },
  {
    id: 'application-decision',
    title: 'How long a lender has to decide, and telling you why it said no',
    asks: 'applied application decision legally tell me yes or no reasons why denied standards',
    keys: 'standards',
    answer:
      'A lender must tell you its decision within 30 days of receiving your completed application (Equal Credit Opportunity Act, Regulation B, 12 CFR 1002.9(a)). If it says no, the notice must give the specific principal reasons — or tell you that you may ask for them within 60 days — and a vague “you don’t meet our standards” or “insufficient score” is not enough (§1002.9(b)(2)). If it used a credit report, the notice also names the bureau and your right to a free copy of that report within 60 days (FCRA §615(a)).',
    sources: () => [law('ecoa'), law('fcra-612')],
  },
  {
    id: 'negative-information-notice',
    title: 'Being told when a lender reports a late payment',
    asks: 'warn before reporting late payment negative information never said a word',
    keys: 'warn',
    answer:
      'Not necessarily before, but it must tell you: a bank or other financial institution that reports negative information about you to a bureau — a late payment, a missed payment, a default — must send you a notice no later than 30 days after it first reports it (FCRA §623(a)(7)); it may send it earlier, and a line on your statement can count. A payment is usually reported late only once it is 30 days past due. If a late mark is wrong, dispute it with the bureau (§611) or the bank (§623(a)(8)).',
    sources: () => [law('fcra-623'), lesson('how-late-payments-are-reported')],
  },
  {
    id: 'tenant-screening',
    title: 'Tenant and employment screening reports',
    asks: 'tenant screening report apartment landlord screening company eviction dismissed',
    keys: 'tenant eviction',
    answer:
      'Yes — a tenant-screening or background-check company is a consumer reporting agency too, so the FCRA applies: you can get your file from it free after a denial (the landlord’s adverse action notice must name it, FCRA §615(a)) and dispute anything inaccurate or incomplete — such as an eviction case shown without its dismissal — and it must reinvestigate within 30 days (§611). It must also follow reasonable procedures for accuracy (§607(b)). If it won’t fix it, complain to the CFPB.',
    sources: () => [law('fcra-611'), law('fcra-612')],
  },
  {
    id: 'medical-information-coded',
    title: 'A medical provider’s name on your report',
    asks: 'medical collection oncology doctor name on report landlord employer sees cancer',
    keys: 'oncology',
    answer:
      'No — a report should not reveal a medical condition: when a medical provider furnishes information, the bureau must code it so the provider’s name, address and phone don’t identify the care (FCRA §604(g), §623(a)(9)); a report for employment or insurance may include medical information only with your consent. If the name shows, dispute it with the bureau and ask for it to be coded. And a medical collection under $500, or one paid, isn’t reported at all.',
    sources: () => [law('fcra-611')],
  },
  {
    id: 'unauthorized-inquiry',
    title: 'A hard inquiry you never authorized',
    asks: 'dealership pulled my credit never been there unauthorized inquiry',
    keys: 'unauthorized',
    answer:
      'A company may pull your report only with a permissible purpose (FCRA §604) — usually an application you made; pulling it without one is not allowed, and getting a report under false pretenses is a crime (§619). Dispute the inquiry with the bureau that shows it (§611) and ask the company in writing for its permissible purpose; if you didn’t apply, check for identity theft (IdentityTheft.gov, a fraud alert or freeze). You can sue: a willful violation allows actual or statutory damages of $100 to $1,000, punitive damages and attorney’s fees (§616, §617), and you can complain to the CFPB.',
    sources: () => [law('fcra-616-617'), law('fcra-611')],
  },
  {
    id: 'employment-check-disclosure',
    title: 'An employer’s credit check disclosure',
    asks: 'job application employer credit check authorization buried separate document warehouse',
    answer:
      'It must be its own document: before an employer gets a report on you it must give you a clear written disclosure, in a document that consists solely of that disclosure, and get your written authorization (FCRA §604(b)(2)); a sentence buried in a long application doesn’t meet that. If it then takes action against you because of the report, it must first give you a copy of the report and a summary of your rights (§604(b)(3)). Violations can be sued on (§616, §617).',
    sources: () => [law('fcra-616-617')],
  },
  {
    id: 'block-notice-to-furnisher',
    title: 'Whether the company is told about a §605B block',
    asks: 'blocked fake card after ftc report company told about the block',
    answer:
      'Yes — once a bureau blocks information under §605B it must promptly notify the company that furnished it that the information may be the result of identity theft, that you filed an identity theft report, and the block’s date (FCRA §605B(b)); the company then may not report it again (§623(a)(6)) nor sell it or place it for collection (§615(f)). Sending the company your FTC report yourself as well is a good idea, and FinX writes that notice for you.',
    sources: () => [law('fcra-605b'), law('fcra-623')],
  },
  {
    id: 'closed-by-grantor',
    title: '“Closed by credit grantor” on an account you closed',
    asks: 'closed it myself credit grantor kicked closed at consumer request',
    keys: 'grantor',
    answer:
      'It usually doesn’t change your score, but it should be right: if you closed it, the company must report it as closed at your request (FCRA §623(a)(4) — a furnisher must report that a consumer closed an account voluntarily). Dispute it with the bureau showing it, or with the company directly, saying you closed it yourself on that date; a letter or statement showing your request helps.',
    sources: () => [law('fcra-623'), law('fcra-611')],
  },
  {
    id: 'public-assistance-free-report',
    title: 'A free report when you receive public assistance',
    asks: 'snap medicaid welfare public assistance unemployed free report extra derecho reporte gratis',
    keys: 'snap medicaid welfare',
    answer:
      'Yes — besides the free reports at AnnualCreditReport.com, each bureau must give you one more free report in a 12-month period if you receive public welfare assistance, are unemployed and will look for work within 60 days, or think your file has errors because of fraud (FCRA §612(c)). Ask each bureau for it directly and say why. Today the three bureaus also give free reports weekly at AnnualCreditReport.com.',
    sources: () => [law('fcra-612')],
  },
  {
    id: 'ecoa-income-sources',
    title: 'Child support, alimony and benefits on a credit application',
    asks: 'child support alimony ssi disability income tell them hold it against me',
    keys: 'alimony ssi',
    answer:
      'You don’t have to disclose child support or alimony you receive unless you want the lender to count it (Regulation B, 12 CFR 1002.5(d)(2)). And a lender may not hold it against you that your income comes from public assistance such as SSI or disability (Equal Credit Opportunity Act §701(a)(2)); it may ask how steady the income is, as with any income. If you think you were turned down for it, ask for the reasons in writing and complain to the CFPB.',
    sources: () => [law('ecoa')],
  },
];
