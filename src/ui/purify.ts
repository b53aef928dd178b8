import DOMPurify from 'dompurify';
import { attributeAllowed, retailerOrigins, urlCheck, type UrlCheck } from './fetch-policy';

/** The check of the sanitisation in progress (DOMPurify's hooks are global to its instance). */
let current: UrlCheck = () => false;

// DOMPurify parses into a document of its own (DOMParser), which fetches nothing: the hook takes
// out what would fetch from elsewhere before the markup is ever in the page.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.keepAttr && !attributeAllowed(node, data.attrName, data.attrValue, current)) data.keepAttr = false;
});

/** DOMPurify, for browsers without their own sanitiser: sanitises `html` into `inert` (an element of a document that loads nothing). */
export function purify(inert: Element, html: string): void {
  current = urlCheck(retailerOrigins());
  inert.innerHTML = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}
