import { commit, retailerOrigins, urlCheck } from './fetch-policy';

/** Writes sanitised HTML into an element. */
export type Writer = (target: Element, html: string) => void;

interface SanitizingElement {
  setHTML(html: string): void;
}

/** The browser's own sanitiser (`Element.setHTML`, safe by default), run on an element of a document that loads nothing. */
const platform: Writer = (target, html) => {
  const inert = document.implementation.createHTMLDocument('').createElement('div');
  (inert as unknown as SanitizingElement).setHTML(html);
  commit(target, inert, urlCheck(retailerOrigins()));
};

/**
 * The page's HTML sanitiser: the browser's own where it exists, else DOMPurify (loaded only
 * then); either way, what is left may fetch only from the retailer's own origins.
 */
export function sanitizer(): Promise<Writer> {
  if (typeof (Element.prototype as Partial<SanitizingElement>).setHTML === 'function') return Promise.resolve(platform);
  return import('./purify').then((module) => module.purifyWriter);
}
