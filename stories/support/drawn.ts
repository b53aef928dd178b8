import { configure, expect, prettyDOM, within } from 'storybook/test';
import { WAIT_MS, waitConfig } from './waits';

// Every play function's waits (storybook/test's copy of Testing Library: in Storybook and in the stories'
// component tests) share one limit, and a query in a shadow root that finds nothing says so.
configure(waitConfig(prettyDOM));

/** The story's shadow root as a Testing Library container. */
export const shadow = (canvas: HTMLElement) => within(shadowRootOf(canvas) as unknown as HTMLElement);

/** Testing Library queries bound to a story's shadow root. */
export type ShadowQueries = ReturnType<typeof shadow>;
/** An ARIA role as Testing Library takes it. */
export type DrawnRole = Parameters<ShadowQueries['findByRole']>[0];
type Text = Parameters<ShadowQueries['findByText']>[0];

/** The play function of a story: it waits for what the designer should see, so an automated look finds it drawn. */
export type DrawnPlay = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The story's shadow root: the one of the first element in the canvas that has one (a ShadowFrame's host, a custom element). */
export function shadowRootOf(canvas: HTMLElement): ShadowRoot | null {
  const first = canvas.querySelector('div')?.shadowRoot;
  if (first) return first;
  for (const el of canvas.querySelectorAll('*')) if (el.shadowRoot) return el.shadowRoot;
  return null;
}

/**
 * The wait's options: its timeout, and its own error (Testing Library's would print the container, which
 * it cannot do for a shadow root: the wait would then never end).
 */
const waitOptions = (what: string) => ({
  timeout: WAIT_MS,
  onTimeout: () => new Error(`The story did not draw ${what} within ${WAIT_MS} ms`),
});

/** Waits for an element of `role` (named `name`, when given) in the story's shadow root; gives the first when there are several. */
export async function drawnRole(canvas: HTMLElement, role: DrawnRole, name?: string | RegExp): Promise<HTMLElement> {
  const what = `a ${String(role)}${name === undefined ? '' : ` named ${String(name)}`}`;
  const found = await shadow(canvas).findAllByRole(role, name === undefined ? {} : { name }, waitOptions(what));
  return found[0] as HTMLElement;
}

/** Waits for `text` (an element's own text, whole, or a pattern in it) in the story's shadow root; gives the first when there are several. */
export async function drawnText(canvas: HTMLElement, text: Text): Promise<HTMLElement> {
  const found = await shadow(canvas).findAllByText(text, {}, waitOptions(`the text ${String(text)}`));
  return found[0] as HTMLElement;
}

/** A play function that waits for the element of `role` named `name` (a heading, a button, a dialog). */
export const waitsFor =
  (role: DrawnRole, name?: string | RegExp): DrawnPlay =>
  async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, role, name)).toBeTruthy();
  };

/** A play function that waits for the text that names the story's state (a message, a note). */
export const waitsForText =
  (text: Text): DrawnPlay =>
  async ({ canvasElement }) => {
    await expect(await drawnText(canvasElement, text)).toBeTruthy();
  };

/** A play function that waits for each element in turn, as `[role, name]` (a panel's heading, then its buttons). */
export const waitsForAll =
  (...elements: readonly (readonly [DrawnRole, (string | RegExp)?])[]): DrawnPlay =>
  async ({ canvasElement }) => {
    for (const [role, name] of elements) await expect(await drawnRole(canvasElement, role, name)).toBeTruthy();
  };
