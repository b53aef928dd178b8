import { useLayoutEffect } from 'react';

/** The inline declarations the lock sets on the host page's root (and scrolling body), put back as they were when the last lock goes. */
const LOCKED = ['overflow-x', 'overflow-y', 'padding-right', 'scrollbar-gutter'] as const;

let locks = 0;
let unlock: (() => void) | null = null;

/**
 * Room to keep where a scroller's scrollbar was once its overflow is hidden: the scrollbar's width, none when it has
 * none (overlay scrollbars, a page that does not scroll) or when it keeps its gutter itself (`scrollbar-gutter:
 * stable`, which a hidden overflow keeps).
 */
export const scrollbarRoom = (scrollbar: number, scrollbarGutter: string): number =>
  scrollbar > 0 && !scrollbarGutter.startsWith('stable') ? scrollbar : 0;

/** Hides `el`'s overflow, keeping the room of its `scrollbar` px wide scrollbar; gives back a function that puts its inline style back. */
function hideOverflow(el: HTMLElement, scrollbar: number, what: 'both' | 'room' | 'overflow' = 'both'): () => void {
  const { style } = el;
  const hadStyle = el.hasAttribute('style');
  const before = LOCKED.map((name) => [name, style.getPropertyValue(name), style.getPropertyPriority(name)] as const);
  const computed = getComputedStyle(el);
  const pad = scrollbarRoom(scrollbar, computed.getPropertyValue('scrollbar-gutter'));
  if (what === 'overflow') {
    // Room kept elsewhere.
  } else if (pad > 0 && CSS.supports('scrollbar-gutter', 'stable')) style.setProperty('scrollbar-gutter', 'stable', 'important');
  else if (pad > 0) style.setProperty('padding-right', `${(parseFloat(computed.paddingRight) || 0) + pad}px`, 'important');
  if (what !== 'room') {
    style.setProperty('overflow-x', 'hidden', 'important');
    style.setProperty('overflow-y', 'hidden', 'important');
  }
  return () => {
    for (const [name, value, priority] of before) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
    // No attribute before, none after. (Read first: Chromium writes the attribute from a changed inline style lazily,
    // and would write an empty one back after the removal.)
    if (!hadStyle && style.length === 0 && el.getAttribute('style') !== null) el.removeAttribute('style');
  };
}

/**
 * A body that scrolls in the root's place (a host page styled `html { overflow: hidden } body { overflow: auto;
 * height: 100% }`): its scrollbar's width, or null when the body does not scroll the page.
 */
function scrollingBody(): number | null {
  const body = document.body as HTMLElement | null;
  // While the root's overflow is visible the body's is the viewport's (CSS Overflow 3: it propagates), and the root
  // scrolls: a page styled `html, body { height: 100% } body { overflow-x: hidden }` has its body's overflow-y
  // computed as auto, yet the root is what scrolls.
  if (!body || getComputedStyle(document.documentElement).overflowY === 'visible' || body.scrollHeight <= body.clientHeight) return null;
  const computed = getComputedStyle(body);
  if (!/auto|scroll/.test(computed.overflowY)) return null;
  const borders = (parseFloat(computed.borderLeftWidth) || 0) + (parseFloat(computed.borderRightWidth) || 0);
  return Math.max(0, Math.round(body.getBoundingClientRect().width - borders - body.clientWidth));
}

/**
 * Hides the root's overflow (the page stays where it is, it just cannot scroll) and keeps its scrollbar's room: the
 * root keeps the gutter (`scrollbar-gutter: stable`), so neither the page nor the host's fixed elements move. Padding
 * the root instead kept the page in place but widened a fixed element on the right edge (a host's chat button, a
 * sticky side bar) by the scrollbar's width; it is what browsers without `scrollbar-gutter` get. A page whose body
 * scrolls in the root's place has the body's overflow hidden too.
 */
function hideRootOverflow(root: HTMLElement): () => void {
  // The body's overflow is the viewport's while the root's is visible (CSS Overflow 3), as on a page styled `html, body
  // { height: 100% } body { overflow-x: hidden }`: hidden on the body, it hides the viewport's. Hidden on the root, it
  // would stop passing, and the body would clip the page to its own height (the page jumped to its top).
  const page = document.body as HTMLElement | null;
  if (page && getComputedStyle(root).overflowY === 'visible' && getComputedStyle(page).overflowY !== 'visible') {
    const unlockRoom = hideOverflow(root, innerWidth - root.clientWidth, 'room');
    const unlockPage = hideOverflow(page, 0, 'overflow');
    return () => {
      unlockPage();
      unlockRoom();
    };
  }
  const body = scrollingBody();
  const unlockRoot = hideOverflow(root, innerWidth - root.clientWidth);
  const unlockBody = body === null ? null : hideOverflow(document.body, body);
  return () => {
    unlockBody?.();
    unlockRoot();
  };
}

/**
 * Keeps the host page behind an open modal from scrolling (the wheel, touch, keys, a scroll chained out of the
 * modal) until the returned function is called. Counted: with modals stacked, the page scrolls again once the last
 * one has gone. The page keeps its place and its layout (the scrollbar's room is kept).
 */
export function lockPageScroll(): () => void {
  if (locks++ === 0) unlock = hideRootOverflow(document.documentElement);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--locks > 0) return;
    unlock?.();
    unlock = null;
  };
}

/** `lockPageScroll` while `active`: released on close and when the view goes (a widget taken out of the page with its modal open). */
export function usePageScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockPageScroll() : undefined), [active]);
}
