import { css, cx } from '@finx/design-system/css';

const fieldset = css({ border: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2', p: '0' });
const option = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'control',
  bg: 'raised',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { borderColor: 'accent' },
  '&:has(input:checked)': { borderColor: 'accent', bg: 'accent/10' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const error = css({ color: 'danger', fontSize: 'sm', m: '0' });

/** One multiple-choice question as native radio buttons (keyboard and screen readers work as usual). */
export function ChoiceQuestion({
  name,
  question,
  options,
  value,
  onChange,
  errorMessage,
  className,
}: {
  name: string;
  question: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
  errorMessage?: string;
  className?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={cx(fieldset, className)} aria-describedby={errorMessage ? errorId : undefined} aria-invalid={errorMessage ? true : undefined}>
      <legend className={legend}>{question}</legend>
      {options.map((o) => (
        <label key={o.value} className={option}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className={css({ mt: '0.5', accentColor: 'var(--colors-accent)' })}
          />
          <span>{o.label}</span>
        </label>
      ))}
      {errorMessage && (
        <p id={errorId} className={error}>
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
