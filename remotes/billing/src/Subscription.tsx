import './index.css';
import { buttonStyle, Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Link, useSearchParams } from '@finx/router';
import { StubPage } from '../../common/StubPage';
import { findPlan, PLANS } from '../../common/plans';

const planNames = PLANS.map((p) => p.name).join(', ');
const note = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });

/**
 * /subscription: the plans screen arrives with the billing issue. Until then it shows the plan chosen
 * on the landing page (`?plan=`, carried through sign-up and onboarding), and says plainly that
 * nothing has been charged.
 */
export default function Subscription() {
  const [params] = useSearchParams();
  const asked = params.get('plan');
  const plan = findPlan(asked);
  return (
    <StubPage remote="billing" title="Subscription Plans" subtitle="Choose the plan that fits your credit goals." documentTitle="Subscription">
      {plan && (
        <Card
          title={`You chose ${plan.name} — $${plan.price}/month`}
          description={plan.summary}
          actions={
            <Link to="/#pricing-heading" className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
              Compare plans
            </Link>
          }
        >
          <p className={note}>Paying for a plan is not available yet, so nothing has been charged and no plan is active on your account.</p>
        </Card>
      )}
      {asked !== null && !plan && (
        <p role="alert" className={note}>
          There is no plan called “{asked}”. The plans are {planNames}.
        </p>
      )}
    </StubPage>
  );
}
