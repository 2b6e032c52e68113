import { useEffect } from 'react';

/** Sets `document.title` to "<page> · FinX" while the screen is mounted. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · FinX`;
  }, [page]);
}
