import { useEffect, useRef, useState } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;

/** DOMPurify, loaded on first use (kept out of the initial bundle). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then((module) => {
    const purify = module.default;
    return (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
  });
  return sanitizer;
}

export interface SafeHtmlProps {
  /** HTML from the server (disclaimers, configuration texts). */
  html: string;
  className?: string;
}

/** Server HTML, sanitised with DOMPurify before it touches the DOM; links open safely. Never raw innerHTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadSanitizer()
      .then((sanitize) => {
        if (live) setClean(sanitize(html));
      })
      .catch(() => {
        if (live) setClean('');
      });
    return () => {
      live = false;
    };
  }, [html]);
  useEffect(() => {
    const node = ref.current;
    if (!node || clean === null) return;
    node.innerHTML = clean;
    for (const a of node.querySelectorAll('a[target="_blank"]')) a.setAttribute('rel', 'noopener noreferrer');
  }, [clean]);
  return <div ref={ref} className={className} aria-busy={clean === null} />;
}
