import './index.css';
import { Badge, buttonStyle } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { Link } from '@finx/router';
import { useRef } from 'react';
import scoreGauge from './assets/finx-score.svg';
import { MarketingPage } from './components/MarketingPage';
import { CallToAction, CardGrid, Section } from './components/Section';
import { cardTitle, checkList, eyebrow, muted, panel, sectionIntro, small, textLink } from './components/ui';
import { formatCents } from '@finx/contracts/money';
import { PLANS, signUpPath, withPlan, type Plan } from '../../common/plans';
import { useSignedIn } from '../../common/public/useSignedIn';

const BENEFITS = [
  {
    title: 'FCRA-compliant disputes',
    text: 'Every letter cites your rights under the Fair Credit Reporting Act and asks the bureau to verify or correct the item within its 30-day investigation window.',
  },
  {
    title: 'Certified mail to all three bureaus',
    text: 'We print and mail your letters by USPS certified mail to Experian, Equifax and TransUnion, with tracking numbers you can follow in your account.',
  },
  {
    title: 'A score you can understand',
    text: 'The FinX Score puts your progress on a 1000-point scale and shows which factor — payment history, utilization, account age or credit mix — moves it most.',
  },
  {
    title: 'Guardian, 24/7',
    text: 'Our AI assistant answers questions about your report, your disputes and your next step at any hour, from your own file, and shows the source of every answer.',
  },
  { title: 'Build, not only repair', text: 'Enroll in credit-builder accounts in one click so new on-time payments add positive history while disputes run.' },
  {
    title: 'Protection built in',
    text: 'Monitoring alerts, fraud alerts and security freezes explained step by step keep the progress you have made from being undone by fraud.',
  },
];

const MODULES = [
  {
    title: 'AI Dispute Engine',
    href: '/disputes',
    action: 'Open disputes',
    text: 'Upload your credit reports; the engine finds inaccurate, outdated or unverifiable items and drafts a letter for each bureau.',
  },
  {
    title: 'Credit Coaching',
    href: '/coaching',
    action: 'Meet your coach',
    text: 'A month-by-month plan with milestones, lessons and a coach who checks in, tuned to the goal you set — a mortgage, a car or a card.',
  },
  {
    title: 'AI Credit Optimization',
    href: '/ai-underwriting',
    action: 'Run an analysis',
    text: 'See how a lender would read your file today, with ranked recommendations and the points each is expected to add.',
  },
];

/**
 * Illustrative situations, written by FinX and labelled as such on the page: FinX has no customer
 * testimonials to show (FTC endorsement rules: an endorsement must be a real customer's honest opinion).
 */
const EXAMPLES = [
  {
    title: 'Accounts you never opened',
    text: 'Collection accounts that are not yours show up on your reports. FinX drafts a dispute for each bureau reporting them, you approve it, and it goes out by certified mail with a tracking number you can follow.',
  },
  {
    title: 'A balance that hurts your utilization',
    text: 'Your card is paid in full every month, yet your reported balance is high. Your coach shows how the statement date decides the balance the bureaus see, and what paying earlier changes.',
  },
  {
    title: 'A question at 2 a.m.',
    text: 'You want to know whether a late payment can be removed. Guardian explains that a dispute is for information that is wrong, and when a goodwill letter to the creditor is the honest route.',
  },
];

/** Facts about the service and the law, not measured outcomes: FinX publishes no results statistics. */
const FACTS = [
  { value: '3', label: 'bureaus disputed with: Experian, Equifax and TransUnion' },
  { value: '30', label: 'days for a bureau to investigate a dispute (FCRA)' },
  { value: '3', label: 'business days to cancel for any reason, at no cost (CROA)' },
  { value: '$0', label: 'charged for credit repair before the work is done' },
  { value: '1000', label: 'point FinX Score scale' },
];

/** Who does the work; roles and what they are responsible for (no individual credentials are claimed). */
const TEAMS = [
  { title: 'Disputes', text: 'Designs the dispute letters and keeps them in line with the Fair Credit Reporting Act and the bureaus’ rules.' },
  { title: 'Coaching', text: 'Turns your goal into monthly steps and checks in as bureau responses arrive.' },
  { title: 'Technology', text: 'Builds the FinX Score, Guardian and the dispute engine, and keeps your data secure.' },
  { title: 'Compliance', text: 'Makes sure you get your rights under the Credit Repair Organizations Act before you sign, and that we keep our promises.' },
];

