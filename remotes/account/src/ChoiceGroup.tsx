import { Button } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { useId } from 'react';

const labelCls = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text.primary' });
// Pressed: accent border and tint, and a filled dot (the choice doesn't rest on colour alone).
const choice = css({
  whiteSpace: 'normal',
  '&[aria-pressed=true]': { borderColor: 'accent', bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } },
});
const dot = css({
  w: '3',
  h: '3',
  flexShrink: '0',
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'neutral',
  '[aria-pressed=true] > &': { borderColor: 'accent', bg: 'accent' },
});

// Written out so Panda extracts them (it can't follow a prop into grid()).
const layouts = {
  /** long labels: one column on phones, two from 640 px */
  pairs: grid({ columns: { base: 1, sm: 2 }, gap: '2' }),
  /** short labels: two columns on phones, one row from 640 px */
  row: grid({ columns: { base: 2, sm: 4 }, gap: '2' }),
};

type Props<T extends string> = {
  label: string;
  options: readonly T[];
  labelOf: (value: T) => string;
  value: T;
  onChange: (value: T) => void;
  layout: keyof typeof layouts;
  disabled?: boolean;
};

/** One choice out of a few, as a labelled group of toggle buttons (`aria-pressed`). */
export function ChoiceGroup<T extends string>({ label, options, labelOf, value, onChange, layout, disabled }: Props<T>) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own border, padding and min-width; role=group is the same to assistive tech
    <div role="group" aria-labelledby={id} className={stack({ gap: '2' })}>
      <span id={id} className={labelCls}>
        {label}
      </span>
      <div className={layouts[layout]}>
        {options.map((option) => (
          <Button key={option} variant="secondary" aria-pressed={option === value} isDisabled={disabled} className={choice} onPress={() => onChange(option)}>
            <span aria-hidden="true" className={dot} />
            {labelOf(option)}
          </Button>
        ))}
      </div>
    </div>
  );
}
