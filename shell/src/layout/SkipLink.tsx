import { css } from '@finx/design-system/css';

export const MAIN_ID = 'main-content';

/** First focusable element on every page: jumps past the navigation. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className={css({
        position: 'absolute',
        left: '4',
        top: '-20',
        zIndex: 100,
        bg: 'accent',
        color: 'canvas',
        px: '4',
        py: '2',
        borderRadius: 'control',
        fontWeight: 'semibold',
        _focusVisible: { top: '4' },
      })}
    >
      Skip to content
    </a>
  );
}