const hero = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1.2fr 1fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'center',
  py: { base: '10', md: '16' },
});
const heroTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', letterSpacing: '-0.02em', m: '0' });

/** The public landing page (/ and /landing): hero, benefits, modules, examples, facts, pricing, team. */
export default function Landing() {
  const signedIn = useSignedIn();
  // A signed-in user goes straight to the subscription page with the plan; a visitor creates an account first.
  const choosePlan = (plan: Plan) => (signedIn ? withPlan('/subscription', plan) : signUpPath(plan));
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
          <p className={eyebrow}>Credit repair · Disputes under the FCRA · Your CROA rights first</p>
          <h1 id="hero-heading" className={heroTitle}>
            Build the credit you deserve with FinX
          </h1>
          <p className={sectionIntro}>
            We look for errors on your credit reports, dispute them with all three bureaus by certified mail, and coach you as you work on your score — with a
            clear plan, a 1000-point FinX Score and an assistant that never sleeps.
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Link to={signUpPath()} className={buttonStyle({ variant: 'primary', size: 'lg' })}>
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

      <Section id="testimonials-heading" title="How FinX works in practice">
        <CardGrid columns={3} items={EXAMPLES} />
        <p className={small}>
          Illustrative examples written by FinX to show how the service works, not statements by customers. What happens in your case depends on your credit
          file.
        </p>
      </Section>

      <Section id="results-heading" title="Facts, not promises">
        <dl className={grid({ columns: { base: 2, md: 3, lg: 5 }, gap: '4', m: '0' })}>
          {FACTS.map((f) => (
            <div key={f.label} className={cx(panel, css({ display: 'flex', flexDirection: 'column-reverse', gap: '1' }))}>
              <dt className={small}>{f.label}</dt>
              <dd className={css({ m: '0', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', tabularNums: true })}>{f.value}</dd>
            </div>
          ))}
        </dl>
        <p className={small}>
          Results vary and are not guaranteed: every credit file is different, and no one — including FinX — can have accurate, current and verifiable
          information removed from a credit report.
        </p>
        <p>
          <Link to="/dashboard" className={buttonStyle({ variant: 'secondary' })}>
            See your dashboard
          </Link>
        </p>
      </Section>

      <Section
        id="pricing-heading"
        title="Simple monthly pricing"
        intro="Pick a plan, change it or cancel anytime; you keep access until the end of the billing period."
      >
        <ul className={grid({ columns: { base: 1, lg: 3 }, gap: '4', listStyle: 'none', p: '0', m: '0', alignItems: 'stretch' })}>
          {PLANS.map((plan) => {
            const popular = plan.popular;
            return (
              <li key={plan.id} className={cx(panel, stack({ gap: '4' }), popular && css({ borderColor: 'accent', borderWidth: '2px' }))}>
                <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
                  <h3 className={cardTitle}>{plan.name}</h3>
                  {popular && <Badge tone="accent">Most Popular</Badge>}
                </div>
                <p className={css({ m: '0' })}>
                  <span className={css({ fontSize: '2xl', fontWeight: 'bold', tabularNums: true })}>{formatCents(plan.price)}</span>
                  <span className={muted}>/month</span>
                </p>
                <p className={muted}>{plan.description}</p>
                <ul className={checkList}>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <Link to={choosePlan(plan)} className={cx(buttonStyle({ variant: popular ? 'primary' : 'secondary', fullWidth: true }), css({ mt: 'auto' }))}>
                  Choose {plan.name}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className={small}>
          Prices in US dollars. Fees for credit repair work are charged only after that month’s work has been performed, as the Credit Repair Organizations Act
          requires. See the{' '}
          <Link to="/terms" className={textLink}>
            Terms of Service
          </Link>
          .
        </p>
      </Section>

      <Section id="team-heading" title="The team behind FinX">
        <CardGrid columns={4} items={TEAMS} />
      </Section>

      <CallToAction
        id="cta-heading"
        title="Ready to see what is holding your score back?"
        intro="Create an account for a free analysis of your reports, or talk to a specialist first."
        links={[
          { href: signUpPath(), label: 'Start my free analysis', variant: 'primary' },
          { href: '/contact', label: 'Talk to a specialist', variant: 'secondary' },
          { href: '/help', label: 'Visit the Help Center', variant: 'ghost' },
        ]}
      />
    </MarketingPage>
  );
}
