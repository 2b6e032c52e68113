/** Where the corpus lives and how it is split: dev layouts may be looked into; held-out layouts are only ever scored. */
export const CORPUS_DIR = import.meta.dir;
export const SETS = ['dev', 'heldout'] as const;
export type CorpusSet = (typeof SETS)[number];
export const FILES_PER_LAYOUT = 4;
