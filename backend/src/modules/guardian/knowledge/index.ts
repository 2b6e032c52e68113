/** Guardian's knowledge besides the user's file: the lessons, the Help Center and the law, searchable in PostgreSQL. */
export {
  type Passage,
  type PassageKind,
  PASSAGES,
  PASSAGES_HASH,
  passageById,
  passageSource,
  lessonHref,
  helpHref,
  lawSource,
  helpSource,
  lessonSource,
} from './catalogue';
export { LAW_PASSAGES, type LawPassage } from './law';
export { ensurePassages, searchPassages, syncPassages } from './search';
