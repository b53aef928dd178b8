import { useEffect, useRef, useState } from 'react';

/** Writes sanitised HTML into an element. */
type Writer = (target: Element, html: string) => void;

interface SanitizingElement {
  setHTML(html: string): void;
}

const hasPlatformSanitizer = (): boolean =>
  typeof Element !== 'undefined' && typeof (Element.prototype as Partial<SanitizingElement>).setHTML === 'function';

let fallback: Promise<Writer> | null = null;

/**
 * The page's HTML sanitiser: the browser's own (`Element.setHTML`, safe by default: no scripts,
 * event handlers or javascript: URLs) where it exists, else DOMPurify, loaded on first use so it
 * costs nothing where the platform sanitises.
 */
export function loadSanitizer(): Promise<Writer> {
  if (hasPlatformSanitizer()) return Promise.resolve((target, html) => (target as unknown as SanitizingElement).setHTML(html));
  fallback ??= import('dompurify').then((module) => {
    const purify = module.default;
    return (target: Element, html: string) => {
      target.innerHTML = purify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      });
    };
  });
  return fallback;
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
    loadSanitizer()
      .then((write) => {
        const node = ref.current;
        if (!live || !node) return;
        write(node, html);
        for (const a of node.querySelectorAll('a[target="_blank"]')) a.setAttribute('rel', 'noopener noreferrer');
        setReady(true);
      })
      .catch(() => {
        if (live && ref.current) ref.current.textContent = '';
      });
    return () => {
      live = false;
    };
  }, [html]);
  return <div ref={ref} className={className} aria-busy={!ready} />;
}
