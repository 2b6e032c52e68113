import type { ReactElement, ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css, cva } from '../../styled-system/css';
import { Button, type ButtonVariant } from './Button';
import { closeButton } from './closeButton';
import { toasterElement } from './toastStore';

const backdrop = css({
  position: 'fixed',
  inset: '0',
  bg: 'scrim',
  zIndex: 'overlay',
  '&[data-state=open]': { animation: 'finxFadeIn 150ms ease-out' },
});
const positioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'overlay',
  display: 'flex',
  alignItems: { base: 'flex-end', sm: 'center' },
  justifyContent: 'center',
  px: { base: '0', sm: '4' },
  pb: { base: '0', sm: '4' },
  // the top band is the toasts' (ToastUI.tsx): a toast raised over the dialog covers none of it
  pt: 'token(sizes.toastZone)',
});
const content = cva({
  base: {
    position: 'relative',
    bg: 'raised',
    color: 'text.primary',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    borderRadius: { base: '12px 12px 0 0', sm: 'card' },
    boxShadow: 'overlay',
    width: '100%',
    maxHeight: { base: '100%', sm: 'min(100%, 85dvh)' },
    overflowY: 'auto',
    p: '6',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    outline: 'none',
    '&[data-state=open]': { animation: 'finxPopIn 180ms ease-out' },
  },
  variants: {
    size: { sm: { maxWidth: '400px' }, md: { maxWidth: '520px' }, lg: { maxWidth: '720px' } },
  },
  defaultVariants: { size: 'md' },
});
const title = css({ fontSize: 'lg', fontWeight: 'semibold', m: '0', pr: '8' });
const desc = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap', mt: '2' });
const closeBtn = closeButton({ size: 'md' });

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * For a dialog that is shown while its owner renders it: it opens at once and calls `onClose` when the user
   * closes it (Escape, the close button, a DialogClose), so the owner stops rendering it.
   */
  onClose?: () => void;
  /** An element (e.g. `<Button>`) that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** role="alertdialog" for destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
}

export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  trigger,
  title: t,
  description,
  children,
  footer: f,
  size = 'md',
  role = 'dialog',
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <ArkDialog.Root
      open={open ?? (onClose ? true : undefined)}
      defaultOpen={defaultOpen}
      onOpenChange={(d) => {
        onOpenChange?.(d.open);
        if (!d.open) onClose?.();
      }}
      lazyMount
      unmountOnExit
      role={role}
      // a toast over the modal stays clickable (its close button) without counting as a click outside; only
      // when a toaster is mounted (zag waits for each element and leaves an unhandled rejection when none comes)
      persistentElements={toasterElement() ? [toasterElement] : undefined}
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={backdrop} />
        <ArkDialog.Positioner className={positioner}>
          <ArkDialog.Content className={content({ size })}>
            <ArkDialog.Title className={title}>{t}</ArkDialog.Title>
            {description && <ArkDialog.Description className={desc}>{description}</ArkDialog.Description>}
            {children}
            {f && <div className={footer}>{f}</div>}
            <ArkDialog.CloseTrigger className={closeBtn} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Wrap a button inside a Dialog so that pressing it closes the dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}

/** The footer's Cancel: closes the dialog; disabled while the dialog's action is pending. */
export function DialogCancel({ isDisabled, variant = 'secondary' }: { isDisabled?: boolean; variant?: ButtonVariant }) {
  return (
    <DialogClose>
      <Button variant={variant} isDisabled={isDisabled}>
        Cancel
      </Button>
    </DialogClose>
  );
}
