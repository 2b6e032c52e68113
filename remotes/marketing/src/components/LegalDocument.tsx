import { PageHeader } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { stack } from '@finx/design-system/patterns';
import { Fragment } from 'react';
import { MarketingPage } from './MarketingPage';
import { panel, textLink } from './ui';

/** A paragraph, a bulleted list, a sub-heading, or a boxed statutory text (heading + paragraphs). */
export type LegalBlock = string | { list: string[] } | { h3: string } | { notice: string; paragraphs: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

type Props = {
  title: string;
  description: string;
  subtitle: string;
  intro: string;
  sections: LegalSection[];
};

const prose = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxW: '760px',
  '& p': { m: '0', color: 'text.secondary' },
  '& ul': { m: '0', pl: '6', display: 'flex', flexDirection: 'column', gap: '2', color: 'text.secondary', listStyleType: 'disc' },
  '& h2': { textStyle: 'h2', m: '0', mt: '6', color: 'text.primary', scrollMarginTop: '6' },
  '& h3': { textStyle: 'h3', m: '0', mt: '2', color: 'text.primary' },
});

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ('h3' in block) return <h3>{block.h3}</h3>;
  return (
    <div className={panel}>
      <div className={stack({ gap: '3' })}>
        <h3>{block.notice}</h3>
        {block.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </div>
  );
}

/** Privacy Policy and Terms of Service: heading, table of contents, numbered sections. */
export function LegalDocument({ title, description, subtitle, intro, sections }: Props) {
  return (
    <MarketingPage title={title} description={description}>
      <article className={css({ display: 'flex', flexDirection: 'column', gap: '6', py: { base: '8', md: '12' } })}>
        <PageHeader title={title} subtitle={subtitle} />
        <p className={css({ m: '0', maxW: '760px', fontSize: 'lg' })}>{intro}</p>
        <nav aria-label="On this page" className={panel}>
          <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0', mb: '3' })}>On this page</h2>
          <ol className={css({ m: '0', pl: '6', display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '2', listStyleType: 'decimal' })}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className={textLink}>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={prose}>
          {sections.map((s, i) => (
            <Fragment key={s.id}>
              <h2 id={s.id}>
                {i + 1}. {s.title}
              </h2>
              {s.blocks.map((b, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed text, never reordered
                <Block key={j} block={b} />
              ))}
            </Fragment>
          ))}
        </div>
      </article>
    </MarketingPage>
  );
}
