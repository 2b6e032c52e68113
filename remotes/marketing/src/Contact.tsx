import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Contact() {
  return (
    <StubPage
      remote="marketing"
      title="Contact"
      subtitle="Tell us about your credit goals and a specialist will reply within 24 hours."
      documentTitle="Contact"
    />
  );
}
