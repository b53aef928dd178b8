import { startTransition, useState } from 'react';
import { reportWidgetError } from '../embed/report';

/**
 * A choice shown at once, applied after the next paint (issue 21). A click on a choice (an answer on
 * "Get started", Select plan, Inc GST) paints it in the task of the click; what follows from it (the
 * store, what the page draws from it, a lookup) runs in a task of its own once that frame is drawn, so
 * the click is answered at once and neither task is long. Anything that reads the choices (Continue)
 * goes through `afterChoices`, behind them in the same queue, so none is ever lost or read stale.
 */
const queue: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;

/** Runs `task` in a task of its own once the next frame is drawn (in the next task where there are no frames). */
export function afterFrame(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/** Runs `apply` after the next frame is painted (where frames do not come, a hidden tab, on a 100 ms timer the browser may hold longer). */
export function afterPaint(apply: () => void): void {
  queue.push(apply);
  if (queue.length > 1) return;
  afterFrame(flushChoices);
  fallback = setTimeout(flushChoices, 100);
}

/**
 * Applies every choice still waiting, in the order made; whether there was any. One that throws is
 * reported and the rest still apply: the queue always empties, so later choices are never stranded.
 */
export function flushChoices(): boolean {
  clearTimeout(fallback);
  const any = queue.length > 0;
  // A choice queued while applying another (none today) applies in this flush too, as `afterChoices` promises.
  while (queue.length > 0) for (const apply of queue.splice(0)) guarded(apply);
  return any;
}

/** Applies a choice; one that throws is reported (never thrown into the host page), so the others go on. */
function guarded(apply: () => void): void {
  try {
    apply();
  } catch (error) {
    reportWidgetError(error, { tag: 'ea-choice', phase: 'applying a choice' });
  }
}

/** Tests: whether a choice is still waiting to apply (tests wait for it as a visitor's next frame would). */
export function choicesWaiting(): boolean {
  return queue.length > 0;
}

/** Tests: forgets the choices still waiting (a test's last click), so none applies in the next test. */
export function discardChoices(): void {
  clearTimeout(fallback);
  queue.length = 0;
}

/**
 * A press that reads the choices (Continue): the press paints first, as a choice does, then `read` runs
 * in a task of its own after every choice made before it is applied and rendered (what `read` reads,
 * the questions shown with them, is then current). Its work (checks, the loading state, a save) is
 * never in the task of the click.
 */
export function afterChoices(read: () => void): void {
  afterPaint(() => setTimeout(read, 0));
}

/**
 * A choice's value as shown, and how to make one: the new value shows at once and `apply` runs after
 * the next paint (`afterPaint`); the value shown and the value applied change together, in one render.
 * `defer` false: `apply` runs at once. `transition`: the choice applies in a transition, so what it
 * builds (an accordion's contents) yields to input.
 */
export function useChoice<T>(value: T, apply: (value: T) => void, defer = true, transition?: boolean): [T, (value: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const choose = (next: T): void => {
    if (!defer) return apply(next);
    setPending({ value: next });
    afterPaint(() => {
      const settle = (): void => {
        setPending(null);
        apply(next);
      };
      // A transition catches what its callback throws and hands it to the page's error handlers: report it here.
      if (transition) startTransition(() => guarded(settle));
      else settle();
    });
  };
  return [pending ? pending.value : value, choose];
}
