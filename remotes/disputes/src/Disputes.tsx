import './index.css';
import { StubPage } from '../../common/StubPage';

export default function Disputes() {
  return (
    <StubPage
      remote="disputes"
      title="Guardian"
      subtitle="File disputes with the credit bureaus and track every response deadline."
      documentTitle="Disputes"
    />
  );
}
