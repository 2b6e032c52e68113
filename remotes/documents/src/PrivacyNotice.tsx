import { Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';

const points = css({
  m: '0',
  pl: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  fontSize: 'sm',
  color: 'text.secondary',
  '& strong': { color: 'text.primary' },
});

/** The privacy and compliance notice of the Upload tab: what happens to an uploaded file, in plain words. */
export function PrivacyNotice() {
  return (
    <Card title="Privacy & Compliance" aria-label="Privacy and compliance">
      <ul className={points}>
        <li>
          <strong>Only you can see your files.</strong> Each file is stored in FinX's private document storage under a random name and is handed back only to
          you, signed in, as a download.
        </li>
        <li>
          <strong>Encrypted on the way.</strong> Files travel to us over an encrypted HTTPS connection.
        </li>
        <li>
          <strong>Read for your disputes only.</strong> We read a report to list its accounts, negative items and inquiries, and an ID or proof of address to
          check it matches your name and address. Nothing is shared with the bureaus until you mail a letter.
        </li>
        <li>
          <strong>Delete any time.</strong> Deleting a document removes the file and everything read from it.
        </li>
        <li>Files are limited to 10MB each. Under the FCRA you may dispute any item you believe is inaccurate, incomplete or unverifiable.</li>
      </ul>
    </Card>
  );
}
