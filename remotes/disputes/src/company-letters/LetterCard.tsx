import { ITEM_LETTER_ABOUT, ITEM_LETTER_LABELS, type ItemLetterKind, type ItemLetters } from '@finx/contracts';
import { Button, Card } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { CompanyLetter } from '../CompanyLetterDialog';
import { companyFileName } from '../FurnisherLetterDialog';
import { stack } from '../ui';

const CompanyLetterDialog = lazy(() => import('../CompanyLetterDialog').then((m) => ({ default: m.CompanyLetterDialog })));

/** The card's anchor, the target of `/disputes/letters?item=<key>&letter=<kind>`. */
export const letterAnchor = (kind: ItemLetterKind) => `letter-${kind}`;

type Props = {
  kind: ItemLetterKind;
  item: ItemLetters;
  /** What the user should know before writing it. */
  children: ReactNode;
  /** The letter's own inputs and how it is written (the dialog's title, file name and about come from the kind). */
  letter: Pick<CompanyLetter, 'description' | 'write' | 'fields' | 'check'>;
};

/** One letter offered for an account: what it is, what to know, and "Write the letter" with its dialog. */
export function LetterCard({ kind, item, children, letter }: Props) {
  const [open, setOpen] = useState(false);
  const company = item.furnisher?.name ?? item.item.name;
  const label = ITEM_LETTER_LABELS[kind];
  return (
    <Card
      id={letterAnchor(kind)}
      tabIndex={-1}
      title={label}
      description={ITEM_LETTER_ABOUT[kind]}
      className={css({ scrollMarginBlock: '24', outline: 'none' })}
    >
      <div className={stack}>
        {children}
        <Button variant="secondary" onPress={() => setOpen(true)} className={css({ alignSelf: 'flex-start' })}>
          Write the {label.toLowerCase()}
        </Button>
      </div>
      <Suspense fallback={null}>
        {open && (
          <CompanyLetterDialog
            onClose={() => setOpen(false)}
            letter={{
              ...letter,
              title: `${label} to ${company}`,
              about: ITEM_LETTER_ABOUT[kind],
              fileName: companyFileName(kind.replaceAll('_', '-'), company),
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}
