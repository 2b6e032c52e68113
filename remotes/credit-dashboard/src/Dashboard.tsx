import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Dashboard() {
  return (
    <StubPage
      remote="credit-dashboard"
      title="Credit Dashboard"
      subtitle="Here's your credit overview."
    />
  );
}
