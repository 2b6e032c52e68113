import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Onboarding() {
  return (
    <StubPage
      remote="account"
      title="Welcome to FinX"
      subtitle="Three quick steps to set up your credit goals."
      documentTitle="Get started"
    />
  );
}
