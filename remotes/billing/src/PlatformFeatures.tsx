import { Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { muted } from './ui';

const FEATURES = [
  {
    title: 'AI-Powered Disputes',
    text: 'Letters written for each item you dispute, citing the FCRA sections that apply, mailed by USPS Certified Mail to Experian, Equifax and TransUnion, with every 30-day deadline tracked.',
  },
  {
    title: 'FinX Score Engine',
    text: 'Your credit on a 1000-point scale from payment history, utilization, account age, credit mix and new credit, with the factors holding you back named.',
  },
  {
    title: 'Credit Guardian',
    text: 'A 24/7 assistant that answers questions about your disputes, deadlines, reports and builder accounts from your own file, with its sources.',
  },
];

/** The Platform Features Overview under the plans (spec part 2 §2). */
export function PlatformFeatures() {
  return (
    <section aria-labelledby="features-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id="features-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>
        Platform Features Overview
      </h2>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' } })}>
        {FEATURES.map((f) => (
          <Card key={f.title} title={f.title} headingLevel={3}>
            <p className={muted}>{f.text}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
