import { afterEach, describe, expect, it } from 'vitest';
import { lockPageScroll, scrollbarRoom } from '../../../src/ui/scroll-lock';

const root = document.documentElement;
afterEach(() => root.removeAttribute('style'));

describe('the host page behind an open modal does not scroll', () => {
  it('keeps the room of the scrollbar it hides, unless there is none or the page keeps its gutter itself', () => {
    expect(scrollbarRoom(15, 'auto')).toBe(15);
    expect(scrollbarRoom(0, 'auto')).toBe(0);
    expect(scrollbarRoom(15, 'stable')).toBe(0);
    expect(scrollbarRoom(15, 'stable both-edges')).toBe(0);
  });

  it("hides the root's overflow while locked and puts back the host's own inline style exactly", () => {
    root.style.setProperty('overflow-y', 'scroll');
    root.style.setProperty('padding-right', '4px', 'important');
    const release = lockPageScroll();
    expect(root.style.getPropertyValue('overflow-y')).toBe('hidden');
    expect(root.style.getPropertyValue('overflow-x')).toBe('hidden');
    release();
    expect(root.style.getPropertyValue('overflow-y')).toBe('scroll');
    expect(root.style.getPropertyValue('overflow-x')).toBe('');
    expect(root.style.getPropertyValue('padding-right')).toBe('4px');
    expect(root.style.getPropertyPriority('padding-right')).toBe('important');
  });

  it('stays locked until the last of stacked modals lets go, and a second release of one changes nothing', () => {
    const below = lockPageScroll();
    const above = lockPageScroll();
    above();
    above();
    expect(root.style.getPropertyValue('overflow-y')).toBe('hidden');
    below();
    expect(root.hasAttribute('style')).toBe(false);
  });
});
