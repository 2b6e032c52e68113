import { buttonStyle } from '@finx/design-system';
import { css, cx } from '@finx/design-system/css';
import { grid, stack } from '@finx/design-system/patterns';
import { Link } from '@finx/router';
import type { ReactNode, Ref } from 'react';
import { muted, panel, section, sectionHeading, sectionIntro, cardTitle } from './ui';

type SectionProps = {
  /** id of the h2, which names the section. */
  id: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  /** The heading, e.g. to scroll to it and focus it (it is focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A page section named by its h2. */
export function Section({ id, title, intro, className, headingRef, children }: SectionProps) {
  return (
    <section className={cx(section, className)} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={sectionHeading}>
        {title}
      </h2>
      {intro ? <p className={sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

export type CardItem = { title: string; text: ReactNode; action?: ReactNode };

// Panda extracts styles at build time, so the layouts are written out here rather than passed in.
const LAYOUTS = {
  2: grid({ columns: { base: 1, md: 2 }, gap: '4', listStyle: 'none', p: '0', m: '0' }),
  3: grid({ columns: { base: 1, md: 2, lg: 3 }, gap: '4', listStyle: 'none', p: '0', m: '0' }),
  4: grid({ columns: { base: 1, md: 2, lg: 4 }, gap: '4', listStyle: 'none', p: '0', m: '0' }),
};

/** Cards in a responsive grid (1 column on phones): a title (h3), a paragraph and an optional action at the bottom. */
export function CardGrid({ items, columns }: { items: readonly CardItem[]; columns: keyof typeof LAYOUTS }) {
  return (
    <ul className={LAYOUTS[columns]}>
      {items.map((item) => (
        <li key={item.title} className={cx(panel, stack({ gap: '3', justify: 'space-between' }))}>
          <div className={stack({ gap: '2' })}>
            <h3 className={cardTitle}>{item.title}</h3>
            <p className={muted}>{item.text}</p>
          </div>
          {item.action}
        </li>
      ))}
    </ul>
  );
}

const ctaPanel = css({ alignItems: 'flex-start', my: '6' });
const ctaLinks = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });

type CallToActionProps = {
  id: string;
  title: string;
  intro: string;
  /** The links, as buttons, e.g. to /auth and /contact. */
  links: readonly { href: string; label: string; variant: 'primary' | 'secondary' | 'ghost' }[];
};

/** The closing panel of a page: a heading, one sentence and where to go next. */
export function CallToAction({ id, title, intro, links }: CallToActionProps) {
  return (
    <Section id={id} title={title} intro={intro} className={cx(panel, ctaPanel)}>
      <div className={ctaLinks}>
        {links.map((l) => (
          <Link key={l.href} to={l.href} className={buttonStyle({ variant: l.variant, size: 'lg' })}>
            {l.label}
          </Link>
        ))}
      </div>
    </Section>
  );
}
