import { useLayoutEffect } from 'react';
import { useWidget } from '../../../src/embed/context';
import css from './modals.css?inline';

let sheet: CSSStyleSheet | null | undefined;

/** Adds the modals' CSS to a shadow root once (a constructable stylesheet, CSP-safe; a <style> where those are missing). */
function adoptInto(root: Node): void {
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null;
    }
  }
  if (sheet && Array.isArray(root.adoptedStyleSheets)) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (!root.querySelector('style[data-rb-modals]')) {
    const style = document.createElement('style');
    style.setAttribute('data-rb-modals', '');
    style.textContent = css;
    root.appendChild(style);
  }
}

/** The modals' own CSS, loaded with them instead of with the bar. */
export function useModalStyles(): void {
  const { portal } = useWidget();
  useLayoutEffect(() => adoptInto(portal.getRootNode()), [portal]);
}
