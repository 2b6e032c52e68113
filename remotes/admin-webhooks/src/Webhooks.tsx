import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Webhooks() {
  return (
    <StubPage
      remote="admin-webhooks"
      title="Webhook Management"
      subtitle="Notify external receivers when a user signs up with a credit-builder provider."
    />
  );
}
