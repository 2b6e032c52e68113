import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the screen is mounted (the shell serves one index.html for every
 * route; search engines and link previews read the description the page shows). Restores the previous
 * description when the screen goes away.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
