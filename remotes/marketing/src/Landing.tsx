import './index.css';
import { Badge, buttonStyle, VisuallyHidden } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { Link } from '@finx/router';
import { useRef } from 'react';
import scoreGauge from './assets/finx-score.svg';
import { MarketingPage } from './components/MarketingPage';
import { CallToAction, CardGrid, Section } from './components/Section';
import { cardTitle, checkList, eyebrow, muted, panel, sectionIntro, small, textLink } from './components/ui';
import { PLANS } from './site';

const BENEFITS = [
  { title: 'FCRA-compliant disputes', text: 'Every letter cites your rights under the Fair Credit Reporting Act and asks the bureau to verify or correct the item within its 30-day investigation window.' },
  { title: 'Certified mail to all three bureaus', text: 'We print and mail your letters by USPS certified mail to Experian, Equifax and TransUnion, with tracking numbers you can follow in your account.' },
  { title: 'A score you can understand', text: 'The FinX Score puts your progress on a 1000-point scale and shows which factor — payment history, utilization, account age or credit mix — moves it most.' },
  { title: 'Guardian, 24/7', text: 'Our AI assistant answers questions about your report, your letters and your next step at any hour, and hands you to a human coach when it matters.' },
  { title: 'Build, not only repair', text: 'Enroll in credit-builder accounts in one click so new on-time payments add positive history while disputes run.' },
  { title: 'Protection built in', text: 'Monitoring alerts and optional credit-protection insurance keep the progress you have made from being undone by fraud.' },
];

const MODULES = [
  { title: 'AI Dispute Engine', href: '/disputes', action: 'Open disputes', text: 'Upload your credit reports; the engine finds inaccurate, outdated or unverifiable items and drafts a letter for each bureau.' },
  { title: 'Credit Coaching', href: '/coaching', action: 'Meet your coach', text: 'A month-by-month plan with milestones, lessons and a coach who checks in, tuned to the goal you set — a mortgage, a car or a card.' },
  { title: 'AI Credit Optimization', href: '/ai-underwriting', action: 'Run an analysis', text: 'See how a lender would read your file today, with ranked recommendations and the points each is expected to add.' },
];

const TESTIMONIALS = [
  { quote: 'Two collection accounts I had never opened were gone after the first round of letters. The certified-mail tracking meant I always knew where things stood.', name: 'Danielle R.', place: 'Houston, TX' },
  { quote: 'My coach showed me that paying my card down before the statement date mattered more than paying it off after. We were approved for our first home in March.', name: 'Marcus and Tia L.', place: 'Plano, TX' },
  { quote: 'I asked Guardian the same question about a late payment five different ways at 2 a.m. It never lost patience, and the goodwill letter it drafted worked.', name: 'Priya S.', place: 'Tulsa, OK' },
];

const STATS = [
  { value: '98%', label: 'success rate', note: true },
  { value: '150+', label: 'average point increase', note: true },
  { value: '30 days', label: 'to first results', note: true },
  { value: '500+', label: 'members', note: false },
  { value: '1000', label: 'point FinX Score scale', note: false },
];

const TEAM = [
  { initials: 'AM', name: 'Alicia Moreno', role: 'Chief Executive Officer', bio: 'Twelve years in consumer lending compliance before founding FinX to make credit repair honest.' },
  { initials: 'DK', name: 'David Kim', role: 'Head of Disputes', bio: 'Former bureau dispute analyst; designs the letters and checks them against every FCRA update.' },
  { initials: 'RO', name: 'Renee Okafor', role: 'Lead Credit Coach', bio: 'Certified credit counselor who has coached more than a thousand households toward their first mortgage.' },
  { initials: 'JP', name: 'James Patel', role: 'Chief Technology Officer', bio: 'Builds the AI behind Guardian and the dispute engine, and keeps your data encrypted end to end.' },
];

const hero = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' }, gap: { base: '8', lg: '12' }, alignItems: 'center', py: { base: '10', md: '16' } });
const heroTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', letterSpacing: '-0.02em', m: '0' });
const footnoteMark = css({ color: 'text.secondary', fontSize: 'sm', verticalAlign: 'super', lineHeight: '0' });
const avatar = css({ w: '14', h: '14', borderRadius: 'full', bg: 'accent.subtle', color: 'text.primary', display: 'grid', placeItems: 'center', fontWeight: 'bold', flexShrink: 0 });

