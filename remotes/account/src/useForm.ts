import { useEffect, useRef, useState } from 'react';

type Errors<T> = Partial<Record<keyof T, string>>;

/** What the form needs of a zod schema. */
type Schema<Out> = {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: { issues: { path: (string | number)[]; message: string }[] } };
};

/**
 * Text-valued form state with the contract's zod schemas as the validation (so the messages are the
 * server's): `field(name)` gives a design-system TextField its value, onChange and errorMessage;
 * `validate(schema, input)` returns the parsed data, or shows each invalid field's first message under
 * it and moves focus to the first invalid field. Editing a field clears its message; values are
 * never reset on error.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const set = (name: keyof T, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    errorMessage: errors[name],
    onChange: (value: string) => set(name, value),
  });

  function validate<Out>(schema: Schema<Out>, input: unknown = values): Out | null {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    const found: Errors<T> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof T;
      found[key] ??= issue.message;
    }
    setErrors(found);
    setFailedSubmits((n) => n + 1);
    return null;
  }

  return { values, set, field, validate, formRef, clearErrors: () => setErrors({}) };
}
