import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Coaching() {
  return (
    <StubPage
      remote="credit-dashboard"
      title="FinX Score Coaching"
      subtitle="AI-powered financial coaching to optimize your credit profile"
    />
  );
}
