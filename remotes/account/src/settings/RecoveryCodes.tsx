import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { useState } from 'react';
import { actions, Outcome, stack } from '../account/ui';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
  gap: '2',
  listStyle: 'none',
  m: '0',
  p: '3',
  bg: 'canvas',
  borderRadius: 'control',
  fontFamily: 'mono',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
});
const warning = css({
  fontSize: 'sm',
  m: '0',
  p: '3',
  borderRadius: 'control',
  bg: 'warning.subtle',
  color: 'text.primary',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'warning/40',
});

/** Codes as the user keeps them: "abcde-12345". */
const shown = (code: string) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

/**
 * The one-time recovery codes, shown this once: Copy, Download (a text file) and a clear note to keep them;
 * `onDone` when the user has put them away.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `FinX recovery codes (each works once)\n\n${codes.map(shown).join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Copied.'),
      () => setCopied('Could not copy: select the codes and copy them, or download them.'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'finx-recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={stack}>
      <p className={warning}>
        <strong>Save these recovery codes now.</strong> This is the only time FinX shows them. If you lose your phone, each code signs you in once instead of a
        code from the app.
      </p>
      <ul className={list} aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{shown(c)}</li>
        ))}
      </ul>
      <div className={actions}>
        <Button variant="secondary" onPress={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onPress={download}>
          Download
        </Button>
        <Button onPress={onDone}>I have saved them</Button>
      </div>
      <Outcome ok={copied} />
    </div>
  );
}
