import type { FurnisherLetter, UserInfo } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, buttonStyle, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogCancel, DialogClose } from '@finx/design-system/dialog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { SavedDetails } from '../../common/disputes/SavedDetails';
import { UserInfoForm, useUserInfoForm, type UserInfoValues } from '../../common/disputes/UserInfoFields';
import { letterText } from './LetterPreviewDialog';
import { disputeQueries } from './queries';
import { muted, row, stack, tightStack } from './ui';
import { useSessionUser } from '../../common/useSessionUser';

const FORM_ID = 'company-letter-details';

/** What the server wrote: the text, its citations and the PDF, and the company it goes to (a letter mailed to one). */
export type WrittenLetter = Pick<FurnisherLetter, 'letterContent' | 'citations' | 'pdfBase64'> & { furnisher?: FurnisherLetter['furnisher'] };

/** A letter to the company that reports an item, written by the server for the user's details. */
export interface CompanyLetter {
  title: string;
  description: string;
  /** What the letter says, above the details form. */
  about: string;
  /** The PDF's download name. */
  fileName: string;
  write: (info: UserInfo) => Promise<WrittenLetter>;
  /** The letter's own inputs, above the details (their values live with the caller). */
  fields?: ReactNode;
  /** Checks those inputs before writing, marking what is wrong; false stops it. */
  check?: () => boolean;
  /** What to do with the written letter, instead of "print it and mail it to the company" (a draft filed online). */
  howToSend?: ReactNode;
}

/**
 * A letter to a company (issue 29: the §623(a)(8) direct dispute, the §623(a)(6)(B) identity theft notice, the
 * letters to companies, the CFPB complaint draft): the letter's own inputs and the user's details, then the
 * letter's text, its citations and its PDF. The user mails or files it; FinX keeps no copy.
 */
export function CompanyLetterDialog({ letter, onClose }: { letter: CompanyLetter; onClose: () => void }) {
  const stored = useQuery(disputeQueries.userInfo());
  const session = useSessionUser();
  return (
    <Dialog onClose={onClose} size="lg" title={letter.title} description={letter.description}>
      <SavedDetails stored={stored} session={session}>
        {(initial) => <CompanyLetterForm letter={letter} initial={initial} />}
      </SavedDetails>
    </Dialog>
  );
}

function CompanyLetterForm({ letter, initial }: { letter: CompanyLetter; initial: UserInfoValues }) {
  const details = useUserInfoForm(initial);
  const write = useMutation({
    mutationFn: letter.write,
    onError: (err) =>
      toast({ title: 'Letter Not Written', description: serverMessage(err, 'Failed to write the letter. Please try again.'), tone: 'destructive' }),
  });
  return (
    <div className={stack}>
      {write.data ? (
        <Written letter={write.data} fileName={letter.fileName} howToSend={letter.howToSend} />
      ) : (
        <UserInfoForm id={FORM_ID} label="Your details for the letter" details={details} onValid={(info) => (letter.check?.() ?? true) && write.mutate(info)}>
          <p className={muted}>{letter.about}</p>
          {letter.fields}
        </UserInfoForm>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
        {write.data ? (
          <DialogClose>
            <Button variant="ghost">Close</Button>
          </DialogClose>
        ) : (
          <DialogCancel variant="ghost" isDisabled={write.isPending} />
        )}
        {!write.data && (
          <Button type="submit" form={FORM_ID} isPending={write.isPending} pendingLabel="Writing...">
            Write the letter
          </Button>
        )}
      </div>
    </div>
  );
}

/** A download link for the PDF the server wrote (base64), released when the dialog closes. */
function usePdfUrl(base64: string) {
  const url = useMemo(() => URL.createObjectURL(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'application/pdf' })), [base64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

function Written({ letter, fileName, howToSend }: { letter: WrittenLetter; fileName: string; howToSend: ReactNode }) {
  const pdf = usePdfUrl(letter.pdfBase64);
  const { furnisher } = letter;
  return (
    <div className={tightStack}>
      {howToSend ??
        (furnisher && (
          <p className={muted}>
            To {furnisher.name}, {furnisher.address}
            {furnisher.phone ? ` (telephone ${furnisher.phone})` : ''}, as your report prints it. Print it, sign it and mail it — by certified mail, so you can
            show when it arrived.
          </p>
        ))}
      <div className={row}>
        {/* a goodwill letter or an offer relies on no law */}
        {letter.citations.length > 0 && <span className={muted}>Cites:</span>}
        {letter.citations.map((c) => (
          <Badge key={c} tone="info">
            {c}
          </Badge>
        ))}
        <a href={pdf} download={fileName} className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
          Download PDF
        </a>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> (its text is preformatted): named, and focusable so a keyboard can scroll it */}
      <pre className={letterText} tabIndex={0} role="region" aria-label="Letter text">
        {letter.letterContent}
      </pre>
    </div>
  );
}
