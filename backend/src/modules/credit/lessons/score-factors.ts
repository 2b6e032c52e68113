import type { LessonContent } from './lesson';

/** Lessons 1–10: the four factors behind the score (payment history, utilization, credit mix, account age). */
export const SCORE_FACTOR_LESSONS: LessonContent[] = [
  {
    slug: 'why-payment-history-matters',
    topic: 'payment_history',
    title: 'Why on-time payments matter most',
    minutes: 4,
    summary: 'Payment history is the largest part of your score: what counts and why.',
    check: {
      question: 'About how much of a FICO score does payment history make up?',
      options: ['About 10%', 'About 15%', 'About 30%', 'About 35%'],
      answer: 3,
    },
    body: [
      'Your payment history is the single biggest factor in most credit scores. In the FICO model it makes up about 35% of the score, and it carries the same weight in your FinX breakdown. Lenders look at it first because the best predictor of whether you will repay is whether you have repaid before.',
      'Payment history covers every account on your credit reports: credit cards, auto loans, student loans, mortgages and personal loans. It records whether each payment arrived on time, how late any late payment was, and whether an account went to collections, was charged off or was part of a bankruptcy.',
      'The good news is that every on-time payment adds to your record. A long run of on-time payments is what a strong score is built on, and it keeps working for you as long as the accounts stay on your reports. Even if you have missed payments before, starting a clean streak today is the most valuable step you can take.',
    ],
  },
  {
    slug: 'how-late-payments-are-reported',
    topic: 'payment_history',
    title: 'How late payments are reported',
    minutes: 4,
    summary: 'When a missed payment reaches your reports, how it is graded and how long it stays.',
    check: {
      question: 'When does a lender generally report a missed payment as late on your credit reports?',
      options: [
        'As soon as it is one day past the due date',
        'Once it is at least 10 days past due',
        'Once it is at least 30 days past due',
        'Only once the account goes to collections',
      ],
      answer: 2,
    },
    body: [
      'A payment that is a few days late usually costs you a late fee, but it does not reach your credit reports. Lenders generally report a payment as late only once it is at least 30 days past due. After that it is reported in steps: 30, 60, 90, 120 days late and beyond. Each step does more damage than the one before.',
      'A late payment can stay on your reports for up to seven years from the date you first fell behind. Its effect on your score fades with time, though: a two-year-old late payment weighs far less than one from last month, especially when the months since show on-time payments.',
      'If you have fallen behind, bring the account current as soon as you can, so a 30-day late does not become a 60- or 90-day late. If a late payment was reported by mistake, for example a payment you can prove you made on time, you can dispute it. An accurate late payment can only be removed if the lender agrees to a goodwill adjustment.',
    ],
  },
  {
    slug: 'never-miss-a-payment',
    topic: 'payment_history',
    title: 'Building a habit of paying on time',
    minutes: 3,
    summary: 'Autopay, reminders and what to do before you miss a payment.',
    check: {
      question: 'You know you will not be able to make a payment this month. What is the best step?',
      options: [
        'Call the lender before the due date and ask about hardship options',
        'Wait until the payment is late, then call to explain',
        'Close the account so a late payment cannot be reported',
        'Pay nothing this month and pay double next month',
      ],
      answer: 0,
    },
    body: [
      'The simplest protection is automatic payment. Set up autopay for at least the minimum due on every card and loan, then pay more by hand when you can. The minimum keeps your record clean even in a month when you forget or are away.',
      'Add reminders a few days before each due date, and keep enough money in the paying account to cover the automatic payments. Many lenders let you choose your due date: moving all of them to a few days after payday makes the month easier to manage.',
      'If you know you cannot pay, call the lender before the due date rather than after. Many lenders offer hardship programs, lower payments for a few months or a changed due date, and an arrangement made in advance can keep the account from being reported late. Ask them to confirm in writing how the account will be reported.',
    ],
  },
  {
    slug: 'what-is-utilization',
    topic: 'utilization',
    title: 'What credit utilization means',
    minutes: 3,
    summary: 'How much of your available credit you use, and why lenders care.',
    check: {
      question: 'Which accounts count toward your credit utilization?',
      options: [
        'All of your accounts, including car loans and mortgages',
        'Only revolving accounts, such as credit cards and lines of credit',
        'Only installment loans, such as car loans and mortgages',
        'Only accounts with a past-due balance',
      ],
      answer: 1,
    },
    body: [
      'Credit utilization is the share of your available revolving credit that you are using. If your cards have a combined limit of $10,000 and your statements show balances of $2,500, your utilization is 25%. Scoring models look at the overall figure and at each card on its own, so one maxed-out card can hurt even when your total is low.',
      'Utilization is part of the "amounts owed" factor, about 30% of a FICO score, and it is the second most important factor after payment history. High utilization suggests you may be relying on credit to get by, which lenders read as a higher risk.',
      'Only revolving accounts such as credit cards and lines of credit count toward utilization. Installment loans like a car loan or mortgage are judged differently: paying them down still helps, but more slowly.',
    ],
  },
  {
    slug: 'lowering-utilization',
    topic: 'utilization',
    title: 'Lowering your utilization',
    minutes: 4,
    summary: 'Practical ways to bring your reported balances down.',
    check: {
      question: 'When does a card issuer usually report your balance to the credit bureaus?',
      options: ['On your payment due date', 'On the day you make each payment', 'At the end of the calendar month', 'On your statement closing date'],
      answer: 3,
    },
    body: [
      'A common guideline is to keep utilization below 30%, overall and on each card. People with the highest scores often stay under 10%. Lower is better, though using no credit at all is not an advantage either: a small balance that you pay off shows the account is active.',
      'Your card issuer usually reports the balance on your statement closing date, not on your payment due date. If you pay the card down before the statement closes, a lower balance is reported, even if you always pay in full. Making two payments a month is an easy way to do this.',
      'Paying down the cards closest to their limit first helps both your per-card and your overall figure. Asking for a higher credit limit also lowers utilization, as long as you do not spend more; check first whether the issuer will make a hard inquiry for the request.',
    ],
  },
  {
    slug: 'utilization-recovers-quickly',
    topic: 'utilization',
    title: 'Why utilization can change quickly',
    minutes: 3,
    summary: 'Utilization reflects recent balances, so improvements show up fast.',
    check: {
      question: 'You have just paid down high card balances. How long does the high utilization keep hurting most scores?',
      options: [
        'For seven years, like a late payment',
        'For two years, like a hard inquiry',
        'Until the lower balances are reported, usually within a month or two',
        'Until you close the cards that had high balances',
      ],
      answer: 2,
    },
    body: [
      'Unlike a late payment, high utilization does not leave a mark that lasts for years. Most scoring models look at the balances reported most recently, so when lower balances are reported, usually within a month or two, your score can recover.',
      'That makes utilization the fastest factor to improve before applying for a mortgage or car loan. Plan ahead: pay balances down one or two statement cycles before you apply, so the lender sees the lower figure. Some newer scoring models also consider balance trends over several months, so a steady pattern of lower balances is better than a one-time drop.',
      'Be careful with closing credit cards. Closing a card removes its limit from your available credit, so the same balances suddenly represent a higher percentage. If a card has no annual fee, keeping it open with a small recurring charge that you pay off usually helps your utilization.',
    ],
  },
  {
    slug: 'credit-mix-basics',
    topic: 'credit_mix',
    title: 'Revolving and installment credit',
    minutes: 3,
    summary: 'The two kinds of credit and why managing both helps a little.',
    check: {
      question: 'Which of these describes installment credit?',
      options: [
        'A fixed amount you repay in set monthly payments until it is gone, such as an auto loan',
        'A limit you can borrow up to, repay and borrow again, such as a credit card',
        'A card backed by a cash deposit, such as a secured card',
      ],
      answer: 0,
    },
    body: [
      'Credit comes in two main kinds. Revolving credit, such as credit cards and lines of credit, lets you borrow up to a limit, repay and borrow again. Installment credit, such as auto loans, student loans, mortgages and personal loans, gives you a fixed amount that you repay in set monthly payments until it is gone.',
      'Credit mix is about 10% of a FICO score. Scoring models give a little credit to people who show they can handle both kinds responsibly, because each tells a lender something different about how you manage money.',
      'Mix matters less than payment history, utilization or account age. A thin file with one card and one loan, both paid on time, can already score well. Think of mix as something that improves naturally over the years as your borrowing needs change.',
    ],
  },
  {
    slug: 'improving-mix-wisely',
    topic: 'credit_mix',
    title: 'Improving your mix without taking on debt',
    minutes: 4,
    summary: 'Credit-builder accounts, secured cards and the cost of new applications.',
    check: {
      question: 'How does a credit-builder loan work?',
      options: [
        'You get the money up front and repay it in monthly payments',
        'A family member adds you to one of their existing loans',
        'It is a credit card backed by a deposit you make',
        'The amount is held in a savings account while you make payments, then released to you at the end',
      ],
      answer: 3,
    },
    body: [
      'Never take on a loan you do not need just to improve your credit mix; interest and fees will cost more than the few points it might bring. If you want to add an account, there are low-cost ways to do it.',
      'A credit-builder loan holds the amount you borrow in a savings account while you make monthly payments, then releases it to you at the end. A secured card works like a normal credit card backed by a deposit. Both report to the bureaus, so on-time payments build your record. Check that the provider reports to all three nationwide bureaus before you enroll.',
      'Every new application can mean a hard inquiry. New credit is about 10% of a FICO score: inquiries stay on your reports for two years, but FICO only counts those from the last 12 months. When you shop for a mortgage, auto or student loan, several inquiries within a short window, 14 to 45 days depending on the model, are counted as one.',
    ],
  },
  {
    slug: 'how-account-age-counts',
    topic: 'account_age',
    title: 'How the age of your accounts counts',
    minutes: 3,
    summary: 'Length of credit history: oldest, newest and average account age.',
    check: {
      question: 'What does opening several new accounts in a short time do to your credit history?',
      options: [
        'It raises your average account age',
        'It lowers your average account age and adds hard inquiries',
        'Nothing, because only your oldest account counts',
        'It resets the age of your oldest account',
      ],
      answer: 1,
    },
    body: [
      'The length of your credit history is about 15% of a FICO score. Scoring models look at the age of your oldest account, the age of your newest account and the average age of all your accounts, as well as how long it has been since you used certain accounts.',
      'A longer history gives lenders more evidence of how you handle credit, so age works in your favor simply by waiting. There is no shortcut: you cannot make an account older, but you can avoid making your average younger than it needs to be.',
      'Opening several accounts in a short time lowers your average age and adds hard inquiries at the same time. If you are planning a big application such as a mortgage, avoid opening new cards in the months before it. When you do need a new account, open one at a time and give your history time to settle.',
    ],
  },
  {
    slug: 'keeping-old-accounts',
    topic: 'account_age',
    title: 'Keeping old accounts open',
    minutes: 3,
    summary: 'Why your oldest cards are worth keeping and how to keep them active.',
    check: {
      question: 'You close an old card that was in good standing. What happens to its history?',
      options: [
        'It can stay on your reports for up to ten years and keeps counting toward your history',
        'It is removed from your reports right away',
        'It stays for two years but no longer counts toward your history',
        'It becomes a negative item on your reports',
      ],
      answer: 0,
    },
    body: [
      'Closing an old card does not erase its history right away. A closed account that was in good standing can stay on your reports for up to ten years and keeps counting toward your history during that time. Closing it does, however, remove its limit from your available credit, which can raise your utilization at once.',
      'Issuers may close cards that have not been used for a long time. To keep an old card active, put one small recurring charge on it, such as a streaming subscription, and pay it off automatically every month.',
      "If an old card has an annual fee you no longer want to pay, ask the issuer to move you to a no-fee card of the same issuer instead of closing the account; this usually keeps the account and its age. Being added as an authorized user on a family member's long-standing, well-managed card can also lengthen your history.",
    ],
  },
];
