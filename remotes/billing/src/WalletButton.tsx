import type { Plan } from '@finx/contracts/plans';
import { serverMessage } from '@finx/contracts/session';
import { Button, toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useNavigate } from '@finx/router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api, successBody } from '../../common/api';
import { billingQueries, useHasContract } from './queries';
import { muted } from './ui';

/** The spec's marker of an unconfigured wallet provider: a client token starting with demo_. */
export const isDemoToken = (token: string) => token.startsWith('demo_');

const spinner = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', minH: '11', color: 'text.secondary', fontSize: 'sm' });
const spin = css({
  w: '4',
  h: '4',
  borderRadius: '50%',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: 'finxSpin 0.8s linear infinite',
});

/**
 * The page's Content-Security-Policy admits PayPal only when /subscription itself was loaded from the server; after
 * a navigation inside the app the page still has the policy of the first page, so it is loaded once more.
 */
function documentAllowsPaypal(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !nav || new URL(nav.name).pathname.replace(/\/$/, '') === '/subscription';
}

/** What the fallback button says when the server gave no message (issue 26: plain words, no setting names). */
export const PAYPAL_UNAVAILABLE = "Paying with PayPal isn't available yet. Please pay by card.";

/**
 * The wallet-provider button (spec part 2 §4): a spinner while the setup call runs, then PayPal's own button when
 * the server gave a real client token, else a button that says PayPal is not available yet (the spec's demo
 * button; the settings an operator must set are in the server's log and GET /api/health, never on this screen).
 */
export function WalletButton({ plan, onNeedsContract }: { plan: Plan; onNeedsContract: () => void }) {
  const setup = useQuery(billingQueries.paypalSetup());
  if (setup.isPending) {
    return (
      <div className={spinner} role="status" aria-label={`Loading PayPal for ${plan.name}`}>
        <span className={spin} aria-hidden />
        Loading PayPal…
      </div>
    );
  }
  if (setup.isError || !setup.data.clientId || isDemoToken(setup.data.clientToken)) {
    if (setup.isError) console.error('PayPal setup failed', setup.error);
    return <DemoWalletButton plan={plan} message={setup.data?.message} />;
  }
  return <PaypalButton plan={plan} clientId={setup.data.clientId} clientToken={setup.data.clientToken} onNeedsContract={onNeedsContract} />;
}

function DemoWalletButton({ plan, message }: { plan: Plan; message?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Button variant="secondary" fullWidth onPress={() => setShown(true)} aria-label={`Pay with PayPal for ${plan.name} (not available yet)`}>
        PayPal (not available yet)
      </Button>
      {shown && (
        <p role="status" className={muted}>
          {message ?? PAYPAL_UNAVAILABLE} Nothing was charged.
        </p>
      )}
    </div>
  );
}

function PaypalButton({ plan, clientId, clientToken, onNeedsContract }: { plan: Plan; clientId: string; clientToken: string; onNeedsContract: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const hasContract = useHasContract(plan);
  // The callbacks read the latest values, so the rendered button never needs to be re-created.
  const latest = useRef({ hasContract, onNeedsContract });
  latest.current = { hasContract, onNeedsContract };
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!documentAllowsPaypal()) {
      window.location.reload();
      return;
    }
    let closed = false;
    let buttons: { close: () => Promise<void> } | undefined;
    void (async () => {
      try {
        const { loadScript } = await import('@paypal/paypal-js');
        const paypal = await loadScript({
          clientId,
          dataClientToken: clientToken,
          currency: 'USD',
          intent: 'capture',
          components: 'buttons',
          disableFunding: 'venmo,paylater',
        });
        if (closed || !paypal?.Buttons || !ref.current) return;
        const b = paypal.Buttons({
          style: { layout: 'horizontal', color: 'gold', shape: 'rect', label: 'paypal', height: 44, tagline: false },
          onClick: (_data, actions) => {
            if (latest.current.hasContract) return actions.resolve();
            latest.current.onNeedsContract();
            return actions.reject();
          },
          createOrder: () =>
            api.billing
              .paypalOrder({ body: { planId: plan.id, currency: 'USD', intent: 'subscription' } })
              .then(successBody)
              .then((o) => o.id),
          onApprove: async ({ orderID }) => {
            await api.billing.paypalCapture({ params: { id: orderID }, body: {} });
            navigate(`/thank-you?paypal_order=${encodeURIComponent(orderID)}`);
          },
          onError: (err) => {
            console.error('PayPal error', err);
            toast({ title: 'PayPal Payment Failed', description: serverMessage(err, 'Nothing was charged. Please try again.'), tone: 'destructive' });
          },
        });
        buttons = b;
        await b.render(ref.current);
      } catch (err) {
        console.error('PayPal could not load', err);
        if (!closed) setFailed(true);
      }
    })();
    return () => {
      closed = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, clientToken, plan.id, navigate]);

  if (failed) return <DemoWalletButton plan={plan} message="PayPal could not load in this browser." />;
  // biome-ignore lint/a11y/useSemanticElements: the box PayPal's SDK draws its button in, not a set of form fields
  return <div ref={ref} className={css({ minH: '11' })} role="group" aria-label={`Pay with PayPal for ${plan.name}`} />;
}
