import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Subscription() {
  return (
    <StubPage
      remote="billing"
      title="Subscription Plans"
      subtitle="Choose the plan that fits your credit goals."
      documentTitle="Subscription"
    />
  );
}
