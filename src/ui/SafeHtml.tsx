import { useEffect, useRef, useState } from 'react';
import type { Writer } from './sanitize';

let loaded: Promise<Writer> | null = null;

/**
 * The page's HTML sanitiser (`./sanitize`: the browser's own or DOMPurify, and the check that
 * server HTML fetches only from the retailer's origins), loaded on first use; a failed load is
 * tried again next time.
 */
export function loadSanitizer(): Promise<Writer> {
  loaded ??= import('./sanitize')
    .then((module) => module.sanitizer())
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
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
