import './index.css';
import { LegalDocument } from './components/LegalDocument';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './content/privacy';

/** Privacy Policy (/privacy). */
export default function Privacy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      subtitle="Last updated December 25, 2025"
      description="How FinX collects, uses, protects and shares your personal information — including your SSN and credit reports — and the privacy rights you have."
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
