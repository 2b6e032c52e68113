import type { MailingQuote } from '@finx/contracts';
import { serverMessage } from '@finx/contracts/session';
import { toast } from '@finx/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { api, successBody } from '../api';
import { refusalOf, type Refusal } from './access';
import { ConfirmMailingDialog } from './ConfirmMailingDialog';
import { ContractDialog, SUBSCRIPTION_CURRENT_KEY } from './ContractPapers';
import { PlanRequiredDialog } from './PlanRequiredDialog';

type Step =
  | { kind: 'idle' }
  | { kind: 'contract'; retry: () => void }
  | { kind: 'plan'; refusal: Extract<Refusal, { kind: 'plan' }> }
  | { kind: 'confirm'; quote: MailingQuote; send: (totalCents: number) => void };

/**
 * Contract before service, plans and confirmed prices on the screens (issue 26). `guard(err, retry)` turns a refused
 * call into its dialog: the contract (then `retry`), or the plan that includes it; `mail(quote, send)` asks for the
 * mailing's quote (the same refusals) and shows it to confirm; only Confirm calls `send` with the price.
 */
export function useServiceFlow({ isSending = false }: { isSending?: boolean } = {}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [quoting, setQuoting] = useState(false);
  const busy = useRef(false);
  const close = () => setStep({ kind: 'idle' });

  /** true when the error was a refusal this flow now handles (the caller shows nothing else). */
  const guard = (err: unknown, retry: () => void): boolean => {
    const refusal = refusalOf(err);
    if (refusal?.kind === 'contract') setStep({ kind: 'contract', retry });
    else if (refusal?.kind === 'plan') setStep({ kind: 'plan', refusal });
    else if (refusal?.kind === 'price') {
      toast({ title: 'Price Changed', description: refusal.message, tone: 'destructive' });
      retry();
    } else return false;
    return true;
  };

  /** Whether the user has accepted the contract (the subscription read the billing screen shares); true when unknown, the server decides. */
  const accepted = () =>
    queryClient
      .fetchQuery({ queryKey: SUBSCRIPTION_CURRENT_KEY, queryFn: () => api.billing.current().then(successBody), staleTime: 30_000 })
      .then((current) => current.serviceAccepted !== false)
      .catch(() => true);

  /** Runs `then` once the contract is accepted: at once when it is, else after the contract dialog. */
  const ensureContract = async (then: () => void) => {
    if (await accepted()) then();
    else setStep({ kind: 'contract', retry: then });
  };

  const mail = async (getQuote: () => Promise<MailingQuote>, send: (totalCents: number) => void) => {
    if (busy.current) return;
    busy.current = true;
    setQuoting(true);
    try {
      if (!(await accepted())) {
        setStep({ kind: 'contract', retry: () => void mail(getQuote, send) });
        return;
      }
      const quote = await getQuote();
      setStep({ kind: 'confirm', quote, send });
    } catch (err) {
      if (!guard(err, () => void mail(getQuote, send)))
        toast({ title: 'Mailing failed', description: serverMessage(err, 'The price could not be worked out. Please try again.'), tone: 'destructive' });
    } finally {
      busy.current = false;
      setQuoting(false);
    }
  };

  let dialogs: ReactNode = null;
  if (step.kind === 'contract') {
    const { retry } = step;
    dialogs = (
      <ContractDialog
        plan={null}
        onClose={close}
        onAccepted={() => {
          close();
          // after the contract dialog has gone and given the focus back: a dialog the retry opens (the letters'
          // details) would otherwise take that focus move as a click outside and close at once
          window.setTimeout(retry, 100);
        }}
      />
    );
  } else if (step.kind === 'plan') dialogs = <PlanRequiredDialog plan={step.refusal.plan} message={step.refusal.message} onClose={close} />;
  else if (step.kind === 'confirm') dialogs = <ConfirmMailingDialog quote={step.quote} isSending={isSending} onConfirm={step.send} onClose={close} />;

  return { guard, mail, ensureContract, quoting, dialogs, close, confirming: step.kind === 'confirm' };
}
