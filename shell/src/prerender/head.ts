/**
 * Stand-ins for remotes/common/useDocumentTitle and useMetaDescription in the pre-render build
 * (vite.prerender.config.ts): on the server effects never run, so these record what the screen asks for
 * while it renders, and the pre-rendered HTML gets that <title> and <meta name="description">.
 * The title format is the one useDocumentTitle sets ("<page> · FinX"; src/prerender/render.test.tsx checks
 * that both agree).
 */
export const head: { title: string | null; description: string | null } = { title: null, description: null };

export function resetHead(): void {
  head.title = null;
  head.description = null;
}

export function useDocumentTitle(page: string): void {
  head.title = `${page} · FinX`;
}

export function useMetaDescription(description: string): void {
  head.description = description;
}
