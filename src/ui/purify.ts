import DOMPurify from 'dompurify';
import { attributeAllowed, commit, retailerOrigins, urlCheck, type UrlCheck } from './fetch-policy';
import type { Writer } from './sanitize';

/** The check of the sanitisation in progress (DOMPurify's hooks are global to its instance). */
let current: UrlCheck = () => false;

// DOMPurify parses into a document of its own (DOMParser), which fetches nothing: the hook takes
// out what would fetch from elsewhere before the markup is ever in the page.
DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.keepAttr && !attributeAllowed(node, data.attrName, data.attrValue, current)) data.keepAttr = false;
});

/** DOMPurify, for browsers without their own sanitiser. */
export const purifyWriter: Writer = (target, html) => {
  current = urlCheck(retailerOrigins());
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
  // Parsed again in a template, whose content is inert, and checked again there before it joins the page.
  const template = document.createElement('template');
  template.innerHTML = clean;
  commit(target, template.content, current);
};
