import { useContext, useLayoutEffect } from 'react';
import { VERSION } from '../version';
import baseCss from './base.css?inline';
import { WidgetContext } from './context';

const cache = new Map<string, CSSStyleSheet | null>();

/** Tokens and resets every widget gets on its :host (base.css), with the bundle's version as a custom property. */
export const BASE_CSS = `:host{--ea-version:"${VERSION}"}${baseCss}`;

function constructable(): boolean {
  try {
    return (
      typeof CSSStyleSheet === 'function' &&
      'replaceSync' in CSSStyleSheet.prototype &&
      typeof ShadowRoot !== 'undefined' &&
      'adoptedStyleSheets' in ShadowRoot.prototype
    );
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
