import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Whether the visitor has pressed a key on this page (before the plans were all built, too). */
let keyed = false;
if (typeof addEventListener == 'function') addEventListener('keydown', () => (keyed = true), { once: true });

/**
 * Renders `children` once its place comes within a screen of the viewport (either side), so what
 * sits below the plans (the disclaimers) loads its code and does its work when the visitor heads
 * there, not while the first plans are drawn (issue 21); also once the visitor has scrolled the page
 * a screen down, on the first key press and before the page is printed. Where nothing can tell (no
 * IntersectionObserver), at once.
 *
 * A screen ahead was not enough on its own: scrolling fast down a long list (92 plans on a phone), the
 * visitor reached the end while the code and texts were still on their way, and the disclaimers then
 * pushed the host's footer down under their eyes (layout shift 0.18–0.24 at 375 px, 4× CPU). A visitor
 * who has scrolled a screen is heading down: they are built then, far below what the visitor sees.
 */
export function WhenNear({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(keyed || typeof IntersectionObserver != 'function');
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const show = (): void => setNear(true);
    // A key pressed after the first render drew the placeholder and before this effect listened.
    if (keyed) return show();
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && show(), { rootMargin: '100% 0px' });
    observer.observe(target);
    // A printed page has it all; a key pressed (find in page, print, moving through the page by keyboard)
    // builds it too, so it is there by the time the visitor looks for it.
    const events = ['beforeprint', 'keydown'];
    events.forEach((e) => addEventListener(e, show));
    const from = scrollY;
    const scrolled = (): void => {
      if (scrollY - from > innerHeight) show();
    };
    addEventListener('scroll', scrolled, { passive: true });
    return () => {
      observer.disconnect();
      events.forEach((e) => removeEventListener(e, show));
      removeEventListener('scroll', scrolled);
    };
  }, [near]);
  return near ? children : <div ref={place} />;
}
