import './index.css';
import { StubPage } from '../../common/StubPage';

export default function AiUnderwriting() {
  return (
    <StubPage
      remote="credit-dashboard"
      title="AI Credit Optimization"
      subtitle="Upload reports, run an AI analysis and explore credit protection."
    />
  );
}
