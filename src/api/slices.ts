/**
 * Work in slices that never block the page (issue 21): the main thread goes back to the browser
 * (input, paint) between them.
 */

/** Gives the main thread back to the browser (a task of its own) before going on. */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
