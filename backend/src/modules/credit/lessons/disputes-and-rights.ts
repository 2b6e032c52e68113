import type { LessonContent } from './lesson';

/** Lessons 11–20: finding and disputing errors, then the rights federal law gives you. */
export const DISPUTES_AND_RIGHTS_LESSONS: LessonContent[] = [
  {
    slug: 'reading-your-reports',
    topic: 'disputes',
    title: 'Reading your credit reports for errors',
    minutes: 5,
    summary: 'What to check on each of your three reports before you dispute anything.',
    check: {
      question: 'Why should you read all three of your credit reports, not just one?',
      options: [
        'The bureaus share one file, so you need all three reports to see all of it',
        'A dispute is only accepted if you send copies of all three reports',
        'Each bureau keeps its own file and lenders do not always report to all three, so an error may appear on only one',
        'A lender can only fix an error once all three bureaus show it',
      ],
      answer: 2,
    },
    body: [
      'Experian, Equifax and TransUnion each keep their own file on you, and lenders do not always report to all three, so an error may appear on one report and not the others. Get all three and read them side by side.',
      'Start with your personal information: names, addresses, Social Security number and employers. Then go through every account. Look for accounts you do not recognize, balances or credit limits that are wrong, late payments you did not make, the same debt listed twice (for example by the original creditor and a collector, both showing a balance), closed accounts shown as open, and negative items older than the reporting limits.',
      'Make a list of each error, the report it is on and the proof you have, such as statements, payment confirmations or letters. Accounts opened in your name by someone else point to identity theft: report it at IdentityTheft.gov first, because the recovery plan and report you get there strengthen every dispute that follows.',
    ],
  },
  {
    slug: 'disputing-with-the-bureaus',
    topic: 'disputes',
    title: 'How to dispute with Experian, Equifax and TransUnion',
    minutes: 5,
    summary: 'Filing a dispute online, by phone or by certified mail, and what to include.',
    check: {
      question: 'An error appears on your Equifax and TransUnion reports but not on Experian. Where should you dispute it?',
      options: [
        'With both Equifax and TransUnion, because each bureau handles disputes about its own report',
        'With Equifax only, because it must pass the dispute on to the other bureaus',
        'With whichever one bureau you choose, because the result applies to all three',
      ],
      answer: 0,
    },
    body: [
      'Each bureau handles disputes about its own report, so dispute with every bureau that shows the error. All three accept disputes online, by phone and by mail. Online is fastest; mail gives you the best record of what you sent and when.',
      'A good dispute names you and your current address, identifies each item (creditor and the last digits of the account number), says exactly what is wrong and why, and asks for it to be corrected or deleted. Include copies, never originals, of your proof, plus a copy of an ID and a proof of address such as a utility bill. Circle or highlight the errors on a copy of the report.',
      'When you write, send the letter by certified mail with a return receipt, so you can prove when the bureau received it; the deadlines run from that date. Keep copies of everything you send and receive, and note the date of every call.',
    ],
  },
  {
    slug: 'fcra-611-reinvestigation',
    topic: 'disputes',
    title: 'Your right to a reinvestigation (FCRA §611)',
    minutes: 5,
    summary: 'The 30-day reinvestigation, what the bureau must do and what happens after.',
    check: {
      question: 'Generally, how long does a bureau have to reinvestigate an item you dispute?',
      options: ['5 business days', '10 business days', '15 days', '30 days'],
      answer: 3,
    },
    body: [
      'Section 611 of the Fair Credit Reporting Act requires a bureau to reinvestigate a disputed item free of charge, generally within 30 days of receiving your dispute. The period can be extended to 45 days if you send more information during the investigation, or if you dispute after receiving your free annual report.',
      'Within five business days of receiving your dispute, the bureau must pass it, with the information you provided, to the company that reported the item. If the information turns out to be inaccurate, incomplete or cannot be verified, the bureau must correct or delete it. A deleted item cannot be put back unless the furnisher certifies that it is accurate, and the bureau must tell you within five business days if that happens.',
      'The bureau must send you the results within five business days of finishing, with a free copy of your report if it changed. If an item stays and you still disagree, you can add a brief statement of dispute to your file. A bureau may refuse a dispute it considers frivolous, but it must tell you why within five business days.',
    ],
  },
  {
    slug: 'fcra-609-disclosure',
    topic: 'disputes',
    title: 'Requesting your full file (FCRA §609)',
    minutes: 4,
    summary: 'What a §609 disclosure request gives you, and what it does not.',
    check: {
      question: 'What does a section 609 request (a "609 letter") get you?',
      options: [
        'The deletion of any account the bureau cannot back with original documents',
        'A disclosure of the information in your file, its sources and who has requested your report',
        'A free credit score from each bureau',
        'A 30-day reinvestigation of an item you dispute',
      ],
      answer: 1,
    },
    body: [
      'Section 609 of the Fair Credit Reporting Act gives you the right to see all the information in your credit file (a credit score is not part of it; bureaus may charge a fair fee for one). The bureau must also tell you the sources of the information and who has requested your report: anyone in the past year, or in the past two years for employment purposes.',
      'A so-called "609 letter" is simply a written request for this disclosure. It is useful when you want to see exactly what the bureau holds about an account, for example before you dispute it, and you should keep the answer with your records.',
      'Be careful with claims that a 609 letter forces a bureau to delete accurate accounts. It does not: section 609 is about disclosure. Accurate, timely information can legally stay on your report. If the file shows something inaccurate or incomplete, the right tool is a dispute under section 611.',
    ],
  },
  {
    slug: 'disputing-with-the-lender',
    topic: 'disputes',
    title: 'Disputing directly with the lender',
    minutes: 4,
    summary: 'Furnishers must investigate disputes too, and fix the error at every bureau.',
    check: {
      question: 'After a bureau forwards your dispute, the lender finds that what it reported is wrong. Who must it tell?',
      options: [
        'Every nationwide bureau it reports to',
        'Only the bureau that forwarded the dispute',
        'Only you',
        'No one; it just stops reporting the account',
      ],
      answer: 0,
    },
    body: [
      'The companies that report your accounts, called furnishers, have duties of their own under section 623 of the Fair Credit Reporting Act. They must not report information they know is inaccurate, and they must correct and update information they find to be wrong.',
      'You can dispute many errors directly with the furnisher. Send your dispute to the address the company designates for credit reporting disputes, identify the account and the error, and include your proof. The furnisher generally has the same time as a bureau, about 30 days, to investigate and report back to you.',
      'When a bureau forwards your dispute, the furnisher must investigate it as well, and if the information is wrong it must tell every nationwide bureau it reports to, not only the one you contacted. Disputing with both the bureau and the furnisher is often the surest way to get an error fixed everywhere.',
    ],
  },
  {
    slug: 'debt-validation',
    topic: 'disputes',
    title: 'Debt validation with collectors (FDCPA §809)',
    minutes: 5,
    summary: 'Asking a collector to prove a debt within 30 days of the first notice.',
    check: {
      question: "You dispute a debt in writing within 30 days of receiving a collector's validation notice. What must the collector do?",
      options: [
        'Delete the debt from your credit reports',
        'Stop collecting until it mails you verification of the debt',
        'Cancel the debt',
        'Nothing, unless you also dispute with a credit bureau',
      ],
      answer: 1,
    },
    body: [
      'The Fair Debt Collection Practices Act applies to third-party debt collectors, not usually to the original lender. Under section 809(a), a collector must send you a validation notice, within five days of first contacting you, stating the amount of the debt, the creditor it is owed to and your right to dispute it.',
      "Under section 809(b), if you dispute the debt in writing within 30 days of receiving that notice, or ask for the name and address of the original creditor, the collector must stop collecting until it mails you verification of the debt or the creditor's details. Send your dispute by certified mail so you can prove when it arrived.",
      'Not disputing within 30 days is not an admission that you owe the debt, and you can still dispute later, but you lose the automatic pause on collection. If a collector reports a debt you have disputed, it must report it as disputed. Keep every letter, and do not pay or promise to pay until you have checked that the debt is yours and the amount is right.',
    ],
  },
  {
    slug: 'free-credit-reports',
    topic: 'rights',
    title: 'Free credit reports',
    minutes: 3,
    summary: 'Where to get your reports for free and when you are entitled to extra copies.',
    check: {
      question: 'A lender denies your application because of your credit report. How long do you have to ask for a free copy of that report?',
      options: ['30 days', '60 days', '90 days', 'One year'],
      answer: 1,
    },
    body: [
      'Federal law entitles you to a free credit report from each of the three nationwide bureaus every 12 months. The only official site for them is AnnualCreditReport.com, run by the bureaus together; you can also call 1-877-322-8228. The bureaus now also let everyone check their reports there for free every week.',
      'You never need to buy anything or give a credit card number to get these reports. Be wary of look-alike sites that offer a "free report" as part of a paid trial.',
      'You are also entitled to a free report when a lender or insurer takes adverse action against you because of your report, such as denying an application, if you ask within 60 days. Other free reports are available if you are unemployed and looking for work, receive public assistance, or believe your file is inaccurate because of fraud, including identity theft.',
    ],
  },
  {
    slug: 'reporting-time-limits',
    topic: 'rights',
    title: 'How long negative items can stay',
    minutes: 4,
    summary: 'The seven- and ten-year reporting limits and when the clock starts.',
    check: {
      question: 'You pay off an old collection account. What happens to its seven-year reporting period?',
      options: [
        'It restarts from the date you paid',
        'It ends, and the account is removed right away',
        'It keeps running from when you first fell behind',
        'It is extended to ten years',
      ],
      answer: 2,
    },
    body: [
      'Section 605 of the Fair Credit Reporting Act limits how long negative information can be reported. Most negative items, including late payments, collection accounts and charge-offs, can stay for seven years. For a delinquent account, the seven years are counted from the date you first fell behind (plus up to 180 days), and paying or settling the debt does not restart that clock.',
      'Bankruptcies are the main exception: a Chapter 7 bankruptcy can be reported for up to ten years from the date it was filed. The bureaus remove a completed Chapter 13 bankruptcy after seven years. Hard inquiries stay for two years. Positive accounts in good standing can stay much longer, which helps you.',
      'The reporting limit is not the same as the statute of limitations for a lawsuit to collect a debt, which is set by state law and differs from state to state. If an item stays on your report past its limit, dispute it as obsolete.',
    ],
  },
  {
    slug: 'croa-rights',
    topic: 'rights',
    title: 'Your rights with credit repair companies (CROA)',
    minutes: 4,
    summary: 'What the Credit Repair Organizations Act requires of any credit repair company, FinX included.',
    check: {
      question: 'How long do you have to cancel a contract with a credit repair company without any penalty?',
      options: ['Three business days after signing', 'Seven days after signing', '30 days after signing', 'Until the company starts work'],
      answer: 0,
    },
    body: [
      'The Credit Repair Organizations Act protects you when you hire a company to improve your credit. A credit repair company may not charge you for a service before that service is fully performed. It must give you a written contract describing the services, their total cost and how long they will take, and a written statement of your rights before you sign.',
      'You may cancel the contract without any penalty or charge within three business days of signing it. The contract must tell you about this right and include a cancellation form.',
      'The law also forbids a credit repair company from making false or misleading claims, from advising you to make false statements to a bureau or lender, and from suggesting that you hide your credit history by creating a new identity, for example with a "credit privacy number". No one can legally remove accurate, timely information from your report, and anything a company can do for you, you can also do yourself for free.',
    ],
  },
  {
    slug: 'freezes-and-fraud-alerts',
    topic: 'rights',
    title: 'Freezes, fraud alerts and identity theft',
    minutes: 4,
    summary: 'Free tools that stop new accounts being opened in your name.',
    check: {
      question: 'How do you place a security freeze on all three of your credit reports?',
      options: [
        'Ask one bureau, which must pass the freeze on to the other two',
        'Pay each bureau a fee to freeze your file',
        'Ask your lenders to freeze your existing accounts',
        'Place a freeze with each of the three bureaus separately',
      ],
      answer: 3,
    },
    body: [
      'A security freeze stops a bureau from sharing your report with new lenders, which makes it very hard for anyone to open an account in your name. Freezes are free, do not affect your score, and you can lift one temporarily when you apply for credit. You must place a freeze with each of the three bureaus separately.',
      'A fraud alert tells lenders to take extra steps to verify your identity. An initial alert is free and lasts one year, and placing it with one bureau is enough, because that bureau must tell the other two. Identity theft victims can get an extended alert that lasts seven years, and active-duty service members can place an active-duty alert.',
      'If you are a victim of identity theft, report it at IdentityTheft.gov. Under section 605B of the Fair Credit Reporting Act, a bureau that receives your identity theft report must block the fraudulent information from your file within four business days.',
    ],
  },
];
