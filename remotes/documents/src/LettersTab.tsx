import {
  BUREAU_LABELS,
  DISPUTE_TYPE_LABELS,
  formatTimestampDate,
  isApiError,
  serverMessage,
  type Dispute,
  type PackageLetter,
  type PackageLetterStatus,
  type UserInfo,
} from '@finx/contracts';
import { Badge, Button, buttonStyle, Card, Skeleton, toast, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { Link } from '@finx/router';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, successBody } from '../../common/api';
import { SavedDetails } from '../../common/disputes/SavedDetails';
import { UserInfoForm, useUserInfoForm, type UserInfoValues } from '../../common/disputes/UserInfoFields';
import { documentKeys } from '../../common/documents/queries';
import { itemTitle, muted, row, small, tabular, tile, twoColumnList } from '../../common/documents/ui';
import { useServiceFlow } from '../../common/service/useServiceFlow';
import { useSessionUser } from '../../common/useSessionUser';

/** The saved name and address for letters (null when none), under the disputes screen's key. */
const userInfoQuery = queryOptions({ queryKey: ['dispute-user-info'], queryFn: () => api.disputeMail.userInfo().then(successBody) });

/** The user's disputes, under the key the disputes screen and the dashboard read them by. */
export const disputesQuery = (userId: number) =>
  queryOptions({ queryKey: ['disputes', userId], queryFn: () => api.disputes.list({ params: { userId } }).then(successBody) });

/** What goes into the bureau letters: every open dispute whose letter is not mailed yet, however it was filed. */
export const waitingForLetter = (disputes: Dispute[]) => disputes.filter((d) => d.status === 'pending' && d.mailing === null);

