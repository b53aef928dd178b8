import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes within a screen of the viewport (either side), so what
 * sits below the plans (the disclaimers) loads its code and does its work when the visitor heads
 * there, not while the first plans are drawn (issue 21); before the page is printed, too. Where
 * nothing can tell (no IntersectionObserver), at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver != 'function');
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const show = (): void => setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && show(), { rootMargin: '100% 0px' });
    observer.observe(target);
    // A printed page has it all.
    addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      removeEventListener('beforeprint', show);
    };
  }, [near]);
  return near ? children : <div ref={place} />;
}
