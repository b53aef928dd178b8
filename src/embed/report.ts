/** Where widget errors go. Services install the real reporter (the API's error-reporting call); until then errors are logged. */
export type ErrorReporter = (error: unknown, context: { tag: string; phase: string }) => void;

let reporter: ErrorReporter | null = null;

/** Installs the page-wide error reporter used by every widget boundary. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Reports an error caught at a widget boundary. Never throws. */
export function reportWidgetError(error: unknown, context: { tag: string; phase: string }): void {
  try {
    console.error(`[${context.tag}] ${context.phase}:`, error);
    reporter?.(error, context);
  } catch {
    /* reporting must never break the host page */
  }
}
