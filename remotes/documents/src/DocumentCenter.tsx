import './index.css';
import { StubPage } from '../../common/StubPage';

export default function DocumentCenter() {
  return (
    <StubPage
      remote="documents"
      title="Document Center"
      subtitle="Upload documents, generate AI dispute letters and mail them by USPS certified mail."
    />
  );
}
