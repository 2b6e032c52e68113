import {
  BUREAU_LABELS,
  BUREAUS,
  CERTIFIED_MAIL_PRICE_CENTS,
  formatCentsFixed,
  formatTimestamp,
  sandboxCarrierNotice,
  serverMessage,
  type Bureau,
  type MailingPackage,
  type PackageLetter,
} from '@finx/contracts';
import { Badge, Button, Card, toast } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { documentKeys } from '../../common/documents/queries';
import { itemTitle, muted, plainList, row, small, stack, tabular, tile } from '../../common/documents/ui';
import { LETTER_STATUS } from './LettersTab';
import { shortId } from './format';
import { useServiceFlow } from '../../common/service/useServiceFlow';

const packagesGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  m: '0',
  p: '0',
});
const price = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', fontVariantNumeric: 'tabular-nums', m: '0' });
const statusRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  py: '3',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
  _first: { borderTopWidth: '0', pt: '0' },
});
const mono = css({ fontFamily: 'mono', fontSize: 'sm', overflowWrap: 'anywhere' });

type Props = { userId: number; letters: PackageLetter[]; mailings: MailingPackage[] };

/** USPS Mailing (once letters exist): the three bureau packages at $8.50 certified each, and the mailing status. */
export function MailingTab({ userId, letters, mailings }: Props) {
  return (
    <div className={stack}>
      <Card
        title="Certified Mail Packages"
        description={`Each bureau's letter goes as one USPS Certified Mail package, ${formatCentsFixed(CERTIFIED_MAIL_PRICE_CENTS)} each, with tracking from the post office to the bureau.`}
      >
        <ul className={packagesGrid} aria-label="Bureau packages">
          {BUREAUS.map((b) => (
            <PackageCard key={b} bureau={b} letter={letters.find((l) => l.bureau === b)} userId={userId} />
          ))}
        </ul>
      </Card>
      <Card title="Mailing Status">
        {mailings.length === 0 ? (
          <p className={muted}>Nothing mailed yet. Send a package above; its tracking number shows here.</p>
        ) : (
          <ul className={plainList} aria-label="Mailing status">
            {mailings.map((m) => (
              <li key={m.packageId} className={statusRow} aria-label={`Package ${shortId(m.packageId)}`}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })}>
                  <span className={css({ fontWeight: 'semibold' })}>
                    Package <span className={mono}>{shortId(m.packageId)}</span> · {BUREAU_LABELS[m.bureau]}
                  </span>
                  <span className={cx(small, tabular)}>
                    Tracking number: {m.trackingNumber ? <span className={mono}>{m.trackingNumber}</span> : 'not issued yet'}
                    {m.mailedAt && ` · mailed ${formatTimestamp(m.mailedAt)}`}
                  </span>
                  {sandboxCarrierNotice(m.carrier) && <span className={small}>{sandboxCarrierNotice(m.carrier)}</span>}
                  {!m.success && m.error && <span className={css({ color: 'danger.text', fontSize: 'sm' })}>{m.error}</span>}
                </div>
                <Badge tone={m.success ? 'success' : 'danger'}>{m.success ? 'Sent' : 'Failed'}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function PackageCard({ bureau, letter, userId }: { bureau: Bureau; letter: PackageLetter | undefined; userId: number }) {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: ({ packageId, confirmedPriceCents }: { packageId: string; confirmedPriceCents: number }) =>
      api.disputePackages.sendLetters({ body: { userId, packageIds: [packageId], confirmedPriceCents } }).then(successBody),
    onSuccess: ({ mailingPackages }) => {
      flow.close();
      const sent = mailingPackages.filter((m) => m.success);
      // The receipt: each package's tracking number (or that the carrier has not answered yet).
      const receipt = sent
        .map((m) => `${BUREAU_LABELS[m.bureau]}: ${m.trackingNumber ? `tracking ${m.trackingNumber}` : 'queued, tracking number to follow'}`)
        .join('; ');
      // the sandbox carrier mails nothing, and the receipt says so in the words every screen uses
      const sandbox = sent.map((m) => sandboxCarrierNotice(m.carrier)).find(Boolean);
      const how = sandbox ? `through the test carrier. ${sandbox}` : 'by USPS Certified Mail.';
      if (sent.length > 0)
        toast({ title: 'Letters Sent', description: `${sent.length} ${sent.length === 1 ? 'package' : 'packages'} sent ${how} ${receipt}.`, tone: 'success' });
      else
        toast({
          title: 'Mailing failed',
          description: mailingPackages.find((m) => m.error)?.error ?? 'The carrier did not accept the package.',
          tone: 'destructive',
        });
    },
    onError: (err, { packageId }) => {
      if (!flow.guard(err, () => confirmAndSend(packageId)))
        toast({ title: 'Mailing failed', description: serverMessage(err, 'Failed to mail the package. Please try again.'), tone: 'destructive' });
    },
    onSettled: () => {
      for (const key of [documentKeys.packages, ['disputes', userId]]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  // The contract before the first mailing, then the packages, recipients and price confirmed (issue 26).
  const flow = useServiceFlow({ isSending: send.isPending });
  const confirmAndSend = (packageId: string) =>
    void flow.mail(
      () => api.disputePackages.quote({ query: { packageIds: packageId } }).then(successBody),
      (confirmedPriceCents) => send.mutate({ packageId, confirmedPriceCents }),
    );
  const name = BUREAU_LABELS[bureau];
  const canSend = !!letter && (letter.status === 'ready' || letter.status === 'failed');
  return (
    <li className={tile} aria-label={`${name} package`}>
      <div className={cx(row, css({ justifyContent: 'space-between' }))}>
        <h3 className={itemTitle}>{name}</h3>
        {letter && <Badge tone={LETTER_STATUS[letter.status].tone}>{LETTER_STATUS[letter.status].label}</Badge>}
      </div>
      <p className={price}>{formatCentsFixed(CERTIFIED_MAIL_PRICE_CENTS)}</p>
      <p className={small}>
        {letter
          ? `USPS Certified · ${letter.letterType} · package ${shortId(letter.id)}`
          : `USPS Certified · no letter: no open dispute with ${name} is waiting for one`}
      </p>
      <Button
        onPress={() => letter && confirmAndSend(letter.id)}
        isPending={send.isPending || flow.quoting}
        pendingLabel="Sending..."
        isDisabled={!canSend}
        aria-label={`Send via USPS Certified Mail: ${name}`}
        className={css({ mt: 'auto', whiteSpace: 'normal', h: 'auto', minH: '10', py: '2' })}
      >
        Send via USPS Certified Mail
      </Button>
      {flow.dialogs}
    </li>
  );
}
