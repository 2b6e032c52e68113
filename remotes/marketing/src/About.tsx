import './index.css';
import { StubPage } from '../../common/StubPage';

export default function About() {
  return (
    <StubPage
      remote="marketing"
      title="About"
      subtitle="Who we are, what we do and who we serve."
      documentTitle="About"
    />
  );
}
