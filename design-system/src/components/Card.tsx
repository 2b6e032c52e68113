import type { HTMLAttributes, ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

const root = css({
  bg: 'surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'card',
  color: 'text.primary',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minWidth: '0',
});
const pad = { md: css({ p: '5' }), lg: css({ p: { base: '5', md: '6' } }) };
const header = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' });
const title = css({ fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug', m: '0' });
const desc = css({ fontSize: 'sm', color: 'text.secondary', mt: '1', mb: '0' });

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Top-right content (a button, a badge). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  padding?: 'md' | 'lg';
  as?: 'section' | 'div' | 'article';
  children?: ReactNode;
}

export function Card({ title: t, description, actions, headingLevel = 2, padding = 'md', as: As = 'section', className, children, ...rest }: CardProps) {
  const H = `h${headingLevel}` as 'h2';
  return (
    <As {...rest} className={cx(root, pad[padding], className)}>
      {(t || description || actions) && (
        <div className={header}>
          <div>
            {t && <H className={title}>{t}</H>}
            {description && <p className={desc}>{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </As>
  );
}
