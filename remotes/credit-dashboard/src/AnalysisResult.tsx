import { RECOMMENDATION_TYPE_LABELS, type Recommendation, type UnderwritingHistoryItem, type UnderwritingResult } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { Badge, Button, Card, creditworthinessTone, riskTone, toast, type Tone } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import { documentKeys, documentQueries } from '../../common/documents/queries';
import { bigNumber, muted, tabular } from './parts';
import { creditKeys, creditQueries, formatDate } from './queries';
import { capital } from './underwriting-queries';

const PRIORITY_TONE: Record<Recommendation['priority'], Tone> = { high: 'danger', medium: 'warning', low: 'neutral' };
/** Creditworthiness colours (spec §9): ≥ 80 green, ≥ 60 yellow, else red. */
const SCORE_COLOR = { success: css({ color: 'success' }), warning: css({ color: 'warning' }), danger: css({ color: 'danger' }) };

const headline = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const tile = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', bg: 'raised', borderRadius: 'control' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '3' });
const recItem = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '4', bg: 'raised', borderRadius: 'control' });
const recFacts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: '2', m: '0', '& dt': { color: 'text.secondary', fontSize: 'xs' }, '& dd': { m: '0', fontSize: 'sm' } });

type Props = { result: UnderwritingResult; history: UnderwritingHistoryItem[]; userId: number };

/** The result: score out of 100, risk, confidence, the narrative, principal reasons, recommendations and past scores. */
export function AnalysisResult({ result, history, userId }: Props) {
  const builders = useQuery(creditQueries.builderAccounts(userId));
  const findings = useQuery({ ...documentQueries.findings(), enabled: result.recommendations.some((r) => r.action?.kind === 'file_finding') });
  /** An action already taken (since the analysis, here or elsewhere). */
  const done = (r: Recommendation) => {
    const a = r.action;
    if (!a) return false;
    if (a.kind === 'enroll_builder') return !!builders.data?.some((b) => b.provider === a.provider && b.status === 'active');
    return !!findings.data?.some((f) => f.key === a.key && f.disputeId !== null);
  };
  const scoreTone = creditworthinessTone(result.creditworthinessScore);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Card title="Analysis result" description={`Run ${formatDate(result.createdAt)} · ${result.model}`}>
        <div className={headline}>
          <div className={tile}>
            <span className={muted}>Creditworthiness</span>
            <p className={css({ m: '0' })}>
              <span className={cx(bigNumber, SCORE_COLOR[scoreTone])} data-tone={scoreTone}>
                {result.creditworthinessScore}
              </span>
              <span className={muted}>/100</span>
            </p>
          </div>
          <div className={tile}>
            <span className={muted}>Risk level</span>
            <Badge tone={riskTone(result.riskLevel)} className={css({ alignSelf: 'flex-start' })}>{`${capital(result.riskLevel)} risk`}</Badge>
          </div>
          <div className={tile}>
            <span className={muted}>Confidence</span>
            <span className={bigNumber}>{result.confidenceScore}%</span>
          </div>
        </div>
        <p className={css({ m: '0' })}>{result.narrative}</p>
        {result.narrativeNote && <p className={muted}>{result.narrativeNote}</p>}
        {result.basis.missing.length > 0 && <p className={muted}>Missing: {result.basis.missing.join(', ')}.</p>}
      </Card>

      <Card title="Principal reasons" description="What a lender would have to tell you, most important first (ECOA / Regulation B).">
        {result.reasons.length === 0 ? (
          <p className={muted}>Nothing in your data stands out as a reason to decline.</p>
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
          <p className={muted}>No steps to suggest from this analysis: keep paying on time and your balances low.</p>
        ) : (
          <ul className={list} aria-label="Recommendations">
            {result.recommendations.map((r) => (
              <RecommendationItem key={r.id} rec={r} userId={userId} done={done(r)} />
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
                  {formatDate(h.createdAt)}
                </time>
                <span className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <span className={cx(tabular, css({ fontWeight: 'semibold' }))}>{h.creditworthinessScore}/100</span>
                  <Badge tone={riskTone(h.riskLevel)}>{capital(h.riskLevel)}</Badge>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

/** One recommendation with its one-click action, when it has one (enroll, or file the dispute). */
function RecommendationItem({ rec, userId, done }: { rec: Recommendation; userId: number; done: boolean }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: async () => {
      const a = rec.action!;
      if (a.kind === 'enroll_builder') return api.builderAccounts.create({ body: { userId, provider: a.provider } }).then(successBody);
      return api.documents.fileFinding({ params: { key: a.key }, body: {} }).then(successBody);
    },
    onSuccess: () => {
      if (rec.action!.kind === 'enroll_builder') {
        toast({ title: 'Builder Account Added', description: `You're enrolled with ${rec.provider}.`, tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: creditKeys.builderAccounts(userId) });
      } else {
        toast({ title: 'Dispute Filed', description: `${rec.title}: follow it on the Disputes page.`, tone: 'success' });
        void queryClient.invalidateQueries({ queryKey: creditKeys.disputes(userId) });
        void queryClient.invalidateQueries({ queryKey: documentKeys.findings });
      }
      void queryClient.invalidateQueries({ queryKey: creditKeys.activities(userId) });
    },
    onError: (err) => toast({ title: rec.action!.kind === 'enroll_builder' ? 'Enrollment Failed' : 'Dispute Not Filed', description: serverMessage(err, 'Please try again.'), tone: 'destructive' }),
  });
  const label = rec.action?.kind === 'enroll_builder' ? 'Enroll' : 'File dispute';
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
          <Badge tone="success" className={css({ alignSelf: 'flex-start' })}>
            {rec.action.kind === 'enroll_builder' ? 'Enrolled' : 'Dispute filed'}
          </Badge>
        ) : (
          <div>
            <Button size="sm" variant="secondary" aria-label={`${label}: ${rec.title}`} isPending={act.isPending} pendingLabel={rec.action.kind === 'enroll_builder' ? 'Enrolling...' : 'Filing...'} onPress={() => act.mutate()}>
              {label}
            </Button>
          </div>
        ))}
    </li>
  );
}
