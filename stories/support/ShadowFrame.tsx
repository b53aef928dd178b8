import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { WidgetContext, type WidgetEnvironment } from '../../src/embed/context';
import { adoptStyles, BASE_CSS } from '../../src/embed/styles';
import { defaultData, store, type StoreData } from '../../src/store';

/** Renders a widget's React tree inside a real open shadow root with its CSS, as the custom element would. */
export function ShadowFrame({ styles, children, width }: { styles: readonly string[]; children: ReactNode; width?: number }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [env, setEnv] = useState<(WidgetEnvironment & { mount: HTMLElement }) | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, [BASE_CSS, ...styles]);
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    shadow.replaceChildren(mount, portal);
    const controller = new AbortController();
    setEnv({ host, tag: 'ea-story', portal, signal: controller.signal, mount });
    return () => controller.abort();
  }, [styles]);
  return (
    <div ref={hostRef} style={width ? { width } : undefined}>
      {env ? createPortal(<WidgetContext.Provider value={env}>{children}</WidgetContext.Provider>, env.mount) : null}
    </div>
  );
}

/** Puts the page store into a known state for a story (a fresh default state with the changes applied). */
export function useSeededStore(seed: (data: StoreData) => void, after?: () => void): void {
  const done = useRef(false);
  if (!done.current) {
    const data = defaultData();
    seed(data);
    store.setState(data);
    done.current = true;
  }
  useEffect(() => {
    const timer = setTimeout(() => after?.(), 0);
    return () => clearTimeout(timer);
  }, [after]);
}
