/**
 * Answers shown at once, applied after the next paint (issue 21). A click on an answer paints the
 * choice in the task of the click; what follows from it (the store, the next questions, a lookup)
 * runs in a task of its own once that frame is drawn, so neither task is long. Anything that reads
 * the answers (Continue) runs `flushAnswers` first, so none is ever lost or read stale.
 */
const queue: (() => void)[] = [];
let fallback: ReturnType<typeof setTimeout> | undefined;

/** Runs `apply` after the next frame is painted (at most 100 ms later where frames do not come: a hidden tab). */
export function deferAnswer(apply: () => void): void {
  queue.push(apply);
  if (queue.length > 1) return;
  requestAnimationFrame(() => setTimeout(flushAnswers, 0));
  fallback = setTimeout(flushAnswers, 100);
}

/** Applies every answer still waiting, in the order given; whether there was any. */
export function flushAnswers(): boolean {
  clearTimeout(fallback);
  const any = queue.length > 0;
  for (let apply = queue.shift(); apply; apply = queue.shift()) apply();
  return any;
}

/**
 * Runs `read` with every answer applied: at once when none was waiting, else in the next task, once
 * the page has rendered them (what `read` reads, the questions shown with them, is then current).
 */
export function afterAnswers(read: () => void): void {
  if (flushAnswers()) setTimeout(read, 0);
  else read();
}
