import { useEffect, useRef } from 'react';
import { closesOnHistoryMove } from '../domain/page/overlay-entry';
import { enterMarkedEntry, leaveMarkedEntry, onMarkedEntry } from '../services/page';
import { popstateChangedRoute } from '../services/page/route-moves';

/** Marks of this page load (an entry a reload came back to keeps the marks of the load before). */
const loadStamp = Math.round(performance.timeOrigin);
let opened = 0;

/**
 * A closable modal's history entry (src/services/page/history-entry.ts), as the cart and the refine modal have: while
 * `active`, the modal has an entry of its own at the page's address, so Back (a phone's back gesture) closes it as its
 * close button does (`close`), and a modal opened over it has an entry above it. Closed by its own controls, or gone
 * with the view that held it, the page goes back off its entry, so the next Back does what it did before the modal.
 * Forward onto the entry of a modal Back closed opens nothing: the modal's opener is the way back to it. A move that
 * changes the route (a host's `location.hash = '#/qualifier'`) closes nothing: the modal sleeps with its hidden widget
 * and its entry stays, so Back brings it back as it was (src/domain/page/overlay-entry.ts).
 */
export function useModalEntry(active: boolean, close: () => void): void {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!active) return;
    const mark = `eaModal-${loadStamp}-${++opened}`;
    enterMarkedEntry(mark);
    const follow = (): void => {
      if (closesOnHistoryMove(onMarkedEntry(mark), popstateChangedRoute())) closeRef.current();
    };
    addEventListener('popstate', follow);
    return () => {
      removeEventListener('popstate', follow);
      leaveMarkedEntry(mark);
    };
  }, [active]);
}
