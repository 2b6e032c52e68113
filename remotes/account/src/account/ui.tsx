/** Pieces the Profile and Settings sections share: text styles, a section's result line and the password field. */
import { isApiError, serverMessage } from '@finx/contracts/session';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';

/** A screen's column of cards. */
export const screen = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0', maxWidth: '56rem' });
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
export const note = css({ fontSize: 'sm', color: 'text.secondary', m: '0' });
export const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });
export const link = css({ color: 'accent', textDecoration: 'underline', textUnderlineOffset: '2px', _hover: { color: 'accent.hover' } });
/** A button that reads as a link (switching a form's mode). */
export const textButton = css({
  color: 'accent',
  fontSize: 'sm',
  bg: 'transparent',
  border: 'none',
  p: '1',
  cursor: 'pointer',
  borderRadius: 'control',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'accent.hover' },
});
const done = css({
  fontSize: 'sm',
  color: 'success',
  fontWeight: 'medium',
  m: '0',
  _empty: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' },
});
const failed = css({ fontSize: 'sm', color: 'danger.text', fontWeight: 'medium', m: '0' });

/**
 * What a change came to: `ok` in a polite live region (always in the page, so screen readers hear it when it fills),
 * `error` as an alert.
 */
export function Outcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  return (
    <>
      <p role="status" className={done}>
        {ok}
      </p>
      {error && (
        <p role="alert" className={failed}>
          {error}
        </p>
      )}
    </>
  );
}

type FieldProps = { name: string; value: string; errorMessage?: string; onChange: (value: string) => void };
/** Any useForm whose values have this text field. */
export type FormWith<K extends string> = { field: (name: K) => FieldProps };

export function PasswordField({ form, label = 'Current password' }: { form: FormWith<'currentPassword'>; label?: string }) {
  return <TextField label={label} type="password" autoComplete="current-password" {...form.field('currentPassword')} />;
}

export function CodeField({ form, label = 'Code from your authenticator app' }: { form: FormWith<'code'>; label?: string }) {
  return <TextField label={label} inputMode="numeric" autoComplete="one-time-code" spellCheck="false" maxLength={7} {...form.field('code')} />;
}

/**
 * The meta of a change that re-checks the password or a code: its 401 (wrong password or code) makes the shell ask
 * whether the session is still there, instead of taking it as the session's end (shell/src/app/queryClient.ts).
 */
export const REAUTH = { reauth: true };

/**
 * A failed change: a wrong password or code (by the answer's code) goes under its field (`fail`), anything else is
 * returned as the form's message (the server's words, else `fallback`).
 */
export function changeFailed(err: unknown, fallback: string, fail: (found: Partial<Record<'currentPassword' | 'code', string>>) => void): string | null {
  const message = serverMessage(err, fallback);
  const code = isApiError(err) ? err.code : undefined;
  if (code === 'wrong_password') fail({ currentPassword: message });
  else if (code === 'wrong_code') fail({ code: message });
  else return message;
  return null;
}

type Issues = { issues: { path: (string | number)[]; message: string }[] };
type SafeParse<Out> = { safeParse(input: unknown): { success: true; data: Out } | { success: false; error: Issues } };

/** One field's schema as a form's schema: `{ [name]: value }`, its messages under that field. */
export function oneField<K extends string, Out>(name: K, schema: SafeParse<Out>): SafeParse<Record<K, Out>> {
  return {
    safeParse(values) {
      const parsed = schema.safeParse((values as Record<K, unknown>)[name]);
      if (parsed.success) return { success: true, data: { [name]: parsed.data } as Record<K, Out> };
      return { success: false, error: { issues: parsed.error.issues.map((i) => ({ ...i, path: [name] })) } };
    },
  };
}
