import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the visitor has pressed a key on this page (before the plans were all built, too). */
let keyed = false;
if (typeof addEventListener == 'function') addEventListener('keydown', () => (keyed = true), { once: true });

/**
 * Renders `children` once its place comes within a screen of the viewport (either side), so what
 * sits below the plans (the disclaimers) loads its code and does its work when the visitor heads
 * there, not while the first plans are drawn (issue 21); also on the visitor's first key press and
 * before the page is printed. Where nothing can tell (no IntersectionObserver), at once.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(keyed || typeof IntersectionObserver != 'function');
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const show = (): void => setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && show(), { rootMargin: '100% 0px' });
    observer.observe(target);
    // A printed page has it all; a key pressed (find in page, print, moving through the page by keyboard)
    // builds it too, so it is there by the time the visitor looks for it.
    const events = ['beforeprint', 'keydown'];
    events.forEach((e) => addEventListener(e, show));
    return () => {
      observer.disconnect();
      events.forEach((e) => removeEventListener(e, show));
    };
  }, [near]);
  return near ? children : <div ref={place} />;
}
