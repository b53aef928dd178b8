import { useEffect, useRef } from 'react';
import { useStyles } from '../../src/embed/styles';
import css from './more-plans.css?inline';

export interface MorePlansProps {
  /** Panels built so far, and in all. */
  built: number;
  total: number;
  /** Builds the next batch. */
  more: () => void;
}

/**
 * Past the panels built ahead (a lookup that answers far more plans than usual, issue 21): the next
 * batch is built as the visitor scrolls within a screen of the end of the list (either side), or presses 'Show more
 * plans' (keyboard and screen-reader users, who do not scroll to reach it). Loaded only for such a list.
 */
export default function MorePlans({ built, total, more }: MorePlansProps) {
  useStyles(css);
  const end = useRef<HTMLDivElement>(null);
  const moreRef = useRef(more);
  moreRef.current = more;
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && moreRef.current(), {
      rootMargin: '100% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [built]);
  return (
    <div ref={end} className="pt-more">
      <p role="status">{`Showing ${built} of ${total} plans.`}</p>
      <button type="button" className="ea-btn ea-btn--secondary" onClick={more}>
        Show more plans
      </button>
    </div>
  );
}
