import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Progress() {
  return (
    <StubPage
      remote="credit-dashboard"
      title="Progress Tracking"
      subtitle="Your score trend, achievements and credit health over time."
    />
  );
}
