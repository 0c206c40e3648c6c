import { type RefObject, useEffect } from 'react';

/**
 * Marks a sideways-scrolling row with `data-more-start` / `data-more-end` while some of it is hidden
 * on that side, so its CSS can fade that edge: a phone showed two of /perfil's tabs and no hint of
 * the others. Kept up to date on scroll and when the row or its contents change size.
 */
export function useScrollHint(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const hiddenEnd = row.scrollWidth - row.clientWidth - row.scrollLeft;
      row.toggleAttribute('data-more-start', row.scrollLeft > 1);
      row.toggleAttribute('data-more-end', hiddenEnd > 1);
    };
    mark();
    row.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(row);
    for (const child of Array.from(row.children)) resized?.observe(child);
    return () => {
      row.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);
}
