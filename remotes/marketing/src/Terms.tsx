import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Terms() {
  return (
    <StubPage
      remote="marketing"
      title="Terms of Service"
      subtitle="The terms that apply when you use FinX."
    />
  );
}
