import { apiConfig } from '../api/client';

/**
 * What server HTML may fetch (loaded with the sanitiser, never at page start). Sanitisers keep
 * images, media and styles, and each of those makes the host page request its URL as soon as the
 * element lands in the page: a tracker, or any address the HTML names. Server HTML may only load
 * from the retailer's own origins (the page's, which the retailer's CMS serves, and the API's, the
 * `api-base` attribute's), by an absolute address or a path from the root: the HTML does not know
 * which page it lands on, so a relative path (`<img src=x>`) names nothing and is dropped.
 */

/** True when a URL found in server HTML may be fetched. */
export type UrlCheck = (raw: string) => boolean;

/** The retailer's own origins: the page's and the configured API base's. */
export function retailerOrigins(): Set<string> {
  const page = location.origin;
  const origins = new Set([page]);
  try {
    origins.add(new URL(apiConfig().base || page, page).origin);
  } catch {
    // An unreadable api-base names no origin of its own.
  }
  return origins;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A check against `origins`: absolute http(s) addresses and root paths (as the URL parser reads
 * them, so `\\` counts as `/`) resolved against `base`; relative paths, `data:`, `blob:` and every
 * other scheme are refused.
 */
export function urlCheck(origins: ReadonlySet<string>, base: string = document.baseURI): UrlCheck {
  return (raw) => {
    // The URL parser ignores tabs and newlines anywhere and C0 controls and spaces at either end.
    let value = raw.replace(/[\t\n\r]/g, '');
    const control = (at: number): boolean => value.charCodeAt(at) <= 0x20;
    while (value.length > 0 && control(0)) value = value.slice(1);
    while (value.length > 0 && control(value.length - 1)) value = value.slice(0, -1);
    if (!SCHEME.test(value) && !/^[/\\]/.test(value)) return false;
    try {
      const url = new URL(value, base);
      return (url.protocol === 'https:' || url.protocol === 'http:') && origins.has(url.origin);
    } catch {
      return false;
    }
  };
}

/** The URLs of a `srcset` (spec: image candidate strings), or none when it cannot be read. */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  const space = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (space(value[i]) || value[i] === ',')) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !space(value[i])) i++;
    let url = value.slice(start, i);
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      let depth = 0;
      for (; i < value.length; i++) {
        const c = value[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
      }
    }
    urls.push(url);
  }
  return urls;
}

/** Elements that fetch, run or navigate whatever their attributes: never kept. */
const DROPPED = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'fencedframe',
  'meta',
  'base',
  // SVG animation can set an href (or a CSS url) after the check.
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'animatecolor',
]);

/** Attributes holding one URL the browser fetches. */
const URL_ATTRIBUTES = new Set(['src', 'poster', 'data', 'background', 'lowsrc', 'dynsrc', 'codebase', 'action', 'formaction', 'manifest']);
/** Attributes holding URLs separated by spaces. */
const URL_LIST_ATTRIBUTES = new Set(['ping', 'archive']);
/** Attributes holding image candidates. */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

const CSS_URL = /url\s*\(/gi;
const CSS_URL_ARGUMENT = /url\s*\(\s*(['"]?)([^'"()\\]*)\1\s*\)/gi;

/**
 * True when CSS (a style attribute or element, an SVG paint) fetches only from allowed origins:
 * every `url()` is a local reference (`#id`) or allowed; escapes, `@import`, `image-set()`,
 * `image()`, `cross-fade()` and `src()` are refused (they can name a URL that no `url(` shows).
 */
export function cssAllowed(css: string, check: UrlCheck): boolean {
  if (/\\|@import|image-set|image\s*\(|cross-fade|src\s*\(/i.test(css)) return false;
  const found = css.match(CSS_URL)?.length ?? 0;
  const read = [...css.matchAll(CSS_URL_ARGUMENT)];
  if (read.length !== found) return false;
  return read.every((match) => {
    const url = (match[2] ?? '').trim();
    return url.startsWith('#') || check(url);
  });
}

/**
 * True when an element may keep this attribute: one that fetches only from allowed origins, or
 * one that fetches nothing. A link's `href` (`a`, `area`) only navigates when followed and is left
 * to the sanitiser; any other `href` (`link`, SVG `image`, `use`, `feImage`) loads what it names
 * unless it points into the page (`#id`).
 */
export function attributeAllowed(element: Element, attribute: string, value: string, check: UrlCheck): boolean {
  const name = attribute.toLowerCase();
  const local = name.slice(name.lastIndexOf(':') + 1);
  const tag = element.localName.toLowerCase();
  if (local === 'href') {
    if (tag === 'a' || tag === 'area') return true;
    return (tag !== 'link' && value.trim().startsWith('#')) || check(value);
  }
  if (name === 'attributionsrc') return false;
  if (URL_ATTRIBUTES.has(name)) return check(value);
  if (URL_LIST_ATTRIBUTES.has(name)) {
    const urls = value.split(/[\t\n\f\r ]+/).filter(Boolean);
    return urls.length > 0 && urls.every(check);
  }
  if (SRCSET_ATTRIBUTES.has(name)) {
    const urls = srcsetUrls(value);
    return urls.length > 0 && urls.every(check);
  }
  if (name === 'style' || /url\s*\(/i.test(value)) return cssAllowed(value, check);
  return true;
}

/**
 * Takes every fetch to a foreign or unknown place out of `root`, which must not be in the page yet
 * (an inert document or a template's content): elements that fetch anyway go, attributes that would
 * fetch from elsewhere go, a style element that would goes, and an image left with no source gives
 * way to its alt text.
 */
export function restrictFetches(root: ParentNode, check: UrlCheck): void {
  for (const element of [...root.querySelectorAll('*')]) {
    const tag = element.localName.toLowerCase();
    if (DROPPED.has(tag) || (tag === 'style' && !cssAllowed(element.textContent ?? '', check))) {
      element.remove();
      continue;
    }
    for (const attribute of [...element.attributes]) {
      if (!attributeAllowed(element, attribute.name, attribute.value, check)) element.removeAttribute(attribute.name);
    }
    if (tag === 'img' && !element.hasAttribute('src') && !element.hasAttribute('srcset')) {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) element.replaceWith(element.ownerDocument.createTextNode(alt));
      else element.remove();
    }
    // A template's content is inert, but a copy of it put in the page would not be.
    if (element instanceof HTMLTemplateElement) restrictFetches(element.content, check);
  }
}
