/**
 * One limit for every wait in the stories' play functions and the tests (waitFor, findBy*): what a
 * story or widget shows can come after lazy chunks and the reference API's answer, which on a busy
 * machine (the whole suite on two CPUs) takes seconds. A passing wait never lasts longer than it must,
 * so the limit is generous; a wait that sets its own shorter one could run out under load.
 */
export const WAIT_MS = 15_000;

/**
 * The error of a query that found nothing: its message and the content it searched. Testing Library's own
 * cannot print a ShadowRoot (a widget's) and throws from its timer instead, so the query would never end.
 */
export function elementError(message: string | null, container: unknown, pretty: (node: Element | Document) => string | false): Error {
  const dom =
    typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot
      ? `<${container.host.localName}> shadow root:\n${container.innerHTML.slice(0, 3000)}`
      : container instanceof Element || container instanceof Document
        ? pretty(container)
        : '';
  const error = new Error([message, dom].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

/** The configuration both copies of Testing Library take (@testing-library/react's and storybook/test's). */
export const waitConfig = (pretty: (node: Element | Document) => string | false) => ({
  asyncUtilTimeout: WAIT_MS,
  getElementError: (message: string | null, container: unknown) => elementError(message, container, pretty),
});
