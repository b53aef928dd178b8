/** Focuses `target`, making it focusable by script first when it is not a control. */
export function focusOn(target: HTMLElement): void {
  if (!target.matches('button, [tabindex]')) target.tabIndex = -1;
  target.focus();
}

/**
 * A message (or the shared link's note) closed by its button: focus goes on to the next message's close button,
 * else to the plans (the list named "Plans", or the key-features table), else to the table itself, rather than
 * to the page's top.
 */
export function focusAfterClose(root: ParentNode): void {
  const target =
    root.querySelector<HTMLElement>('.pt .ea-message__close') ??
    root.querySelector<HTMLElement>('.pt-grid, .pt-kf table') ??
    root.querySelector<HTMLElement>('.pt');
  if (target) focusOn(target);
}
