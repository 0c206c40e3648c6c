import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element scrolls near the viewport (infinite scroll). Where
 * IntersectionObserver is missing, nothing happens and the 'Carregar més' button remains.
 */
export function useLoadMoreSentinel<T extends Element>(enabled: boolean, loadMore: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    // A page ahead: the next cards are usually there before the user reaches the end.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
