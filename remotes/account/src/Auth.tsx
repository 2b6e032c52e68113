import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Auth() {
  return (
    <StubPage
      remote="account"
      title="Sign In"
      subtitle="Sign in to your FinX account."
    />
  );
}
