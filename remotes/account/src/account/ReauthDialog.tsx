import { accountContract } from '@finx/contracts';
import { Button } from '@finx/design-system';
import { Dialog, DialogCancel } from '@finx/design-system/dialog';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from '../../../common/useForm';
import { changeFailed, CodeField, type FormWith, Outcome, PasswordField, REAUTH, stack } from './ui';

type Schema<Out> = {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
};

type Props<T extends Record<string, string>, Out, R> = {
  title: string;
  description?: ReactNode;
  /** What the dialog shows above its fields (a preview, a warning). */
  children?: ReactNode;
  initial: T;
  /** The contract's schema of the body: its messages go under the fields. */
  schema: Schema<Out>;
  fields: (form: ReturnType<typeof useForm<T>>) => ReactNode;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  /** Message when the server gives none. */
  fallback: string;
  onConfirm: (body: Out) => Promise<R>;
  /** After success; the owner stops rendering the dialog (or shows what came back). */
  onDone: (result: R) => void;
  onClose: () => void;
};

/**
 * A change that re-checks who is asking (the current password, sometimes a code): the fields checked with the
 * contract's schema, a wrong password or code marked under its field, any other failure said in the dialog.
 */
export function ReauthDialog<T extends Record<string, string>, Out, R>({
  title,
  description,
  children,
  initial,
  schema,
  fields,
  submitLabel,
  pendingLabel,
  danger,
  fallback,
  onConfirm,
  onDone,
  onClose,
}: Props<T, Out, R>) {
  const form = useForm(initial);
  const formId = useId();
  const [error, setError] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: onConfirm,
    meta: REAUTH,
    onMutate: () => setError(null),
    onSuccess: onDone,
    onError: (err) => setError(changeFailed(err, fallback, (found) => form.fail(found as Partial<Record<keyof T, string>>))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const body = form.validate(schema);
    if (body) confirm.mutate(body);
  };
  return (
    <Dialog
      title={title}
      description={description}
      role={danger ? 'alertdialog' : 'dialog'}
      onClose={onClose}
      footer={
        <>
          <DialogCancel isDisabled={confirm.isPending} />
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} isPending={confirm.isPending} pendingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form.formRef} noValidate onSubmit={submit} className={stack}>
        {children}
        {fields(form)}
        <Outcome error={error} />
      </form>
    </Dialog>
  );
}

type PasswordOnly = Omit<Props<{ currentPassword: string }, { currentPassword: string }, unknown>, 'initial' | 'schema' | 'fields' | 'onConfirm' | 'onDone'>;

/** A ReauthDialog that asks the current password only. */
export function PasswordDialog<R>(props: PasswordOnly & { onConfirm: (body: { currentPassword: string }) => Promise<R>; onDone: (result: R) => void }) {
  return (
    <ReauthDialog initial={{ currentPassword: '' }} schema={accountContract.requestExport.body} fields={(form) => <PasswordField form={form} />} {...props} />
  );
}

/** The fields of a change that needs the password and a current code from the app. */
export const passwordAndCode = (form: FormWith<'currentPassword' | 'code'>) => (
  <>
    <PasswordField form={form} />
    <CodeField form={form} />
  </>
);
