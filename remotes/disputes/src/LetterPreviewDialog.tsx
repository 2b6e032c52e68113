import { Badge, Button, buttonStyle } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { Dialog, DialogClose } from '@finx/design-system/dialog';
import type { api } from '../../common/api';
import { muted, row, tightStack } from './ui';

export type LetterPreview = Extract<Awaited<ReturnType<typeof api.disputeMail.previewLetter>>, { status: 200 }>['body'];

/** A letter's text as printed (the preview and the direct dispute show it alike). */
export const letterText = css({
  m: '0',
  p: '4',
  bg: 'canvas',
  borderRadius: 'control',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  fontFamily: 'body',
  fontSize: 'sm',
  lineHeight: '1.6',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxH: { base: 'none', sm: '50dvh' },
  overflowY: 'auto',
});

type Props = { creditor: string; letter: LetterPreview; isSending: boolean; onApprove: () => void; onClose: () => void };

/** The letter exactly as it will be mailed: its text, the laws it cites, the printable PDF, and Approve & Send. */
export function LetterPreviewDialog({ creditor, letter, isSending, onApprove, onClose }: Props) {
  return (
    <Dialog
      onClose={onClose}
      size="lg"
      title={`Letter preview: ${creditor}`}
      description="Read it through: this is the letter that will be printed and mailed. Nothing is sent until you approve it."
      footer={
        <>
          <a href={letter.pdfUrl} download className={buttonStyle({ variant: 'ghost' })}>
            Download PDF
          </a>
          <DialogClose>
            <Button variant="secondary" isDisabled={isSending}>
              Back
            </Button>
          </DialogClose>
          <Button onPress={onApprove} isPending={isSending} pendingLabel="Sending...">
            Approve & Send
          </Button>
        </>
      }
    >
      <div className={tightStack}>
        {letter.citations.length > 0 && (
          <div className={row}>
            <span className={muted}>Cites:</span>
            <ul aria-label="Laws cited" className={css({ display: 'contents', listStyle: 'none' })}>
              {letter.citations.map((c) => (
                <li key={c} className={css({ display: 'inline-flex' })}>
                  <Badge tone="info">{c}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable <pre> (its text is preformatted): named, and focusable so a keyboard can scroll it */}
        <pre className={letterText} tabIndex={0} role="region" aria-label="Letter text">
          {letter.letterContent}
        </pre>
      </div>
    </Dialog>
  );
}
