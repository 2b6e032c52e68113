import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Privacy() {
  return (
    <StubPage
      remote="marketing"
      title="Privacy Policy"
      subtitle="Last updated December 25, 2025"
    />
  );
}