const link = css({
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const waitingList = css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', overflowWrap: 'anywhere' });

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
const badgeList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0' });

type Props = { userId: number; letters: PackageLetter[] };

/**
 * AI Letters: Generate Dispute Letters writes one letter per bureau from every open dispute not mailed yet (filed
 * from the suggested disputes, the Credit File's "Dispute this" or the Disputes screen), then one card per letter.
 */
export function LettersTab({ userId, letters }: Props) {
  const queryClient = useQueryClient();
  const stored = useQuery(userInfoQuery);
  const disputes = useQuery(disputesQuery(userId));
  const [askDetails, setAskDetails] = useState(false);
  // the server's "nothing to dispute yet", kept on the card with the way to file a dispute
  const [nothing, setNothing] = useState<string | null>(null);
  const generate = useMutation({
    mutationFn: (userInfo?: UserInfo) => api.disputePackages.generateLetters({ body: { userId, userInfo } }).then(successBody),
    onSuccess: ({ letters: written }) => {
      setAskDetails(false);
      setNothing(null);
      toast({
        title: 'Letters Generated',
        description: `${written.length} ${written.length === 1 ? 'letter is' : 'letters are'} ready to mail.`,
        tone: 'success',
      });
      for (const key of [documentKeys.packages, documentKeys.findings, ['disputes', userId], userInfoQuery.queryKey])
        void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err, userInfo) => {
      // Letters prepared for mailing are FinX's service: the contract first, then they are written (issue 26).
      if (flow.guard(err, () => generate.mutate(userInfo))) return setAskDetails(false);
      const message = serverMessage(err, 'Failed to generate the letters. Please try again.');
      // the saved details are gone or incomplete: ask for them (the letters carry the user's own)
      if (isApiError(err) && err.code === 'missing_user_info') return setAskDetails(true);
      setAskDetails(false);
      // no open, unsent dispute to write a letter for
      if (isApiError(err) && err.code === 'nothing_to_dispute') setNothing(message);
      toast({ title: 'Letter generation failed', description: message, tone: 'destructive' });
    },
  });
  const flow = useServiceFlow();
  const waiting = disputes.data ? waitingForLetter(disputes.data) : null;

  return (
    <Card
      title="AI Dispute Letters"
      description="One letter per bureau, covering your open disputes not mailed yet, written with your own name and address and citing the law."
      actions={
        <Button
          // no saved name and address yet: ask for them first (the server would refuse without)
          // the contract first (letters for mailing are FinX's service), then the details when none are saved
          onPress={() => void flow.ensureContract(() => (stored.data === null ? setAskDetails(true) : generate.mutate(undefined)))}
          isPending={generate.isPending && !askDetails}
          pendingLabel="Generating..."
          isDisabled={stored.isPending || (generate.isPending && askDetails)}
        >
          Generate Dispute Letters
        </Button>
      }
    >
      {nothing !== null ? (
        <p className={muted} data-nothing-to-dispute="">
          {nothing} <FileADispute />
        </p>
      ) : (
        waiting && <Waiting disputes={waiting} />
      )}
      {letters.length === 0 ? (
        <p className={muted}>No letters yet. Generate them: each bureau gets one letter covering your open disputes with it.</p>
      ) : (
        <ul className={twoColumnList} aria-label="Dispute letters">
          {letters.map((l) => (
            <LetterCard key={l.id} letter={l} />
          ))}
        </ul>
      )}
      {askDetails && <DetailsDialog isPending={generate.isPending} onSubmit={(info) => generate.mutate(info)} onClose={() => setAskDetails(false)} />}
      {flow.dialogs}
    </Card>
  );
}

/** Where a dispute is filed: any item of the reports from the Credit File, or by hand on the Disputes screen. */
function FileADispute() {
  return (
    <>
      Dispute any item of your reports from your{' '}
      <Link to="/credit-file" className={link}>
        Credit File
      </Link>
      , or file one on the{' '}
      <Link to="/disputes" className={link}>
        Disputes
      </Link>{' '}
      screen.
    </>
  );
}

/** The open disputes the next letters cover, or the way to file one when there is none. */
function Waiting({ disputes }: { disputes: Dispute[] }) {
  if (disputes.length === 0) {
    return (
      <p className={muted}>
        No open dispute is waiting for a letter. <FileADispute />
      </p>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <p className={muted}>Open disputes not mailed yet ({disputes.length}), each in its bureau's letter:</p>
      <ul className={waitingList} aria-label="Disputes waiting for a letter">
        {disputes.map((d) => (
          <li key={d.id}>
            <Link to={`/disputes#dispute-${d.id}`} className={link}>
              {d.creditor}
            </Link>
            {d.accountNumber && ` ${d.accountNumber}`} · {BUREAU_LABELS[d.bureau]} · {DISPUTE_TYPE_LABELS[d.type]}
          </li>
        ))}
      </ul>
    </div>
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
        {l.letterType} · Created {formatTimestampDate(l.createdDate)} · {l.disputeIds.length} {l.disputeIds.length === 1 ? 'dispute' : 'disputes'}
      </p>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as the tests' handle on the excerpt; screen readers read its text (a named role would add a landmark per letter) */}
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
        <a
          href={l.pdfUrl}
          download
          className={buttonStyle({ variant: 'secondary', size: 'sm' })}
          aria-label={`Download PDF: ${BUREAU_LABELS[l.bureau]} letter`}
        >
          Download PDF
        </a>
      </div>
    </li>
  );
}

export function LettersSkeleton() {
  return (
    <Card title="AI Dispute Letters" aria-busy="true">
      <ul className={twoColumnList}>
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
  const session = useSessionUser();
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
      <SavedDetails stored={stored} session={session}>
        {(initial) => <DetailsForm initial={initial} onSubmit={onSubmit} />}
      </SavedDetails>
    </Dialog>
  );
}

function DetailsForm({ initial, onSubmit }: { initial: UserInfoValues; onSubmit: (info: UserInfo) => void }) {
  return <UserInfoForm id={FORM_ID} label="Your details for the letters" details={useUserInfoForm(initial)} onValid={onSubmit} />;
}
