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
  {
    id: 'itemization-date',
    title: 'The itemization date on a collector’s notice',
    asks: 'itemization date table interest fees credits total does not match',
    keys: 'itemization itemized',
    answer:
      'The itemization date is a reference date the collector picks — the last statement, the charge-off, the last payment, or the day of a judgment — and its validation notice must give the amount owed on that date and itemize the interest, fees, payments and credits since then (Regulation F, 12 CFR 1006.34(c)(2)). That table is how the balance changed to today’s total. If it doesn’t match what you remember owing, dispute it in writing within the validation period and ask for verification: the collector must stop collecting until it answers (FDCPA §809(b)), and it may not collect interest or fees your agreement or the law doesn’t allow (§808(1)).',
    sources: () => [law('fdcpa-809b'), law('fdcpa-805-808'), lesson('debt-validation')],
  },
  {
    id: 'settled-debt-resold',
    title: 'A settled debt sold to a new collector',
    asks: 'settled in full settlement letter rest old company does not count anymore',
    keys: 'settled',
    answer:
      'Your settlement still counts: a debt settled in full is settled, and a new owner buys only what was still owed — nothing. Send the new collector a written dispute within 30 days of its first notice with a copy of your settlement letter (keep the original): it must stop collecting until it verifies the debt (FDCPA §809(b)), and trying to collect an amount you don’t owe is prohibited (§807(2)(A), §808(1)). If it goes on, report it to the CFPB (consumerfinance.gov/complaint) and your state attorney general, and dispute the account with any bureau that shows it with a balance (FCRA §611).',
    sources: () => [law('fdcpa-809b'), law('fdcpa-805-808'), law('fcra-611')],
  },
  {
    id: 'discharged-debt-collection',
    title: 'A collector asking to be paid for a debt discharged in bankruptcy',
    asks: 'discharged discharge chapter 7 good faith payment included in bankruptcy collector calling',
    keys: 'discharged discharge',
    answer:
      'No — you no longer owe a debt discharged in your Chapter 7, and the discharge order forbids anyone to try to collect it (11 U.S.C. §524(a)); a “good faith payment” is not owed, and paying it can only cost you. Tell the collector in writing the bankruptcy case number and discharge date, keep a record of each call, and if it goes on, tell your bankruptcy attorney or the court — collecting a discharged debt can be sanctioned — and report it to the CFPB. On your reports the account should show a $0 balance and “included in bankruptcy”; dispute it if it doesn’t (FCRA §611).',
    sources: () => [law('fdcpa-805-808'), law('fcra-611')],
  },
  {
    id: 'judgment-bank-levy',
    title: 'A judgment creditor taking money from your bank account',
    asks: 'judgment won against me take money checking account levy freeze seize social security benefits direct deposited exempt',
    keys: 'checking levy levied',
    answer:
      'Yes, it can: with a judgment a creditor can ask the court for a bank levy (garnishment of your account), and the bank then freezes and turns over money in it, following your state’s rules and exemptions. Federal benefits are protected: when Social Security, SSI or VA benefits are directly deposited, the bank must leave you 2 months of those deposits untouched (31 CFR Part 212), and benefits stay exempt from ordinary creditors (42 U.S.C. §407). If money is frozen, file the exemption claim form the court sends quickly, and keep benefits in an account of their own. Legal aid can help you claim exemptions.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'postdated-checks',
    title: 'A collector asking for post-dated checks',
    asks: 'post dated postdated checks cash early deposit before the date',
    keys: 'postdated post-dated',
    answer:
      'No — a collector may not deposit a post-dated check before the date written on it, nor threaten to (FDCPA §808(4)), and for a check dated more than 5 days ahead it must tell you in writing 3 to 10 business days before depositing it (§808(2)). Get the payment plan in writing, keep copies of the checks, and you can pay each month instead of handing over future checks. A collector that breaks these rules can be reported to the CFPB and sued (§813).',
    sources: () => [law('fdcpa-805-808')],
  },
  {
    id: 'hospital-financial-assistance',
    title: 'A hospital bill you can’t pay',
    asks: 'hospital er emergency room nonprofit charity care financial assistance no insurance',
    keys: 'hospital charity',
    answer:
      'Ask the hospital for financial assistance (charity care): nonprofit hospitals must have a written financial assistance policy, tell you about it, and let you apply for at least 240 days after the first bill (IRS rules for §501(r) hospitals), and many reduce or forgive bills for people without insurance or income — losing your job counts. They must wait 120 days after the first bill before reporting you or other “extraordinary” collection. Ask for an itemized bill too. On your credit: medical debt in collection isn’t reported until it is a year old, medical collections under $500 aren’t reported at all, and paid ones are removed.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'student-loan-garnishment',
    title: 'Wage garnishment for a defaulted federal student loan',
    asks: 'federal student loans defaulted paycheck administrative wage garnishment tax refund offset',
    keys: 'defaulted paycheck',
    answer:
      'No court is needed for a defaulted federal student loan: the Department of Education can order your employer to withhold up to 15% of your disposable pay (administrative wage garnishment, 20 U.S.C. §1095a), after a written notice that gives you 30 days to ask for a hearing or agree to a repayment plan. It can also take your federal tax refund (the Treasury Offset Program) and part of some federal benefits. Ways out of default: loan rehabilitation (9 affordable monthly payments), consolidation, or an income-driven plan — ask your servicer or studentaid.gov, and ask for a hearing if the garnishment would be a hardship.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'collector-tells-employer',
    title: 'A collector threatening to tell your employer',
    asks: 'hr human resources employer boss tell them i owe',
    keys: 'hr',
    answer:
      'No — a collector may not tell your employer, HR or coworkers that you owe a debt (FDCPA §805(b)); it may contact your workplace only to find out where you live or work, without saying why. Threatening to do what it may not do is a false threat too (§807(5)). Tell it in writing not to call you at work (§805(a)(3)), keep its messages, and report it to the CFPB (consumerfinance.gov/complaint); you can sue for damages (§813).',
    sources: () => [law('fdcpa-805-808'), law('fdcpa-809b')],
  },
  {
    id: 'sued-answer-deadline',
    title: 'How long you have to answer a collection lawsuit',
    asks: 'sued lawsuit summons court papers respond answer days default judgment served',
    keys: 'summons',
    answer:
      'It depends on your state and court: the summons says how many days you have to file a written answer — often 14 to 30 days from being served (20 in many states). Don’t ignore it: without an answer the collector can get a default judgment and then garnish wages or levy a bank account. In your answer you can deny what you don’t know, ask the collector to prove it owns the debt and the amount, and raise the statute of limitations if the debt is old. Legal aid or a consumer attorney can help, often free; and the collector may not threaten suits it can’t bring (FDCPA §807(5)).',
    sources: () => [law('fdcpa-805-808')],
  },
  {
    id: 'collector-disputed-note',
    title: 'A collector reporting a debt you disputed without saying so',
    asks: 'told collector on the phone no disputed note notation flag',
    keys: 'notation',
    answer:
      'No — once you dispute a debt with a collector, even by phone, it must say the debt is disputed whenever it reports it: reporting credit information it knows is disputed without saying so breaks FDCPA §807(8). Send the dispute in writing too (within 30 days of its first notice it must also stop collecting until it verifies, §809(b)), dispute the entry with Equifax (FCRA §611), and report the collector to the CFPB.',
    sources: () => [law('fdcpa-805-808'), law('fcra-611')],
  },
  {
    id: 'canceled-debt-1099c',
    title: 'A 1099-C for a settled debt',
    asks: '1099-c 1099 canceled cancelled debt taxes owe tax on settled debt forgiven insolvent',
    keys: '1099 1099-c insolvent insolvency',
    answer:
      'Maybe not: forgiven debt is usually taxable income, but not to the extent you were insolvent — your debts were more than your assets — just before it was canceled (26 U.S.C. §108). You claim that exclusion by filing IRS Form 982 with your return and keeping a worksheet of what you owned and owed then. A tax professional (or the IRS’s free VITA help) can check your numbers.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'voluntary-surrender',
    title: 'Handing a car back (voluntary surrender)',
    asks: 'voluntary surrender hand the car back instead of repo repossession better for my credit cant afford car note',
    keys: 'surrender',
    answer:
      'It helps a little, not much: a voluntary surrender is still reported as a repossession-type derogatory mark for 7 years (FCRA §605(c)), and you still owe any deficiency — the loan balance minus what the car sells for, plus fees. It can save towing and repo fees and some stress. Before either, call the lender about a deferral or modification, or try selling the car yourself for more than the auction would.',
    sources: () => [law('fcra-605')],
  },
  {
    id: 'garnishment-job-protection',
    title: 'Being fired over a wage garnishment',
    asks: 'wage garnishment fire me job manager weird terminated because of garnishment',
    keys: 'fire fired',
    answer:
      'Not over one debt: federal law forbids an employer to fire you because your wages have been garnished for any one debt (15 U.S.C. §1674), however many garnishment orders that one debt brings; the protection doesn’t cover a second debt, though some states protect more. The garnishment itself is capped at 25% of your disposable pay for an ordinary consumer debt (§1673).',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'debtors-exam',
    title: 'A court order to a debtor’s exam',
    asks: 'debtors exam debtor examination show up jail',
    keys: 'exam examination',
    answer:
      'Yes, go: a debtor’s exam is a court order to answer questions under oath about your income and assets. You can’t be jailed for owing a debt, but skipping a court order can lead to contempt and a bench warrant for your arrest. Bring what the order asks for, answer truthfully, and say which income is exempt (Social Security and other benefits usually are). Legal aid can help you prepare.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'repossession-breach-of-peace',
    title: 'What a repo agent may do',
    asks: 'repo guy cut the lock garage take my car driveway street repossession agent break in',
    keys: 'repo garage',
    answer:
      'A lender may repossess without a court order only without a breach of the peace (UCC §9-609): breaking a lock or entering a closed garage, using threats, or going on after you object usually counts as one, while towing from a driveway or the street usually does not. If an agent breached the peace, the repossession may be wrongful — you may have claims against the lender; talk to legal aid or a consumer attorney, and report it to your state attorney general.',
    sources: () => [lesson('debt-validation')],
  },
  {
    id: 'collector-scam-signs',
    title: 'A “collector” asking for your SSN and bank details first',
    asks: 'full social and bank info to verify identity scam',
    keys: 'scam',
    answer:
      'Don’t give them: a real collector must send you a written validation notice (FDCPA §809(a)) and doesn’t need your full SSN or bank access to do it. Ask for that notice in writing, send a written validation request within 30 days (§809(b)), and check the company with your state’s attorney general; scammers often press for payment or bank details on the phone. A debt from 2009 is also past the 7-year reporting period (FCRA §605) and likely past the statute of limitations.',
    sources: () => [law('fdcpa-809b'), law('fcra-605')],
  },
  {
    id: 'payment-method-choice',
    title: 'A collector insisting on access to your bank account',
    asks: 'collector payment plan access to my bank account automatic money order',
    keys: 'money order',
    answer:
      'No — you don’t have to give a collector access to your bank account: you can offer to pay by money order, check or card each month, and get the plan in writing first. If you do authorize automatic payments, you can cancel that authorization with your bank. A collector may not charge a fee for how you pay unless the agreement or law allows it (FDCPA §808(1)).',
    sources: () => [law('fdcpa-805-808')],
  },
  {
    id: 'interest-on-collections',
    title: 'A collector adding interest or fees',
    asks: 'added interest 18% on medical collection',
    answer:
      'Only if the original agreement or your state’s law allows it: a collector may not collect any amount — interest, fees, charges — unless the agreement creating the debt expressly authorizes it or the law permits it (FDCPA §808(1)). Ask in writing for validation with an itemization of how the amount grew from the original bill (§809(b); Regulation F’s itemization date), and dispute what isn’t authorized; a medical bill usually has no interest agreement, so check your state’s rules or ask legal aid.',
    sources: () => [law('fdcpa-805-808'), law('fdcpa-809b')],
  },
  {
    id: 'repossession-deficiency',
    title: 'A deficiency after a repossessed car is sold',
    asks: 'repo truck sold at auction low price deficiency owe the rest commercially reasonable never told me when the auction was',
    keys: 'deficiency auction',
    answer:
      'They can charge the difference only after a sale that is commercially reasonable in every respect, with a notice to you beforehand of the time and place (or date after which it would be sold) — UCC §9-610, §9-611. A sale far below market value, or no notice, can reduce or even bar the deficiency in many states (§9-626), so it matters: ask for the sale records in writing, dispute the amount, and talk to legal aid or a consumer attorney before paying.',
    sources: () => [lesson('debt-validation')],
  },
];
