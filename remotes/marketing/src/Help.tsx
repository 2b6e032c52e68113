import './index.css';
import { buttonStyle, PageHeader } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { HELP_FAQ } from '@finx/contracts/help';
import { Link, useLocation } from '@finx/router';
import { useEffect } from 'react';
import { MarketingPage } from './components/MarketingPage';
import { CardGrid, Section } from './components/Section';
import { cardTitle, muted, panel, small, textLink } from './components/ui';
import { COMPANY } from './site';

type Topic = { label: string; subject: string; ask: string };

/** Choosing a topic opens a support e-mail with its subject and a body that asks for what support needs. */
const TOPIC_GROUPS: { id: string; title: string; description: string; topics: Topic[] }[] = [
  {
    id: 'topic-getting-started',
    title: 'Getting Started',
    description: 'Creating your account, uploading reports and reading your first analysis.',
    topics: [
      {
        label: 'Setting up my account',
        subject: 'Getting Started: setting up my account',
        ask: 'Which step of sign-up or onboarding are you on, and what happened?',
      },
      {
        label: 'Uploading my credit reports',
        subject: 'Getting Started: uploading my credit reports',
        ask: 'Which bureau’s report are you uploading (Experian, Equifax or TransUnion), in which format (PDF, TXT, CSV or JSON), and what did the screen say?',
      },
      {
        label: 'Understanding my first analysis',
        subject: 'Getting Started: understanding my analysis',
        ask: 'Which part of your analysis would you like explained?',
      },
    ],
  },
  {
    id: 'topic-dispute-engine',
    title: 'AI Dispute Engine',
    description: 'Dispute letters, certified mail and bureau responses.',
    topics: [
      {
        label: 'Changing a dispute letter',
        subject: 'AI Dispute Engine: changing a dispute letter',
        ask: 'Which bureau and which account is the letter about, and what should change?',
      },
      {
        label: 'Tracking a certified-mail letter',
        subject: 'AI Dispute Engine: tracking a certified letter',
        ask: 'Please give the package ID (last 8 characters) or the USPS tracking number.',
      },
      {
        label: 'A bureau’s response',
        subject: 'AI Dispute Engine: a bureau response',
        ask: 'Which bureau responded, on what date, and what did the response say?',
      },
    ],
  },
  {
    id: 'topic-credit-building',
    title: 'Credit Building',
    description: 'Credit-builder accounts, your FinX Score and coaching.',
    topics: [
      {
        label: 'Enrolling in a credit-builder account',
        subject: 'Credit Building: credit-builder enrollment',
        ask: 'Which credit-builder provider are you enrolling with, and where did you get stuck?',
      },
      {
        label: 'A change in my FinX Score',
        subject: 'Credit Building: my FinX Score',
        ask: 'What was your score before, what is it now, and when did you notice the change?',
      },
      { label: 'My coaching plan', subject: 'Credit Building: my coaching plan', ask: 'What is your goal, and what would you like to change in your plan?' },
    ],
  },
  {
    id: 'topic-account-billing',
    title: 'Account & Billing',
    description: 'Plans, payments, cancellation and your personal details.',
    topics: [
      {
        label: 'Changing or cancelling my plan',
        subject: 'Account & Billing: changing or cancelling my plan',
        ask: 'Which plan are you on, and which would you like (or would you like to cancel)?',
      },
      {
        label: 'A charge on my statement',
        subject: 'Account & Billing: a charge on my statement',
        ask: 'What is the date and amount of the charge, and the last four digits of the card?',
      },
      {
        label: 'Updating my personal information',
        subject: 'Account & Billing: updating my details',
        ask: 'Which details need updating? For your safety we will confirm changes to your name or address by phone.',
      },
    ],
  },
];

const mailto = (t: Topic) => {
  const body = [
    'Hello FinX Support,',
    '',
    `I need help with: ${t.label.toLowerCase()}.`,
    '',
    `${t.ask}`,
    '',
    'The e-mail address on my FinX account:',
    '',
    'Please do not include your full Social Security number or card number in e-mail.',
  ].join('\n');
  return `mailto:${COMPANY.email}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(body)}`;
};

/** Opens the FAQ entry the URL's hash names (/help#faq-…), on arrival and whenever the hash changes, and shows it. */
function useOpenHashedFaq(hash: string) {
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!HELP_FAQ.some((f) => f.id === id)) return;
    const entry = document.getElementById(id);
    if (!(entry instanceof HTMLDetailsElement)) return;
    entry.open = true;
    entry.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

/** Help Center (/help): ways to reach support, topic e-mails, frequently asked questions. */
export default function Help() {
  useOpenHashedFaq(useLocation().hash);
  return (
    <MarketingPage
      title="Help Center"
      description="FinX Help Center: call or e-mail support, send a question about getting started, disputes, credit building or billing, and read answers about the FinX Score, dispute timing and cancellation."
    >
      <div className={css({ pt: { base: '8', md: '12' } })}>
        <PageHeader
          title="Help Center"
          subtitle={`Answers, guides and ways to reach our support team. ${COMPANY.hours}; ${COMPANY.responseTime.toLowerCase()}`}
        />
      </div>

      <Section id="contact-options" title="Contact support">
        <CardGrid
          columns={3}
          items={[
            {
              title: 'Call us',
              text: `Talk to a specialist, ${COMPANY.hours}.`,
              action: (
                <a href={COMPANY.phoneHref} className={buttonStyle({ variant: 'secondary' })}>
                  Call {COMPANY.phone}
                </a>
              ),
            },
            {
              title: 'E-mail us',
              text: `Write any time. ${COMPANY.responseTime}`,
              action: (
                <a href={`mailto:${COMPANY.email}`} className={buttonStyle({ variant: 'secondary' })}>
                  E-mail {COMPANY.email}
                </a>
              ),
            },
            {
              title: 'Contact form',
              text: 'Tell us about your credit goals and a specialist will reply.',
              action: (
                <Link to="/contact" className={buttonStyle({ variant: 'primary' })}>
                  Open the contact form
                </Link>
              ),
            },
          ]}
        />
      </Section>

      <Section id="topics" title="Browse by topic" intro="Choose a topic to open a support e-mail with the details we need already asked.">
        <div className={grid({ columns: { base: 1, md: 2 }, gap: '4' })}>
          {TOPIC_GROUPS.map((g) => (
            <section key={g.title} className={cx(panel, stack({ gap: '3' }))} aria-labelledby={g.id}>
              <h3 id={g.id} className={cardTitle}>
                {g.title}
              </h3>
              <p className={small}>{g.description}</p>
              <ul className={stack({ gap: '2', listStyle: 'none', p: '0', m: '0' })}>
                {g.topics.map((t) => (
                  <li key={t.label}>
                    <a href={mailto(t)} className={textLink}>
                      {t.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <div className={stack({ gap: '3' })}>
          {HELP_FAQ.map((f) => (
            <details key={f.id} id={f.id} className={panel}>
              <summary
                className={css({
                  cursor: 'pointer',
                  fontWeight: 'semibold',
                  _focusVisible: { outline: '2px solid token(colors.focusRing)', outlineOffset: '4px', borderRadius: 'control' },
                })}
              >
                {f.q}
              </summary>
              <p className={cx(muted, css({ mt: '3' }))}>{f.a}</p>
            </details>
          ))}
        </div>
      </Section>
    </MarketingPage>
  );
}
