import {
  creditDataNote,
  formatTimestampDate,
  RECOMMENDATION_TYPE_LABELS,
  type BuilderAccount,
  type Recommendation,
  type UnderwritingHistoryItem,
  type UnderwritingResult,
} from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, creditworthinessTone, riskTone, toast, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { documentKeys, documentQueries } from '../../common/documents/queries';
import { BuilderRequestLine, BuilderStatusBadge, requestToast } from './BuilderState';
import { bigNumber, muted, tabular } from './parts';
import { creditKeys, creditQueries } from './queries';
import { capital } from './underwriting-queries';

const PRIORITY_TONE: Record<Recommendation['priority'], Tone> = { high: 'danger', medium: 'warning', low: 'neutral' };
/** Creditworthiness colours (spec §9): ≥ 80 green, ≥ 60 yellow, else red. */
const SCORE_COLOR = { success: css({ color: 'success' }), warning: css({ color: 'warning' }), danger: css({ color: 'danger' }) };

const headline = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const tile = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', bg: 'raised', borderRadius: 'control' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const recItem = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', bg: 'raised', borderRadius: 'control' });
const recFacts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '2',
  m: '0',
  '& dt': { color: 'text.secondary', fontSize: 'xs' },
  '& dd': { m: '0', fontSize: 'sm' },
});

type Props = { result: UnderwritingResult; history: UnderwritingHistoryItem[]; userId: number; onUploadReport?: () => void };

/**
 * The result: score out of 100, risk, confidence, the narrative, principal reasons, recommendations and past scores.
 * Without credit data there is no score and no risk level: the result says what it needs instead.
 */
