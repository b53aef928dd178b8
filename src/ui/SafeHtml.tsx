import { useEffect, useRef, useState } from 'react';

interface SanitizingElement {
  setHTML(html: string): void;
}

/** The attributes ordinary server HTML (disclaimers, texts) is made of: none of them makes the page fetch anything. */
const INERT_ATTRIBUTE = /^(target|rel|class|id|title|lang|dir|role|aria-[\w-]+)$/;

/**
 * Nothing in `root` can fetch: no style, and no attribute but the ones above and a link's href (a
 * link loads only when followed; a template's content stays inert, and nothing here copies it). The
 * common case, told without loading the full rules.
 */
const fetchesNothing = (root: Element): boolean =>
  [...root.querySelectorAll('*')].every(
    (el) =>
      el.localName != 'style' && [...el.attributes].every((a) => INERT_ATTRIBUTE.test(a.name) || (a.name == 'href' && el.localName == 'a')),
  );

/**
 * Server HTML, sanitised, in an element of a document that loads nothing. The sanitiser (the
 * browser's own, `Element.setHTML`, where it exists, else DOMPurify, loaded only then) writes there;
 * whatever could then fetch from outside the retailer's origins is taken out (./fetch-policy, loaded
 * only for HTML that could fetch at all: issue 22) before the markup may join the page.
 */
export async function sanitizedHtml(html: string): Promise<Element> {
  const inert = document.implementation.createHTMLDocument('').createElement('div');
  if (typeof (inert as Partial<SanitizingElement>).setHTML == 'function') (inert as unknown as SanitizingElement).setHTML(html);
  else (await import('./purify')).purify(inert, html);
  if (!fetchesNothing(inert)) {
    const policy = await import('./fetch-policy');
    policy.restrictFetches(inert, policy.urlCheck(policy.retailerOrigins()));
  }
  for (const a of inert.querySelectorAll('a[target="_blank"]')) a.setAttribute('rel', 'noopener noreferrer');
  return inert;
}

export interface SafeHtmlProps {
  /** HTML from the server (disclaimers, configuration texts). */
  html: string;
  className?: string;
}

/** Server HTML, sanitised before it touches the DOM; links that open a new tab get rel=noopener. Never raw innerHTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // Each text is sanitised in a task of its own: a page of disclaimers at once was a long task (issue 21).
    const timer = setTimeout(() => {
      sanitizedHtml(html)
        .then((inert) => {
          if (!live || !ref.current) return;
          ref.current.replaceChildren(...inert.childNodes);
          setReady(true);
        })
        .catch(() => {
          if (live && ref.current) ref.current.textContent = '';
        });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [html]);
  return <div ref={ref} className={className} aria-busy={!ready} />;
}
