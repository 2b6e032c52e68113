import './index.css';
import { StubPage } from '../../common/StubPage';

export default function ThankYou() {
  return (
    <StubPage
      remote="billing"
      title="Thank You!"
      subtitle="Your payment was processed successfully."
      documentTitle="Thank you"
    />
  );
}
