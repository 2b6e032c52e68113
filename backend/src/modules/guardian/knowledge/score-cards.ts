/** Answer cards about credit scores: what moves them, why they differ, and the FinX Score beside FICO and VantageScore. */
import { NEW_CREDIT_WEIGHT, SUBSCORE_WEIGHTS } from '@finx/contracts';
import type { AnswerCard } from './cards';
import { helpSource as help, lessonSource as lesson } from './catalogue';

const pct = (n: number) => `${n}%`;

export const SCORE_CARDS: readonly AnswerCard[] = [
  {
    id: 'score-factors',
    title: 'What makes up a credit score',
    asks: 'what affects credit score factors most important biggest number 1 thing what matters hurts helps score made of calculated how scores work breakdown percent fico',
    answer: `Scores weigh five things: payment history (about ${pct(SUBSCORE_WEIGHTS.paymentHistoryScore)}), amounts owed — your utilization, how much of your credit limits you use (${pct(SUBSCORE_WEIGHTS.utilizationScore)}), the length of your credit history (${pct(SUBSCORE_WEIGHTS.accountAgeScore)}), your mix of accounts (${pct(SUBSCORE_WEIGHTS.creditMixScore)}) and new credit — recent applications (${pct(NEW_CREDIT_WEIGHT)}). Paying every bill on time and keeping card balances low matter most.`,
    sources: () => [lesson('why-payment-history-matters'), help('faq-finx-score')],
  },
  {
    id: 'payment-history',
    title: 'Payment history',
    asks: 'payment history on time payments missed payment late how much does one late hurt autopay never miss',
    keys: 'autopay',
    answer:
      'Payment history is the largest part of a score (about 35%). A payment is usually reported late only once it is 30 days past due; one late payment can cost many points, more the higher your score was, and its weight fades over time. Autopay for at least the minimum keeps it from happening.',
    sources: () => [lesson('why-payment-history-matters'), lesson('how-late-payments-are-reported'), lesson('never-miss-a-payment')],
  },
  {
    id: 'close-old-card',
    title: 'Closing an old card',
    asks: 'close old credit card closing account cancel card hurt score length of history age average age oldest account',
    answer:
      'Closing a card does not remove it: a closed account in good standing keeps counting toward your history for years. What usually hurts is the lost credit limit, which raises your utilization. So it is usually best to keep it open: an old, no-fee card used now and then keeps both your limit and your history.',
    sources: () => [lesson('keeping-old-accounts'), lesson('how-account-age-counts')],
  },
  {
    id: 'credit-mix',
    title: 'Credit mix',
    asks: 'credit mix types of accounts installment loan revolving card need a loan open new account',
    answer:
      'Credit mix — having both revolving accounts (cards) and installment loans — is about 10% of a score. It is not worth taking out a loan just for the mix; a small credit-builder loan or a secured card can add a type you lack at little cost.',
    sources: () => [lesson('credit-mix-basics'), lesson('improving-mix-wisely')],
  },
  {
    id: 'new-credit',
    title: 'Applying for new credit',
    asks: 'apply new credit card loan applications rate shopping mortgage auto loan multiple inquiries shopping around hurt checking my own credit check own score car dealer dealers dealership every pull count against',
    keys: 'shopping dealer dealers dealership',
    answer:
      'Each application for credit adds a hard inquiry, which can lower a score by a few points for up to a year; it stays on the report for 2 years. Rate shopping for a mortgage, auto or student loan within a short window (14 to 45 days, depending on the model) counts as one inquiry. Checking your own report or score is a soft inquiry and never hurts it.',
    sources: () => [lesson('reporting-time-limits')],
  },
  {
    id: 'authorized-user',
    title: 'Being an authorized user',
    asks: 'authorized user added to parents moms card someone else card help build piggyback',
    answer:
      'Being added as an authorized user on someone’s card usually puts that card’s history on your report: its on-time payments and its age can help you, but its balance counts in your utilization and its late payments can hurt you. It helps most when the card is old, paid on time and kept at a low balance; you can ask to be removed at any time.',
    sources: () => [lesson('improving-mix-wisely'), lesson('what-is-utilization')],
  },
  {
    id: 'carry-balance-myth',
    title: 'Carrying a balance',
    asks: 'carry a balance pay in full build credit interest statement myth leave balance',
    answer:
      'You don’t need to carry a balance or pay interest to build credit — that is a myth. Paying your statement in full every month builds the same on-time history; what scores see is the balance reported on your statement, so keeping it low (under 10% of the limit is best) helps most.',
    sources: () => [lesson('what-is-utilization'), lesson('never-miss-a-payment')],
  },
  {
    id: 'one-card-near-limit',
    title: 'One card near its limit',
    asks: 'one card near its limit but total low does that one card hurt per card individual',
    answer:
      'Yes, it can still hurt: scores look at each card’s utilization as well as the total, so one card near its limit can lower your score even when your overall utilization is low. Paying that card down below about 30% of its limit — or spreading the balance — usually helps, and the change shows once the lower balance is reported.',
    sources: () => [lesson('what-is-utilization'), lesson('lowering-utilization')],
  },
  {
    id: 'limit-increase',
    title: 'Asking for a higher credit limit',
    asks: 'credit limit increase ask bank raise my limit higher limit request help or hurt score',
    answer:
      'A higher limit usually helps: the same balance becomes a lower utilization. Asking may cause a hard inquiry — a few points for about a year — or only a soft inquiry that doesn’t affect your score; ask the issuer which it uses before you request. Don’t treat the new limit as room to spend.',
    sources: () => [lesson('what-is-utilization')],
  },
  {
    id: 'few-days-late',
    title: 'A payment a few days late',
    asks: 'paid few days late 10 days late 5 days late a week late forgot to pay will it show on my credit report late fee',
    keys: 'forgot',
    answer:
      'A payment only a few days late is not reported to the bureaus: lenders report a payment as late once it is 30 days past due. You may owe a late fee or lose a promotional rate — ask the lender to waive the fee — and pay now so it never reaches 30 days.',
    sources: () => [lesson('how-late-payments-are-reported')],
  },
  {
    id: 'opening-new-card',
    title: 'Opening a new card',
    asks: 'open a new card opening new account will it lower average age of accounts new card hurt score',
    answer:
      'Opening a new card lowers the average age of your accounts and adds a hard inquiry (new credit), so your score may dip a few points for a while. Over time its limit lowers your utilization and its on-time payments build your history; just avoid several applications in a short time.',
    sources: () => [lesson('how-account-age-counts')],
  },
  {
    id: 'first-score',
    title: 'When a first score appears',
    asks: 'first ever credit card no credit history new to credit thin file',
    answer:
      'A FICO score needs an account at least 6 months old that has been reported to the bureau within the last 6 months, so expect one about 6 months after your first card is reported; a VantageScore can appear within a month or two. Keep the balance low and pay on time, and that first score starts on good footing.',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'cosigning',
    title: 'Co-signing a loan',
    asks: 'cosign co-sign cosigner cosigning loan for brother friend does it show on my credit responsible get my name off',
    keys: 'cosign cosigner cosigning',
    answer:
      'Co-signing makes the loan yours too: it shows on your credit report as your debt, and every late payment is reported on your report as well — you are responsible for paying it if the other person doesn’t. Getting your name off usually takes the lender’s release, the other person refinancing the loan in their own name, or paying it off (for a car, selling it).',
    sources: () => [lesson('credit-mix-basics')],
  },
  {
    id: 'marriage-credit',
    title: 'Marriage and your credit',
    asks: 'married marry marrying fiance spouse drag down merge our credit joint card together',
    keys: 'married marry marrying fiance fiancé',
    answer:
      'No — marrying doesn’t merge your credit: each of you keeps your own report and score, and your spouse’s score doesn’t affect yours. Only accounts you open together — a joint card or loan, which shows on both of your reports, and whose late payments hurt both of you — or a card you’re an authorized user on link your files.',
    sources: () => [lesson('credit-mix-basics')],
  },
  {
    id: 'denied-application',
    title: 'Being denied for credit',
    asks: 'denied declined rejected for a card application hurt approved',
    keys: 'denied rejected',
    answer:
      'A denial itself is not on your report and doesn’t hurt your score: the same hard inquiry counts whether you are approved or denied. An approval adds a new account, which lowers your average age and adds available credit. You can learn why: the lender must send an adverse action notice naming the bureau it used, and you can get that report free within 60 days (FCRA §615, §612).',
    sources: () => [lesson('reporting-time-limits')],
  },
  {
    id: 'mortgage-scores',
    title: 'The scores mortgage lenders use',
    asks: 'which fico version model do mortgage lenders pull use older fico 2 4 5 classic middle score mid score',
    keys: 'version versions middle',
    answer:
      'Most mortgage lenders pull three scores, one from each bureau — older FICO versions: FICO Score 2 (Experian), FICO Score 5 (Equifax) and FICO Score 4 (TransUnion), the “classic” mortgage scores — and use the middle one (your “middle score”: with 640, 655 and 700 it is 655; on a joint loan, usually the lower of the two borrowers’ middle scores); FICO 10 T and VantageScore 4.0 are approved for loans sold to Fannie Mae and Freddie Mac and are being phased in. Apps often show FICO 8 or VantageScore 3.0, so a lender’s number can differ.',
    sources: () => [help('faq-finx-score')],
  },
  {
    id: 'not-in-score',
    title: 'What a credit score does not count',
    asks: 'does income salary job affect credit score age checking account savings rent utility electric bills on time count not included how much money i make raise help my score',
    keys: 'income salary earn',
    answer:
      'Credit scores count only what is in your credit report. Your income is not part of them, nor your job, savings, age, marital status or where you live; rent, utility and phone bills count only when they are reported to a bureau (some services add them on request, such as Experian Boost or a rent-reporting service).',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'raise-score',
    title: 'What raises a score soonest',
    asks: 'how to raise improve boost my score fast quickly quickest way increase points',
    answer:
      'Nothing honest raises a score overnight, and no one can promise points. What works soonest: pay card balances down before the statement date (utilization counts from the next report), dispute what is actually wrong on your reports, and never miss a payment from now on. Late payments and collections weigh less as they age.',
    sources: () => [lesson('lowering-utilization'), lesson('never-miss-a-payment')],
  },
  {
    id: 'score-ranges',
    title: 'What a good score is',
    asks: 'what is a good credit score range excellent fair poor bad score 700 750 800 850 300',
    answer:
      'FICO and VantageScore scores run from 300 to 850. On FICO’s scale, 580–669 is fair, 670–739 good, 740–799 very good and 800 or more exceptional; lenders set their own cut-offs for each product.',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'scores-differ',
    mine: 'scores',
    title: 'Why scores differ between bureaus',
    asks: 'why are scores different between bureaus differ not the same different numbers models lower than higher than same day pts apart',
    keys: 'differ',
    answer:
      'Your scores differ because each bureau holds its own file — lenders don’t all report to all three, or on the same day — and because reports use different scoring models (FICO Score 8, VantageScore 3.0 and others) computed on different dates. An account one bureau reports and another doesn’t is worth checking.',
    sources: () => [lesson('reading-your-reports'), help('faq-finx-score')],
  },
  {
    id: 'finx-score',
    title: 'The FinX Score and FICO or VantageScore',
    asks: 'finx score vs fico vantagescore 1000 point scale difference lenders use same real score',
    answer:
      'The FinX Score is FinX’s own educational measure of your credit health on a 1000-point scale, built from the factors lenders weigh (payment history, utilization, history length, mix, new credit). It is not a FICO or VantageScore score: lenders use those, which run from 300 to 850 and are computed by the bureaus.',
    sources: () => [help('faq-finx-score')],
  },
  {
    id: 'credit-builder',
    title: 'Credit-builder loans and secured cards',
    asks: 'credit builder loan secured card build credit from scratch no credit zero history thin file start building where begin first card',
    answer:
      'A credit-builder loan holds what you borrow in a savings account while you repay it, and a secured card’s limit is your deposit; both report your on-time payments to the bureaus and build payment history. Check that the provider reports to all three bureaus, and keep a secured card’s balance low.',
    sources: () => [lesson('improving-mix-wisely')],
  },
  {
    id: 'paid-off-loan',
    title: 'Why a score can dip after paying off a loan',
    asks: 'loan paid off car loan auto loan student loan mortgage installment loan closed loan dropped after payoff',
    keys: 'payoff',
    answer:
      'Paying off a loan can lower a score a little for a while: the loan closes, so you have one fewer open installment account in your credit mix, and the scoring model no longer sees an active loan being paid on time. The dip is usually small and temporary, and paying the loan off was still right — it saves interest, and the closed account paid as agreed stays on your report for about 10 years, counting toward your history.',
    sources: () => [lesson('credit-mix-basics'), lesson('keeping-old-accounts')],
  },
  {
    id: 'statement-balance',
    title: 'Paying in full, yet a balance shows',
    asks: 'pay my cards in full every month why does my report still show a balance utilization high statement',
    keys: 'statement',
    answer:
      'Card issuers usually report the balance on your statement date, before you pay it off, so a card paid in full each month can still show a balance and count toward utilization. To report a lower balance, pay before the statement closes; you still pay no interest when you pay the statement in full.',
    sources: () => [lesson('lowering-utilization')],
  },
  {
    id: 'annual-fee-card',
    title: 'Closing a card with an annual fee',
    asks: 'close a card i never use annual fee card worth keeping',
    keys: 'annual',
    answer:
      'Closing it removes its limit from your utilization, which can lower your score if you carry balances on other cards; its history keeps counting for up to 10 years. Before closing, ask the issuer for a product change to a no-annual-fee card, which keeps the account open. If the fee isn’t worth it and your other balances are low, closing is fine.',
    sources: () => [lesson('keeping-old-accounts')],
  },
  {
    id: 'zero-utilization',
    title: 'Is 0 % utilization best?',
    asks: 'is 0 utilization best leave a little balance small zero percent',
    answer:
      'Close to it: low is best, but when every card reports $0 some scores give slightly fewer points than when one card reports a small balance. You never need to carry debt or pay interest — let a small amount report on one card and pay the statement in full.',
    sources: () => [lesson('what-is-utilization')],
  },
  {
    id: 'late-severity',
    title: 'A 90-day late against a 30-day late',
    asks: '90 day late versus 30 day late worse severity compare',
    answer:
      'A 90-day late hurts more than a 30-day late: the further past due, the more severe the mark. Either one weighs less as it ages, especially after two years of on-time payments, and it leaves your report 7 years after the delinquency (FCRA §605).',
    sources: () => [lesson('how-late-payments-are-reported')],
  },
  {
    id: 'fico-10t',
    title: 'FICO 10T and trended data',
    asks: 'fico 10t trended data lenders switching new score model',
    keys: '10t trended',
    answer:
      'FICO 10T uses trended data: your balances over the past 24 months or so, not just the latest one, so paying cards down over time helps and a single paid-down statement counts less. Mortgage lenders are moving to FICO 10T and VantageScore 4.0 for loans sold to Fannie Mae and Freddie Mac, but most lenders still use older FICO versions.',
    sources: () => [lesson('what-is-utilization')],
  },
  {
    id: 'score-for-mortgage',
    title: 'The score needed to buy a house',
    asks: 'what score do i need to buy a house mortgage minimum how long from 600s to 700s',
    keys: 'house',
    answer:
      'A conventional mortgage usually needs at least 620, an FHA loan 580 (500 with 10 % down); better scores get better rates. Going from the 600s to the 700s commonly takes several months to a couple of years: paying on time, lowering utilization and fixing errors are what move it, and no one can promise a date.',
    sources: () => [lesson('reading-your-reports')],
  },
  {
    id: 'utilization-recovers',
    title: 'A high balance paid off: how fast the score recovers',
    asks: 'stuck with a bad score for months after maxing a card recover bounce back',
    keys: 'stuck',
    answer:
      'Not for months: utilization has no memory in most scores. Once the card reports the lower balance — usually on its next statement date — scores use the new balance, and the dip from the high one goes away. It only matters if a lender checks your report before that update; paying before the statement closes keeps a high balance from being reported at all.',
    sources: () => [lesson('what-is-utilization'), lesson('lowering-utilization')],
  },
  {
    id: 'minimum-payment',
    title: 'Paying only the minimum',
    asks: 'only pay the minimum payment every month count as on time look bad less than the minimum partial payment',
    keys: 'minimum',
    answer:
      'Paying at least the minimum by the due date counts as on time: it is never reported late. It costs interest on the rest, and a balance carried near the limit keeps utilization high. Paying less than the minimum leaves the account past due; lenders report a payment late only once it is 30 days past due, so pay the rest within those 30 days to keep it off your report (a late fee may still apply).',
    sources: () => [lesson('why-payment-history-matters'), lesson('never-miss-a-payment')],
  },
  {
    id: 'divorce-joint-accounts',
    title: 'Joint accounts in a divorce',
    asks: 'divorce divorced decree ex joint card account loan separated',
    keys: 'divorce decree',
    answer:
      'Yes, it can: a divorce decree binds the two of you, not the lender, so on a joint account you both stay responsible and a late payment shows on both reports. To protect yourself, pay off and close the joint accounts, refinance them into one name, or ask the lender to remove you (it rarely agrees on a loan); take yourself off cards where you are only an authorized user, and watch your reports until it is done.',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'small-collections',
    title: 'Small collections',
    asks: 'small collection tiny library fine under 100 dollars does something that small hurt my score minor collection',
    keys: 'small tiny',
    answer:
      'It can: most scores count a collection whatever its size. FICO Score 8 ignores a collection whose original balance was under $100 (nuisance collections), and FICO Score 9 and VantageScore 3.0 and 4.0 ignore paid collections, so paying it helps with those. Check that it is yours and correct; if it isn’t, dispute it (FCRA §611), and ask the collector to validate it (FDCPA §809(b)).',
    sources: () => [lesson('reading-your-reports')],
  },
  {
    id: 'buy-now-pay-later',
    title: 'Buy now, pay later plans and your credit',
    asks: 'bnpl klarna afterpay affirm pay-in-4 split purchase installments reported',
    keys: 'klarna afterpay affirm bnpl',
    answer:
      'It depends on the lender and the plan: some buy-now-pay-later loans are reported to one or more bureaus (longer Affirm loans, some Klarna and Afterpay plans), many pay-in-4 plans aren’t reported at all, and most scores in use don’t count them yet — so on-time payments may build nothing. Missed payments can still hurt: late fees, a blocked account, and a plan sent to collections can be reported like any collection. Check each provider’s terms for whether and to which bureaus it reports.',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'forbearance-deferment',
    title: 'Loans in forbearance or deferment',
    asks: 'forbearance deferment paused student loans not paying dinging',
    keys: 'forbearance deferment',
    answer:
      'No — a loan in an approved forbearance or deferment is reported as current (in forbearance or deferred), not late, so the months you don’t pay are not late payments and don’t lower your score; interest may still be added to the balance. Keep the servicer’s approval in writing, and check your reports: a month marked late during an approved forbearance is inaccurate and worth disputing (FCRA §611).',
    sources: () => [lesson('why-payment-history-matters')],
  },
  {
    id: 'debit-card-credit',
    title: 'Whether a debit card builds credit',
    asks: 'debit card prepaid',
    keys: 'debit prepaid',
    answer:
      'No — a debit card spends your own money, so nothing is reported to the bureaus and it doesn’t build credit. The easiest ways that do: a credit-builder loan (such as Self), a secured card you use for one small bill and pay in full each month, becoming an authorized user on a family member’s card, or having your rent reported.',
    sources: () => [lesson('credit-mix-basics')],
  },
  {
    id: 'perfect-score',
    title: 'Whether an 850 is worth chasing',
    asks: 'worth chasing 850 perfect score stops mattering high enough top tier',
    keys: '850 perfect',
    answer:
      'Not really: past about 760 to 800 a higher score rarely changes anything, because lenders’ best rates and terms usually start in the high 700s (mortgage pricing tops out around 780; many card and auto lenders’ top tier is lower). The gains from 800 to 850 are mostly bragging rights; the habits that got you there — on-time payments, low balances — are what keep you in the top tier.',
    sources: () => [help('faq-finx-score')],
  },
  {
    id: 'balance-transfer',
    title: 'A balance transfer card and your score',
    asks: 'balance transfer 0% card',
    keys: 'transfer',
    answer:
      'A little of both, and mostly good if you pay it down: applying adds a hard inquiry and the new account lowers your average account age (a small, temporary dip), while the new limit lowers your overall utilization, and paying the balance off at 0% helps most. Mind the transfer fee (often 3 to 5%) and the date the 0% ends. And keep the old card open: closing it would take away its limit and raise your utilization.',
    sources: () => [lesson('lowering-utilization'), lesson('keeping-old-accounts')],
  },
  {
    id: 'industry-scores',
    title: 'Auto and other industry scores',
    asks: 'auto score dealer car 900 bankcard industry',
    keys: 'dealer bankcard',
    answer:
      'They are different scores: car dealers often use FICO Auto Score, an industry-specific version built to predict car-loan payments, which runs from 250 to 900 (FICO Bankcard Scores do the same for cards), while most apps show FICO 8 or VantageScore 3.0, from 300 to 850. Each is computed from one bureau’s file, and lenders may pull a different bureau than your app shows — so the same file gives different numbers.',
    sources: () => [help('faq-finx-score')],
  },
  {
    id: 'per-card-utilization',
    title: 'One card at 30 % or all cards at 10 %',
    asks: 'three each spread either way',
    keys: 'spread',
    answer:
      'Both count: scores look at your overall utilization (all balances over all limits) and at each card’s own. With the same total, spreading it so no single card is high — all three at 10% — usually scores a little better than one card at 30%, and having most cards at a small balance rather than 0% does no harm. Paying the total down matters more than how it is spread.',
    sources: () => [lesson('what-is-utilization'), lesson('lowering-utilization')],
  },
  {
    id: 'late-hits-higher-scores',
    title: 'Why a late payment costs a high score more',
    asks: 'two people friend 790 620 whose',
    keys: 'whose',
    answer:
      'Yours, most likely: the same 30-day late usually costs a higher score more points, because it is a bigger change for a file that had none — FICO’s own example showed a 780 score losing about 90 to 110 points and a 680 about 60 to 80. A lower score often already reflects other negatives. Either way the mark weighs less as it ages and leaves the report 7 years after the delinquency (FCRA §605).',
    sources: () => [lesson('how-late-payments-are-reported')],
  },
  {
    id: 'multiple-payments-a-month',
    title: 'Paying a card several times a month',
    asks: 'pay card off several times a month more payments',
    keys: 'several',
    answer:
      'More payments don’t add points by themselves: what the bureaus see is the balance reported once a month, usually on the statement closing date, and whether you paid on time. Paying several times a month helps only because it keeps that statement balance low — which lowers your utilization.',
    sources: () => [lesson('lowering-utilization')],
  },
  {
    id: 'many-cards-with-balances',
    title: 'Small balances on many cards',
    asks: 'small balances on a bunch of cards six cards',
    keys: 'bunch',
    answer:
      'A little, sometimes: some scores count the number of accounts carrying a balance, so six cards with $40 each can score slightly below the same total on one or two cards — though utilization that low barely matters. Letting most cards report a $0 balance, with one small one, is the usual tidy approach.',
    sources: () => [lesson('what-is-utilization')],
  },
  {
    id: 'age-and-score',
    title: 'Whether your age affects your score',
    asks: 'turning 40 older does my score go down as i get older age',
    keys: 'birthday',
    answer:
      'No — your own age isn’t in your credit report’s scoring at all, and lenders may not count it against you (Equal Credit Opportunity Act). What counts is the age of your credit history: the age of your oldest account and the average age of your accounts, which grows as your accounts do.',
    sources: () => [lesson('how-account-age-counts')],
  },
  {
    id: 'score-update-timing',
    title: 'How often a score changes',
    asks: 'score change every day same number checked monday friday',
    keys: 'daily',
    answer:
      'Not daily: a score changes when the information in your report does, and lenders usually report each account once a month, around its statement date — so between those updates the same file gives the same number. Different days can also show different bureaus’ or models’ scores.',
    sources: () => [lesson('lowering-utilization')],
  },
  {
    id: 'builder-loan-dip',
    title: 'A small dip after opening a credit-builder loan',
    asks: 'opened credit builder loan score dropped supposed to help',
    answer:
      'That small dip is normal: a new account brings a hard inquiry (if the lender checked your credit) and lowers the average age of your accounts, and a new installment loan starts with its balance near the full amount. As the on-time payments are reported month after month, it usually more than makes up for it.',
    sources: () => [lesson('credit-mix-basics')],
  },
  {
    id: 'collection-vs-late',
    title: 'A collection against a 30-day late',
    asks: 'worse 30 day late or collection which to deal with first',
    keys: 'worse',
    answer:
      'A collection is usually the worse mark: it is a major derogatory item, while one 30-day late is the mildest delinquency. Both weigh less as they age and leave the report 7 years after the delinquency (FCRA §605). For a collection, ask for validation first (FDCPA §809(b)); for an accurate late, a goodwill letter is the honest route.',
    sources: () => [lesson('how-late-payments-are-reported')],
  },
  {
    id: 'paid-collection-models',
    title: 'Why one score moved after a paid collection and another didn’t',
    asks: 'vantagescore jumped fico barely moved paid off collection different models',
    keys: 'jumped barely',
    answer:
      'Because the models treat paid collections differently: VantageScore 3.0 and 4.0 and FICO Score 9 and 10 ignore paid collections, while FICO Score 8 — still the most used — counts a paid collection much like an unpaid one until it ages off (7 years, FCRA §605). So paying it lifted one model and barely moved the other.',
    sources: () => [help('faq-finx-score')],
  },
];
