import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Notifications() {
  return (
    <StubPage
      remote="account"
      title="Notification Center"
      subtitle="Choose how and when FinX keeps you informed."
    />
  );
}
