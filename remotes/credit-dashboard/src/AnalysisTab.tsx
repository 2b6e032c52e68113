import { UNDERWRITING_INPUT_LABELS, underwritingInputSchema, type UnderwritingInput } from '@finx/contracts';
import { useServiceFlow } from '../../common/service/useServiceFlow';
import { serverMessage } from '@finx/contracts/session';
import { Button, Card, Skeleton, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';
import type { useForm } from '../../common/useForm';
import { AnalysisResult } from './AnalysisResult';
import { Loaded, muted } from './parts';
import { underwritingKeys, underwritingQueries } from './underwriting-queries';

type InputKey = keyof UnderwritingInput;
export const EMPTY_INPUT: Record<InputKey, string> = { income: '', employment: '', expenses: '', existingDebts: '' };
export type AnalysisForm = ReturnType<typeof useForm<Record<InputKey, string>>>;

const HINTS: Record<InputKey, string> = {
  income: 'Before tax, per month',
  employment: 'At your current employer (e.g. 2.5)',
  expenses: 'Rent or mortgage and other fixed bills, per month',
  existingDebts: 'Total you owe on cards and loans',
};

/** The typed numbers, empty ones omitted (spec §5); anything else is left for the schema to name. */
export function inputOf(values: Record<InputKey, string>): Record<string, unknown> {
  return Object.fromEntries(
    (Object.keys(EMPTY_INPUT) as InputKey[]).flatMap((k) => {
      const raw = values[k].trim().replace(/[$,]/g, '');
      return raw === '' ? [] : [[k, Number.isFinite(Number(raw)) ? Number(raw) : raw]];
    }),
  );
}

const fields = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });

/** AI Analysis: the four inputs, Run AI Analysis, and the result (the last one shows on return). */
export function AnalysisTab({ userId, form, onUploadReport }: { userId: number; form: AnalysisForm; onUploadReport?: () => void }) {
  const queryClient = useQueryClient();
  const results = useQuery(underwritingQueries.results(userId));

  const analyze = useMutation({
    mutationFn: (additionalData: UnderwritingInput) => api.underwriting.analyze({ body: { userId, additionalData } }).then(successBody),
    onSuccess: (result) => {
      toast({
        title: 'AI Analysis Complete',
        description:
          result.creditworthinessScore === null
            ? 'No score yet: upload a credit report so the analysis can read your credit history.'
            : `Creditworthiness score: ${result.creditworthinessScore}/100`,
        tone: result.creditworthinessScore === null ? 'info' : 'success',
      });
      void queryClient.invalidateQueries({ queryKey: underwritingKeys.results(userId) });
    },
    onError: (err) => {
      // Beyond the user's plan (402): the plan that includes it, with the way to choose it (issue 26).
      if (!flow.guard(err, () => undefined))
        toast({ title: 'Analysis Failed', description: serverMessage(err, 'The analysis could not be run. Please try again.'), tone: 'destructive' });
    },
  });
  const flow = useServiceFlow();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (analyze.isPending) return;
    const input = form.validate(underwritingInputSchema, inputOf(form.values));
    if (input) analyze.mutate(input);
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Card
        title="Your numbers"
        description="The analysis reads your latest credit report, FinX Score and open disputes; these add your cash flow. Leave any empty. Without a credit report or a score it gives no score: income alone does not show how you repay credit."
      >
        <form ref={form.formRef} onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div className={fields}>
            {(Object.keys(EMPTY_INPUT) as InputKey[]).map((k) => (
              <TextField
                key={k}
                {...form.field(k)}
                label={UNDERWRITING_INPUT_LABELS[k]}
                description={HINTS[k]}
                inputMode="decimal"
                type="number"
                min={0}
                step="any"
              />
            ))}
          </div>
          <div>
            <Button type="submit" isPending={analyze.isPending} pendingLabel="Analyzing...">
              Run AI Analysis
            </Button>
          </div>
        </form>
      </Card>
      <Loaded query={results} what="your last analysis" skeleton={<Skeleton height={240} />}>
        {({ latest, history }) =>
          latest ? (
            <AnalysisResult result={latest} history={history} userId={userId} onUploadReport={onUploadReport} />
          ) : (
            <p className={muted}>No analysis yet. Enter what you know and run it: the more you add, the higher its confidence.</p>
          )
        }
      </Loaded>
      {flow.dialogs}
    </div>
  );
}
