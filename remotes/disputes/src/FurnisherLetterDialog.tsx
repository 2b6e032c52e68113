import { BUREAU_LABELS, type Dispute } from '@finx/contracts';
import { api, successBody } from '../../common/api';
import { CompanyLetterDialog } from './CompanyLetterDialog';

/** 'direct-dispute-midland-credit.pdf' */
export const companyFileName = (kind: string, creditor: string) => `${kind}-${creditor.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.pdf`;

/**
 * Dispute with the company (issue 29): after the bureau verified the item, the same dispute sent straight to the
 * company that reports it, at the address the report prints (FCRA §623(a)(8)). The user mails it; FinX keeps no copy.
 */
export function FurnisherLetterDialog({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  return (
    <CompanyLetterDialog
      onClose={onClose}
      letter={{
        title: `Dispute with ${dispute.creditor} directly`,
        description: `${BUREAU_LABELS[dispute.bureau]} answered that it verified this item. The company that reports it must investigate a dispute sent to the address your report prints for it, and answer within 30 days.`,
        about: 'The letter repeats your dispute — the account, what is wrong and your own words — and asks the company to investigate it.',
        fileName: companyFileName('direct-dispute', dispute.creditor),
        write: (info) => api.furnisherDispute.furnisherLetter({ params: { id: dispute.id }, body: { userInfo: info } }).then(successBody),
      }}
    />
  );
}
