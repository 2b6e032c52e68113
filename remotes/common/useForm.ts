import { useEffect, useRef, useState } from 'react';

type Errors<T> = Partial<Record<keyof T, string>>;

/** What the form needs of a zod schema. */
type Schema<Out> = {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
};

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * Form state with the contract's zod schemas as the validation (so the messages are the server's):
 * `field(name)` gives a design-system TextField a text field's value, onChange and errorMessage;
 * `validate(schema, input)` returns the parsed data, or shows each invalid field's first message under
 * it (`fail`) and moves focus to the first invalid field (the first control with aria-invalid).
 * Editing a field clears its message; values are kept on error and go back to `initial` (or the values given) on `reset`.
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const field = (name: TextKeys<T>) => ({
    name,
    value: values[name] as string,
    errorMessage: errors[name],
    onChange: (value: string) => set(name, value as T[typeof name]),
  });

  /** Shows these messages under their fields and focuses the first invalid one. */
  const fail = (found: Errors<T>) => {
    setErrors(found);
    setFailedSubmits((n) => n + 1);
  };

  function validate<Out>(schema: Schema<Out>, input: unknown = values): Out | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const found: Errors<T> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof T;
      found[key] ??= issue.message;
    }
    fail(found);
    return null;
  }

  /** Back to `initial`, or to other values (e.g. saved ones that arrived after the first render). */
  const reset = (to: T = initial) => {
    setValues(to);
    setErrors({});
  };

  return { values, errors, set, field, validate, fail, reset, formRef };
}
