import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Help() {
  return (
    <StubPage
      remote="marketing"
      title="Help Center"
      subtitle="Answers, guides and ways to reach our support team."
    />
  );
}
