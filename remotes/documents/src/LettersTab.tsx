import { BUREAU_LABELS, isApiError, MISSING_USER_INFO, serverMessage, type PackageLetter, type PackageLetterStatus, type UserInfo } from '@finx/contracts';
import { sessionQuery } from '@finx/contracts/session';
import { Badge, Button, buttonStyle, Card, Skeleton, toast, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { initialUserInfo, UserInfoForm, useUserInfoForm, type UserInfoValues } from '../../common/disputes/UserInfoFields';
import { documentKeys } from '../../common/documents/queries';
import { itemTitle, muted, plainList, row, small, stack, tabular, tile } from '../../common/documents/ui';
import { QueryError } from '../../common/QueryError';
import { day } from './format';

/** The saved name and address for letters (null when none), under the disputes screen's key. */
const userInfoQuery = queryOptions({ queryKey: ['dispute-user-info'], queryFn: () => api.disputeMail.userInfo().then(successBody) });

/** The spec's letter preview length (part 2 §9). */
export const PREVIEW_CHARS = 300;

export const LETTER_STATUS: Record<PackageLetterStatus, { label: string; tone: Tone }> = {
  ready: { label: 'Ready to mail', tone: 'info' },
  mailed: { label: 'Mailed', tone: 'accent' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Mailing failed', tone: 'danger' },
};

const preview = css({
  m: '0',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  fontSize: 'sm',
  lineHeight: '1.6',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: 'text.secondary',
});
const lettersGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, listStyle: 'none', m: '0', p: '0' });
const badgeList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });

type Props = { userId: number; letters: PackageLetter[] };

/** AI Letters (once documents are processed): Generate Dispute Letters, then one card per bureau letter. */
export function LettersTab({ userId, letters }: Props) {
  const queryClient = useQueryClient();
  const stored = useQuery(userInfoQuery);
  const [askDetails, setAskDetails] = useState(false);
  const generate = useMutation({
    mutationFn: (userInfo?: UserInfo) => api.disputePackages.generateLetters({ body: { userId, userInfo } }).then(successBody),
    onSuccess: ({ letters: written }) => {
      setAskDetails(false);
      toast({ title: 'Letters Generated', description: `${written.length} ${written.length === 1 ? 'letter is' : 'letters are'} ready to mail.`, tone: 'success' });
      for (const key of [documentKeys.packages, documentKeys.findings, ['disputes', userId], userInfoQuery.queryKey]) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      const message = serverMessage(err, 'Failed to generate the letters. Please try again.');
      // the saved details are gone or incomplete: ask for them (the letters carry the user's own)
      if (isApiError(err) && err.status === 400 && message === MISSING_USER_INFO) setAskDetails(true);
      else toast({ title: 'Letter generation failed', description: message, tone: 'destructive' });
    },
  });

  return (
    <Card
      title="AI Dispute Letters"
      description="One letter per bureau, covering the suggested disputes from your processed reports, written with your own name and address and citing the law."
      actions={
        <Button
          // no saved name and address yet: ask for them first (the server would refuse without)
          onPress={() => (stored.data === null ? setAskDetails(true) : generate.mutate(undefined))}
          isPending={generate.isPending && !askDetails}
          pendingLabel="Generating..."
          isDisabled={stored.isPending || (generate.isPending && askDetails)}
        >
          Generate Dispute Letters
        </Button>
      }
    >
      {letters.length === 0 ? (
        <p className={muted}>No letters yet. Generate them: every suggested dispute not yet filed is filed first, then each bureau gets one letter.</p>
      ) : (
        <ul className={lettersGrid} aria-label="Dispute letters">
          {letters.map((l) => (
            <LetterCard key={l.id} letter={l} />
          ))}
        </ul>
      )}
      {askDetails && <DetailsDialog isPending={generate.isPending} onSubmit={(info) => generate.mutate(info)} onClose={() => setAskDetails(false)} />}
    </Card>
  );
}

function LetterCard({ letter: l }: { letter: PackageLetter }) {
  const status = LETTER_STATUS[l.status];
  const text = l.generatedContent.length > PREVIEW_CHARS ? `${l.generatedContent.slice(0, PREVIEW_CHARS)}…` : l.generatedContent;
  return (
    <li className={tile} aria-label={`${BUREAU_LABELS[l.bureau]} letter`}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <h3 className={itemTitle}>{BUREAU_LABELS[l.bureau]}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className={cx(small, tabular)}>
        {l.letterType} · Created {day(l.createdDate)} · {l.disputeIds.length} {l.disputeIds.length === 1 ? 'dispute' : 'disputes'}
      </p>
      <p className={preview} aria-label="Letter beginning">
        {text}
      </p>
      {l.citations.length > 0 && (
        <ul className={badgeList} aria-label="Compliance">
          {l.citations.map((c) => (
            <li key={c}>
              <Badge tone="success">{c}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div>
        <a href={l.pdfUrl} download className={buttonStyle({ variant: 'secondary', size: 'sm' })} aria-label={`Download PDF: ${BUREAU_LABELS[l.bureau]} letter`}>
          Download PDF
        </a>
      </div>
    </li>
  );
}

export function LettersSkeleton() {
  return (
    <Card title="AI Dispute Letters" aria-busy="true">
      <ul className={lettersGrid}>
        {[0, 1].map((i) => (
          <li key={i} className={tile}>
            <p className={itemTitle}>
              <Skeleton text="Experian" />
            </p>
            <Skeleton lines={4} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

const FORM_ID = 'letters-user-info';

/** The name and address for the letters, asked when none are saved yet; prefilled from the saved ones or the account. */
function DetailsDialog({ isPending, onSubmit, onClose }: { isPending: boolean; onSubmit: (info: UserInfo) => void; onClose: () => void }) {
  const stored = useQuery(userInfoQuery);
  const session = useQuery(sessionQuery).data ?? undefined;
  return (
    <Dialog
      onClose={onClose}
      title="Your details for the letters"
      description="Each bureau finds your file by your name and address, so the letters carry your own."
      footer={
        <>
          <DialogCancel isDisabled={isPending} />
          <Button type="submit" form={FORM_ID} isPending={isPending} pendingLabel="Generating..." isDisabled={!stored.isSuccess}>
            Generate Letters
          </Button>
        </>
      }
    >
      {stored.isError ? (
        <QueryError what="your saved details" onRetry={() => void stored.refetch()} isRetrying={stored.isFetching} />
      ) : stored.isPending ? (
        <div aria-busy="true" className={stack}>
          <Skeleton height={64} />
          <Skeleton height={64} />
        </div>
      ) : (
        <DetailsForm initial={initialUserInfo(stored.data, session)} onSubmit={onSubmit} />
      )}
    </Dialog>
  );
}

function DetailsForm({ initial, onSubmit }: { initial: UserInfoValues; onSubmit: (info: UserInfo) => void }) {
  return <UserInfoForm id={FORM_ID} label="Your details for the letters" details={useUserInfoForm(initial)} onValid={onSubmit} />;
}