export function AnalysisResult({ result, history, userId, onUploadReport }: Props) {
  const builders = useQuery(creditQueries.builderAccounts(userId));
  const findings = useQuery({ ...documentQueries.findings(), enabled: result.recommendations.some((r) => r.action?.kind === 'file_finding') });
  /** The builder account (or request) a recommendation led to, since the analysis, here or elsewhere. */
  const builderOf = (r: Recommendation) => {
    const a = r.action;
    return a?.kind === 'enroll_builder' ? builders.data?.find((b) => b.provider === a.provider) : undefined;
  };
  const filed = (r: Recommendation) =>
    r.action?.kind === 'file_finding' && !!findings.data?.some((f) => f.key === (r.action as { key: string }).key && f.disputeId !== null);
  const score = result.creditworthinessScore;
  const scoreTone = score === null ? null : creditworthinessTone(score);
  const note = creditDataNote(result.basis);
  const narrative = note
    ? result.narrative
        .replace(note, '')
        .replace(/\s{2,}/g, ' ')
        .trim()
    : result.narrative;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Card title="Analysis result" description={`Run ${formatTimestampDate(result.createdAt)} · ${result.model}`}>
        <div className={headline}>
          <div className={tile}>
            <span className={muted}>Creditworthiness</span>
            {score === null || scoreTone === null ? (
              <p className={css({ m: '0', fontWeight: 'semibold' })}>No score without a credit report</p>
            ) : (
              <p className={css({ m: '0' })}>
                <span className={cx(bigNumber, SCORE_COLOR[scoreTone])} data-tone={scoreTone}>
                  {score}
                </span>
                <span className={muted}>/100</span>
              </p>
            )}
          </div>
          <div className={tile}>
            <span className={muted}>Risk level</span>
            {result.riskLevel === null ? (
              <p className={css({ m: '0', fontWeight: 'semibold' })}>Not assessed</p>
            ) : (
              <Badge tone={riskTone(result.riskLevel)} className={css({ alignSelf: 'flex-start' })}>{`${capital(result.riskLevel)} risk`}</Badge>
            )}
          </div>
          <div className={tile}>
            <span className={muted}>Confidence</span>
            <span className={bigNumber}>{result.confidenceScore}%</span>
          </div>
        </div>
        {note && (
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              alignItems: 'flex-start',
              p: '4',
              bg: 'raised',
              borderRadius: 'control',
              borderLeftWidth: '3px',
              borderLeftStyle: 'solid',
              borderLeftColor: result.basis.creditData === 'none' ? 'warning' : 'info',
            })}
          >
            <p className={css({ m: '0', fontWeight: 'medium' })}>{note}</p>
            {onUploadReport && (
              <Button size="sm" variant="secondary" onPress={onUploadReport}>
                Upload a credit report
              </Button>
            )}
          </div>
        )}
        {/* the note is shown above: the narrative's own copy of it is not repeated */}
        {narrative && <p className={css({ m: '0' })}>{narrative}</p>}
        {result.narrativeNote && <p className={muted}>{result.narrativeNote}</p>}
        {result.basis.missing.length > 0 && <p className={muted}>Missing: {result.basis.missing.join(', ')}.</p>}
      </Card>

      <Card
        title="Principal reasons"
        description={
          score === null
            ? 'What the numbers you entered show. A lender would also read your credit file, which this analysis has not seen.'
            : 'What a lender would have to tell you, most important first (ECOA / Regulation B).'
        }
      >
        {result.reasons.length === 0 ? (
          <p className={muted}>
            {score === null ? 'Nothing in the numbers you entered stands out.' : 'Nothing in your data stands out as a reason to decline.'}
          </p>
        ) : (
          <ol aria-label="Principal reasons" className={css({ m: '0', pl: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
            {result.reasons.map((r) => (
              <li key={r.code}>
                <p className={css({ m: '0', fontWeight: 'semibold' })}>{r.text}</p>
                <p className={muted}>{r.detail}</p>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card title="Recommendations">
        {result.recommendations.length === 0 ? (
          <p className={muted}>
            {score === null
              ? 'Recommendations need your credit history: upload a credit report and run the analysis again.'
              : 'No steps to suggest from this analysis: keep paying on time and your balances low.'}
          </p>
        ) : (
          <ul className={list} aria-label="Recommendations">
            {result.recommendations.map((r) => (
              <RecommendationItem key={r.id} rec={r} userId={userId} builder={builderOf(r)} filed={filed(r)} />
            ))}
          </ul>
        )}
      </Card>

      {history.length > 1 && (
        <Card title="Past scores">
          <ul className={list} aria-label="Past scores">
            {history.map((h) => (
              <li key={h.id} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'center' })}>
                <time dateTime={h.createdAt} className={muted}>
                  {formatTimestampDate(h.createdAt)}
                </time>
                {h.creditworthinessScore === null || h.riskLevel === null ? (
                  <span className={muted}>No score (no credit data)</span>
                ) : (
                  <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                    <span className={cx(tabular, css({ fontWeight: 'semibold' }))}>{h.creditworthinessScore}/100</span>
                    <Badge tone={riskTone(h.riskLevel)}>{capital(h.riskLevel)}</Badge>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/**
 * One recommendation with its one-click action, when it has one: send a builder partner the request (then its state
 * and the partner's site), or file the dispute.
 */
function RecommendationItem({ rec, userId, builder, filed }: { rec: Recommendation; userId: number; builder: BuilderAccount | undefined; filed: boolean }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: async () => {
      const a = rec.action!;
      if (a.kind === 'enroll_builder') return api.builderAccounts.create({ body: { userId, provider: a.provider } }).then(successBody);
      return api.documents.fileFinding({ params: { key: a.key }, body: {} }).then(successBody);
    },
    onSuccess: (answer) => {
      if (rec.action!.kind === 'enroll_builder') {
        requestToast(answer as BuilderAccount);
        void queryClient.invalidateQueries({ queryKey: creditKeys.builderAccounts(userId) });
      } else {
        toast({ title: 'Dispute Filed', description: `${rec.title}: follow it on the Disputes page.`, tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: creditKeys.disputes(userId) });
        void queryClient.invalidateQueries({ queryKey: documentKeys.findings });
      }
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
    },
    onError: (err) =>
      toast({
        title: rec.action!.kind === 'enroll_builder' ? 'Request Failed' : 'Dispute Not Filed',
        description: serverMessage(err, 'Please try again.'),
        tone: 'destructive',
      }),
  });
  const label = rec.action?.kind === 'enroll_builder' ? 'Send request' : 'File dispute';
  const done = builder !== undefined || filed;
  return (
    <li className={recItem}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
        <Badge tone="info">{RECOMMENDATION_TYPE_LABELS[rec.type]}</Badge>
        <Badge tone={PRIORITY_TONE[rec.priority]}>{`${capital(rec.priority)} priority`}</Badge>
      </div>
      <p className={css({ m: '0', fontWeight: 'semibold' })}>{rec.title}</p>
      <p className={muted}>{rec.description}</p>
      <dl className={recFacts}>
        <div>
          <dt>Estimated impact</dt>
          <dd className={tabular}>{rec.estimatedImpact > 0 ? `+${rec.estimatedImpact} points` : 'Small'}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd>{rec.provider}</dd>
        </div>
        <div>
          <dt>Timeframe</dt>
          <dd>{rec.timeframe}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{rec.cost}</dd>
        </div>
      </dl>
      {rec.action &&
        (done ? (
          builder ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
              <BuilderStatusBadge account={builder} />
              {builder.status === 'requested' && <BuilderRequestLine account={builder} className={muted} />}
            </div>
          ) : (
            <Badge tone="success" className={css({ alignSelf: 'flex-start' })}>
              Dispute filed
            </Badge>
          )
        ) : (
          <div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${label}: ${rec.title}`}
              isPending={act.isPending}
              pendingLabel={rec.action.kind === 'enroll_builder' ? 'Sending...' : 'Filing...'}
              onPress={() => act.mutate()}
            >
              {label}
            </Button>
          </div>
        ))}
    </li>
  );
}