/** The public landing page (/ and /landing): hero, benefits, modules, testimonials, results, pricing, team. */
export default function Landing() {
  const benefits = useRef<HTMLHeadingElement>(null);
  const learnMore = () => {
    const target = benefits.current;
    if (!target) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <MarketingPage
      title="Credit repair and coaching"
      description="FinX repairs and builds your credit: AI dispute letters sent by certified mail to Experian, Equifax and TransUnion, a 1000-point FinX Score, coaching and a 24/7 assistant. Plans from $49/month."
    >
      <section className={hero} aria-labelledby="hero-heading">
        <div className={stack({ gap: '6' })}>
          <p className={eyebrow}>Licensed credit repair · FCRA compliant · CROA certified</p>
          <h1 id="hero-heading" className={heroTitle}>
            Build the credit you deserve with FinX
          </h1>
          <p className={sectionIntro}>
            We find the errors on your credit reports, dispute them with all three bureaus by certified mail, and coach you while your
            score climbs — with a clear plan, a 1000-point FinX Score and an assistant that never sleeps.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Link to="/auth" className={buttonStyle({ variant: 'primary', size: 'lg' })}>
              Get Started
            </Link>
            <button type="button" onClick={learnMore} className={buttonStyle({ variant: 'secondary', size: 'lg' })}>
              Learn More
            </button>
          </div>
          <p className={small}>No credit card to start your free analysis. Cancel anytime.</p>
        </div>
        <img
          src={scoreGauge}
          width={320}
          height={220}
          alt="Example FinX Score gauge reading 742 out of 1000"
          className={css({ w: 'full', maxW: '420px', h: 'auto', justifySelf: { base: 'center', lg: 'end' } })}
        />
      </section>

      <Section id="benefits" title="Why people choose FinX" headingRef={benefits}>
        <CardGrid columns={3} items={BENEFITS} />
      </Section>

      <Section id="modules-heading" title="Three modules, one plan" intro="Each part of FinX works on its own and shares what it learns with the others.">
        <CardGrid
          columns={3}
          items={MODULES.map((m) => ({
            ...m,
            action: (
              <Link to={m.href} className={buttonStyle({ variant: 'secondary' })}>
                {m.action}
              </Link>
            ),
          }))}
        />
      </Section>

      <Section id="testimonials-heading" title="What members say">
        <ul className={grid({ columns: { base: 1, lg: 3 }, gap: '4', listStyle: 'none', p: '0', m: '0' })}>
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className={panel}>
              <figure className={stack({ gap: '4', m: '0' })}>
                <blockquote className={css({ m: '0', fontSize: 'md' })}>“{t.quote}”</blockquote>
                <figcaption className={small}>
                  {t.name}, {t.place}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className={small}>Members’ own words, shared with permission. Their experiences are individual; yours may differ.</p>
      </Section>

      <Section id="results-heading" title="Results members see">
        <dl className={grid({ columns: { base: 2, md: 3, lg: 5 }, gap: '4', m: '0' })}>
          {STATS.map((s) => (
            <div key={s.label} className={cx(panel, css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }))}>
              <dt className={small}>{s.label}</dt>
              <dd className={css({ m: '0', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', tabularNums: true })}>
                {s.value}
                {s.note && (
                  <>
                    <span className={footnoteMark} aria-hidden="true">
                      *
                    </span>
                    <VisuallyHidden> (see the note below)</VisuallyHidden>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p id="results-note" className={small}>
          * Success rate, average increase and time to first results are measured across FinX members who completed at least one full
          dispute cycle (the bureaus’ 30-day investigation window) in 2025. Results vary and are not a guarantee: every credit file is
          different, and no one — including FinX — can have accurate, current and verifiable information removed from a credit report.
        </p>
        <p>
          <Link to="/dashboard" className={buttonStyle({ variant: 'secondary' })}>
            See your dashboard
          </Link>
        </p>
      </Section>

      <Section id="pricing-heading" title="Simple monthly pricing" intro="Pick a plan, change it or cancel anytime; you keep access until the end of the billing period.">
        <ul className={grid({ columns: { base: 1, lg: 3 }, gap: '4', listStyle: 'none', p: '0', m: '0', alignItems: 'stretch' })}>
          {PLANS.map((plan) => {
            const popular = 'popular' in plan && plan.popular;
            return (
              <li
                key={plan.id}
                className={cx(panel, stack({ gap: '4' }), popular && css({ borderColor: 'accent', borderWidth: '2px' }))}
              >
                <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
                  <h3 className={cardTitle}>{plan.name}</h3>
                  {popular && <Badge tone="accent">Most Popular</Badge>}
                </div>
                <p className={css({ m: '0' })}>
                  <span className={css({ fontSize: '2xl', fontWeight: 'bold', tabularNums: true })}>${plan.price}</span>
                  <span className={muted}>/month</span>
                </p>
                <p className={muted}>{plan.summary}</p>
                <ul className={checkList}>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Link to="/auth" className={cx(buttonStyle({ variant: popular ? 'primary' : 'secondary', fullWidth: true }), css({ mt: 'auto' }))}>
                  Choose {plan.name}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className={small}>
          Prices in US dollars. Fees for credit repair work are charged only after that month’s work has been performed, as the Credit
          Repair Organizations Act requires. See the{' '}
          <Link to="/terms" className={textLink}>
            Terms of Service
          </Link>
          .
        </p>
      </Section>

      <Section id="team-heading" title="The team behind FinX">
        <ul className={grid({ columns: { base: 1, md: 2, lg: 4 }, gap: '4', listStyle: 'none', p: '0', m: '0' })}>
          {TEAM.map((p) => (
            <li key={p.name} className={cx(panel, stack({ gap: '3' }))}>
              <span className={avatar} aria-hidden="true">
                {p.initials}
              </span>
              <div>
                <h3 className={cardTitle}>{p.name}</h3>
                <p className={small}>{p.role}</p>
              </div>
              <p className={muted}>{p.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="cta-heading"
        title="Ready to see what is holding your score back?"
        intro="Create an account for a free analysis of your reports, or talk to a specialist first."
        links={[
          { href: '/auth', label: 'Start my free analysis', variant: 'primary' },
          { href: '/contact', label: 'Talk to a specialist', variant: 'secondary' },
          { href: '/help', label: 'Visit the Help Center', variant: 'ghost' },
        ]}
      />
    </MarketingPage>
  );
}
