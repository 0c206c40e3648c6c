import { useEffect, useRef } from 'react';

/** A page ahead: the next cards are usually there before the user reaches the end. */
const AHEAD_PX = 600;

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    );
    observer.observe(node);
    // The observer speaks when the end comes in or goes out of reach; a jump to the end (the End
    // key) while it was being set up after a page went unheard once in the E2E suite, and the
    // list stopped. A scroll that ends near the end asks too, once a frame.
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (node.getBoundingClientRect().top - window.innerHeight < AHEAD_PX) latest.current();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return ref;
}
