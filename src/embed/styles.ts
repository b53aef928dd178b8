import { useContext, useLayoutEffect } from 'react';
import { VERSION } from '../version';
import { WidgetContext } from './context';

const cache = new Map<string, CSSStyleSheet | null>();

/** Tokens and resets every widget gets on its :host; sizes in px so the host's root font size cannot change them. */
export const BASE_CSS = `
:host {
  --ea-version: "${VERSION}";
  --ea-color-brand: #00629b;
  --ea-color-brand-dark: #004a75;
  --ea-color-text: #1f2328;
  --ea-color-muted: #57606a;
  --ea-color-border: #8c959f;
  --ea-color-surface: #ffffff;
  --ea-color-subtle: #f4f6f8;
  --ea-color-danger: #b42318;
  --ea-color-warning: #8a5300;
  --ea-color-success: #1a7f37;
  --ea-color-info: #00629b;
  --ea-color-focus: #b45309;
  --ea-radius: 8px;
  --ea-space-1: 4px;
  --ea-space-2: 8px;
  --ea-space-3: 12px;
  --ea-space-4: 16px;
  --ea-space-5: 24px;
  --ea-space-6: 32px;
  --ea-space-7: 48px;
  --ea-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  --ea-font-size-body: 16px;
  --ea-font-size-small: 14px;
  --ea-font-size-h3: 20px;
  --ea-font-size-h2: 24px;
  --ea-font-size-h1: 32px;
  display: block;
  box-sizing: border-box;
  font-family: var(--ea-font-family);
  font-size: var(--ea-font-size-body);
  line-height: 1.5;
  color: var(--ea-color-text);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; }
:focus-visible { outline: 2px solid var(--ea-color-focus); outline-offset: 2px; }
.ea-error { display: flex; gap: var(--ea-space-2); padding: var(--ea-space-3) var(--ea-space-4); border-left: 4px solid var(--ea-color-danger); background: #fdf2f1; color: var(--ea-color-text); border-radius: 4px; }
.ea-error a { color: var(--ea-color-brand-dark); }
@media (prefers-reduced-motion: reduce) { *, *::before, *::after { transition-duration: 0ms !important; animation-duration: 0ms !important; } }
`;

function constructable(): boolean {
  try {
    return typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype;
  } catch {
    return false;
  }
}

function sheetFor(css: string): CSSStyleSheet | null {
  if (cache.has(css)) return cache.get(css) ?? null;
  let sheet: CSSStyleSheet | null = null;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
  } catch {
    sheet = null;
  }
  cache.set(css, sheet);
  return sheet;
}

/** Applies the CSS texts to a shadow root as shared constructable stylesheets (CSP-safe), falling back to <style> elements. */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (constructable()) {
    const sheets = cssTexts.map(sheetFor).filter((s): s is CSSStyleSheet => s !== null);
    if (sheets.length === cssTexts.length) {
      root.adoptedStyleSheets = sheets;
      return;
    }
  }
  for (const css of cssTexts) {
    const style = document.createElement('style');
    style.textContent = css;
    root.appendChild(style);
  }
}

/**
 * Adds one more CSS text to a shadow root, once: a constructable stylesheet appended to the
 * adopted ones (CSP-safe), or a <style> where those are missing.
 */
export function addStyles(root: Node, css: string): void {
  if (typeof ShadowRoot === 'undefined' || !(root instanceof ShadowRoot)) return;
  const sheet = constructable() ? sheetFor(css) : null;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  for (const style of root.querySelectorAll('style')) if (style.textContent === css) return;
  const style = document.createElement('style');
  style.textContent = css;
  root.appendChild(style);
}

/**
 * A component's own CSS, added to its widget's shadow root when it first renders: styles of
 * lazily loaded parts (modals, carousels) travel with them instead of with every page.
 */
export function useStyles(css: string): void {
  const portal = useContext(WidgetContext)?.portal;
  useLayoutEffect(() => {
    if (portal) addStyles(portal.getRootNode(), css);
  }, [portal, css]);
}
