import type { IdentityTheftPath } from '@finx/contracts';
import { Button, Card } from '@finx/design-system';
import { lazy, Suspense, useState } from 'react';
import { api, successBody } from '../../../common/api';
import { companyFileName } from '../FurnisherLetterDialog';
import { muted, stack } from '../ui';
import { css } from '@finx/design-system/css';

const CompanyLetterDialog = lazy(() => import('../CompanyLetterDialog').then((m) => ({ default: m.CompanyLetterDialog })));

/** Step 4: the FCRA §623(a)(6)(B) notice to the company that reports the item, with the FTC report enclosed. */
export function FurnisherNotice({ path }: { path: IdentityTheftPath }) {
  const [open, setOpen] = useState(false);
  const { furnisher } = path;
  const filed = path.blocks.length > 0;
  const reason = !furnisher
    ? 'Your report does not name a company for this item, so there is no one to notify.'
    : !furnisher.address
      ? `Your report prints no address for ${furnisher.name}: upload a newer report that shows it.`
      : !filed
        ? 'Request the blocks first: the notice encloses the same FTC report.'
        : null;
  return (
    <Card
      title="4. Tell the company that reports it"
      description="Once a company that reports to the bureaus has your identity theft report, it may not report the item again unless it later learns the item is yours (FCRA §623(a)(6)(B))."
    >
      <div className={stack}>
        {furnisher && (
          <p className={muted}>
            {furnisher.name}
            {furnisher.address ? `, ${furnisher.address}` : ''}
            {furnisher.phone ? ` (telephone ${furnisher.phone})` : ''}, as your report prints it.
          </p>
        )}
        {reason && <p className={muted}>{reason}</p>}
        <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={reason !== null} className={css({ alignSelf: 'flex-start' })}>
          Write the notice
        </Button>
      </div>
      <Suspense fallback={null}>
        {open && furnisher && (
          <CompanyLetterDialog
            onClose={() => setOpen(false)}
            letter={{
              title: `Identity theft notice to ${furnisher.name}`,
              description: 'Print it with its enclosure (your FTC report is its last pages), sign it and mail it.',
              about: 'The notice says the account resulted from identity theft, gives your FTC report number and asks the company to stop reporting it.',
              fileName: companyFileName('identity-theft-notice', furnisher.name),
              write: (info) => api.identityTheft.furnisherNotice({ params: { key: path.item.key }, body: { userInfo: info } }).then(successBody),
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}
