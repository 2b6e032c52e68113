import { FTC_REPORT_STEPS, FTC_REPORT_WARNING, IDENTITY_THEFT_GOV_URL } from '@finx/contracts';
import { buttonStyle } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { muted } from '../ui';
import { notice, orderedList } from './ui';

/** How the user files the FTC report at IdentityTheft.gov, step by step (FinX never files it for them). */
export function FtcReportSteps() {
  return (
    <>
      <ol className={orderedList}>
        {FTC_REPORT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <a
        href={IDENTITY_THEFT_GOV_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={cx(buttonStyle({ variant: 'secondary', size: 'sm' }), css({ alignSelf: 'flex-start' }))}
      >
        Open IdentityTheft.gov (opens in a new tab)
      </a>
      <p className={notice}>{FTC_REPORT_WARNING}</p>
      <p className={muted}>The report is your statement that these items are not yours; the bureaus block them because of it. Keep your copy.</p>
    </>
  );
}
