import { createContext, useContext } from 'react';

/** What a widget's React tree knows about the element it lives in. */
export interface WidgetEnvironment {
  /** The custom element. */
  readonly host: HTMLElement;
  /** The element's tag name, lower case. */
  readonly tag: string;
  /** Container inside the shadow root for portals (modals, overlays). */
  readonly portal: HTMLElement;
  /** Aborted when the element is taken out of the page (not when it is moved): pass to requests, listeners and timers. */
  readonly signal: AbortSignal;
}

export const WidgetContext = createContext<WidgetEnvironment | null>(null);

/** The widget environment; throws when used outside a widget root (a programming error caught by the boundary). */
export function useWidget(): WidgetEnvironment {
  const env = useContext(WidgetContext);
  if (!env) throw new Error('useWidget() used outside a widget root');
  return env;
}
