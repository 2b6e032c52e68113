import { createHash } from 'node:crypto';
import { type GuardianSource, HELP_FAQ } from '@finx/contracts';
import { LESSONS } from '../../credit';
import { LAW_PASSAGES } from './law';

export type PassageKind = 'lesson' | 'help' | 'law';

/** One searchable text Guardian can answer from and cite. */
export interface Passage {
  /** 'lesson:<slug>', 'help:<faq id>', 'law:<slug>'. */
  id: string;
  kind: PassageKind;
  title: string;
  body: string;
  /** A same-site path (a lesson, a Help Center entry) or the statute's https address. */
  href: string;
  /** The part of the body that matched a search, when it came from one. */
  excerpt?: string;
}

export const lessonHref = (slug: string) => `/coaching?lesson=${encodeURIComponent(slug)}`;
export const helpHref = (id: string) => `/help#${id}`;

/**
 * Everything Guardian knows besides the user's own file, in a stable order: the coaching course (summary and
 * body), the Help Center's answers and the statute passages.
 */
export const PASSAGES: readonly Passage[] = [
  ...LESSONS.map((l) => ({
    id: `lesson:${l.slug}`,
    kind: 'lesson' as const,
    title: l.title,
    body: [l.summary, ...l.body].join('\n\n'),
    href: lessonHref(l.slug),
  })),
  ...HELP_FAQ.map((f) => ({ id: `help:${f.id}`, kind: 'help' as const, title: f.q, body: f.a, href: helpHref(f.id) })),
  ...LAW_PASSAGES.map((p) => ({ id: `law:${p.slug}`, kind: 'law' as const, title: p.title, body: p.body.join('\n\n'), href: p.href })),
];

/** Changes whenever any passage's text, title, link or the set of passages changes. */
export const PASSAGES_HASH = createHash('sha256').update(JSON.stringify(PASSAGES)).digest('hex');

export const passageById = (id: string) => PASSAGES.find((p) => p.id === id);

/** How an answer lists a passage under it. */
export const passageSource = (p: Pick<Passage, 'kind' | 'title' | 'href'>): GuardianSource => ({ kind: p.kind, title: p.title, href: p.href });

/** A catalogue passage's source by its id ('law:fcra-611'); an id that is not in the catalogue is a programming error. */
function sourceOf(id: string): GuardianSource {
  const p = passageById(id);
  if (!p) throw new Error(`Guardian's catalogue has no passage ${id}`);
  return passageSource(p);
}

export const lawSource = (slug: string) => sourceOf(`law:${slug}`);
export const helpSource = (faqId: string) => sourceOf(`help:${faqId}`);
export const lessonSource = (slug: string) => sourceOf(`lesson:${slug}`);
