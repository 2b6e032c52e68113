import './index.css';
import { LegalDocument } from './components/LegalDocument';
import { TERMS_INTRO, TERMS_SECTIONS } from './content/terms';

/** Terms of Service (/terms). */
export default function Terms() {
  return (
    <LegalDocument
      title="Terms of Service"
      subtitle="Last updated December 25, 2025"
      description="FinX Terms of Service: our credit repair services, fees and billing, 30-day notice of price changes, binding arbitration, and your rights under the Credit Repair Organizations Act, including the right to cancel within three business days."
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
