import './index.css';
import { PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { MarketingPage } from './components/MarketingPage';
import { CallToAction, CardGrid, Section } from './components/Section';
import { sectionIntro } from './components/ui';
import { signUpPath } from '../../common/plans';

const WHAT_WE_DO = [
  {
    title: 'Dispute what is wrong',
    text: 'Our AI reads your Experian, Equifax and TransUnion reports, flags items that are inaccurate, incomplete or unverifiable, and writes an FCRA-compliant letter for each. We mail them by USPS certified mail and track every bureau’s 30-day response window.',
  },
  {
    title: 'Measure what matters',
    text: 'The FinX Score puts your credit on a 1000-point scale and breaks it into the factors lenders weigh: payment history (35%), utilization (30%), account age (15%) and credit mix (10%). You always see what moved it and why.',
  },
  {
    title: 'Coach you forward',
    text: 'A credit coach and Guardian, our 24/7 AI assistant, turn your goal — a home, a car, a better rate — into monthly steps, and adjust the plan as bureau responses come in.',
  },
  {
    title: 'Build and protect',
    text: 'One-click credit-builder accounts add positive history, AI underwriting shows how a lender would see you before you apply, and monitoring keeps your progress safe; credit-protection insurance quotes are illustrative until an insurer is connected.',
  },
];

const AUDIENCES = [
  { title: 'Individuals and families', text: 'Recovering from medical bills, a job loss or identity theft, or preparing for a first mortgage.' },
  { title: 'Entrepreneurs', text: 'Owners whose personal credit decides the terms of their business loans and leases.' },
  { title: 'Professionals', text: 'People whose careers, security clearances or relocations depend on a clean, accurate credit file.' },
];

/** About (/about): what we do, our mission, who we serve, and where to start. */
export default function About() {
  return (
    <MarketingPage
      title="About"
      description="About FinX: a credit repair organization in Dallas, TX that disputes credit report errors, coaches its members and helps them build credit, under the Fair Credit Reporting Act and the Credit Repair Organizations Act."
    >
      <div className={css({ pt: { base: '8', md: '12' } })}>
        <PageHeader
          title="About"
          subtitle="FinX is a credit repair organization helping people across the United States repair, build and protect their credit."
        />
      </div>

      <Section id="what-we-do" title="What We Do">
        <CardGrid columns={2} items={WHAT_WE_DO} />
      </Section>

      <Section id="mission" title="Our Mission">
        <p className={sectionIntro}>
          Credit decides where people live, what they drive and what they pay to borrow, yet most people never see the errors that hold them back: a Federal
          Trade Commission study found that one in five consumers had an error on at least one of their credit reports. Our mission is to make fixing those
          errors — and building the habits that keep credit strong — honest, affordable and understandable.
        </p>
        <p className={sectionIntro}>
          That means no promises we cannot keep. We dispute only what is inaccurate or unverifiable, we explain your rights under the Fair Credit Reporting Act
          and the Credit Repair Organizations Act before you sign, and you can cancel within three business days at no cost.
        </p>
      </Section>

      <Section id="who-we-serve" title="Who We Serve">
        <CardGrid columns={3} items={AUDIENCES} />
      </Section>

      <CallToAction
        id="about-cta"
        title="Start with a free analysis"
        intro="Create an account and upload your reports, or tell us about your situation and a specialist will reply within 24 hours."
        links={[
          { href: signUpPath(), label: 'Get Started', variant: 'primary' },
          { href: '/contact', label: 'Contact us', variant: 'secondary' },
        ]}
      />
    </MarketingPage>
  );
}
