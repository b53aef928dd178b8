import { act, fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState, useTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/ui';
import { renderInWidget } from '../render';

function Harness({
  closable = true,
  onClose,
  historyEntry,
  title = 'Reset cost estimates',
  opener = 'Open',
}: {
  closable?: boolean;
  onClose?: () => void;
  historyEntry?: boolean;
  title?: string;
  opener?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {opener}
      </button>
      <Modal
        open={open}
        title={title}
        closable={closable}
        historyEntry={historyEntry}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={
          <>
            <button type="button">Confirm</button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </>
        }
      >
        <p>Confirm to reset all current cost estimates.</p>
      </Modal>
    </>
  );
}

/** Where focus is when a commit's layout phase ends: before the browser can paint it or take a key. */
function FocusAtCommit({ on, seen }: { on: unknown; seen: string[] }) {
  useLayoutEffect(() => {
    const dialog = screen.queryByRole('dialog');
    seen.push(dialog ? (dialog.contains(document.activeElement) ? 'in the dialog' : 'on the page') : 'closed');
  }, [on, seen]);
  return null;
}

/** Opens in a transition (as the cart does), with a step that replaces the focused control. */
function Stepped({ seen }: { seen: string[] }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(1);
  const [, startOpening] = useTransition();
  return (
    <>
      <button type="button" onClick={() => startOpening(() => setOpen(true))}>
        Open
      </button>
      <Modal open={open} title={`Step ${step}`} contentKey={step} onClose={() => setOpen(false)}>
        {step === 1 ? (
          <button type="button" onClick={() => setStep(2)}>
            Next
          </button>
        ) : (
          <p>The second step.</p>
        )}
      </Modal>
      <FocusAtCommit on={`${open}-${step}`} seen={seen} />
    </>
  );
}

describe('Modal', () => {
  it('has focus in the commit that shows it or changes its step, so no paint or key comes before (an Escape then closes it)', () => {
    const seen: string[] = [];
    renderInWidget(<Stepped seen={seen} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'Step 2' })).toBe(document.activeElement);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toEqual(['closed', 'in the dialog', 'in the dialog', 'closed']);
    expect(document.activeElement).toBe(opener);
  });

  it('is a labelled modal dialog that takes focus on open and returns it on close', () => {
    renderInWidget(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reset cost estimates' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape when closable', () => {
    const onClose = vi.fn();
    renderInWidget(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Its default cancelled: a host's <dialog> around the widget stays open (fireEvent says false).
    expect(fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be closed by Escape, a close button or the backdrop when not closable', () => {
    const onClose = vi.fn();
    renderInWidget(<Harness closable={false} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('wraps Shift+Tab from the focused title to the last control (focus stays in the dialog)', () => {
    renderInWidget(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const title = screen.getByRole('heading', { name: 'Reset cost estimates' });
    title.tabIndex = -1;
    title.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(title);
  });

  it('keeps Tab inside the dialog', () => {
    renderInWidget(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
  });

  describe('keeps the host page behind it from scrolling', () => {
    const root = document.documentElement;
    const pageScrolls = () => root.style.getPropertyValue('overflow-y') !== 'hidden';

    it("while open; closed, the page's root is as it was", () => {
      root.style.setProperty('overflow-y', 'auto');
      renderInWidget(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(pageScrolls()).toBe(false);
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(root.getAttribute('style')).toBe('overflow-y: auto;');
      root.removeAttribute('style');
    });

    it('until the last of two stacked modals closes', () => {
      renderInWidget(
        <>
          <Harness title="Compare plans" opener="Open first" />
          <Harness title="About the reference price" opener="Open second" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open first' }));
      fireEvent.click(screen.getByRole('button', { name: 'Open second', hidden: true }));
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'About the reference price', hidden: true }), { key: 'Escape' });
      expect(screen.getByRole('dialog', { name: 'Compare plans', hidden: true })).toBeTruthy();
      expect(pageScrolls()).toBe(false);
      fireEvent.keyDown(screen.getByRole('dialog', { name: 'Compare plans', hidden: true }), { key: 'Escape' });
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      expect(pageScrolls()).toBe(true);
    });

    it('and lets it scroll again when the widget goes with the modal open', () => {
      const { unmount } = renderInWidget(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(pageScrolls()).toBe(false);
      unmount();
      expect(pageScrolls()).toBe(true);
      expect(root.hasAttribute('style')).toBe(false);
    });
  });

  describe('while its widget is hidden on this location (a plans-page modal on "Get started")', () => {
    const root = document.documentElement;
    const pageScrolls = () => root.style.getPropertyValue('overflow-y') !== 'hidden';
    /** What `defineWidget` does as the location changes: the widget's content and portal hidden, or shown again. */
    const hideWidget = (portal: HTMLElement, hidden: boolean) => act(async () => void (portal.hidden = hidden));

    it('stays open but lets go of the page: it scrolls, keeps its focus, and the dialog is out of reach', async () => {
      const { env } = renderInWidget(<Harness />);
      const page = document.createElement('button');
      page.textContent = 'Yes, I am new';
      document.body.append(page);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      screen.getByRole('button', { name: 'Confirm' }).focus();
      await hideWidget(env.portal, true);
      expect(pageScrolls()).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();
      // "Get started" takes focus; the sleeping modal does not take it back.
      page.focus();
      await act(async () => {});
      expect(document.activeElement).toBe(page);

      // Shown again: as the visitor left it, focus on the control they were on, the page locked again.
      await hideWidget(env.portal, false);
      expect(screen.getByRole('dialog', { name: 'Reset cost estimates' })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
      expect(pageScrolls()).toBe(false);
      // Closed: focus goes back to its opener, as ever, and the page scrolls.
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
      expect(document.activeElement).toBe(opener);
      expect(pageScrolls()).toBe(true);
      page.remove();
    });
  });

  describe('with a history entry of its own', () => {
    /** Our marks in the current entry's state. */
    const marks = (): string[] =>
      Object.keys((history.state as Record<string, unknown> | null) ?? {}).filter((k) => k.startsWith('eaModal'));

    it('adds one marked entry when it opens (the host’s state kept), and Back closes it with focus back on its opener', () => {
      history.replaceState({ hostKey: 'k1' }, '', location.href);
      const length = history.length;
      const onClose = vi.fn();
      renderInWidget(<Harness historyEntry onClose={onClose} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      expect(history.length).toBe(length + 1);
      expect(marks()).toHaveLength(1);
      expect((history.state as Record<string, unknown>)['hostKey']).toBe('k1');
      act(() => history.back());
      expect(onClose).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(history.state).toEqual({ hostKey: 'k1' });
    });

    it('closed by its own controls, goes back off its entry', () => {
      renderInWidget(<Harness historyEntry />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(marks()).toHaveLength(1);
      const back = vi.spyOn(history, 'back');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(back).toHaveBeenCalledOnce();
      expect(marks()).toEqual([]);
      back.mockRestore();
    });

    it('over another modal with an entry, Back closes the top one only', () => {
      renderInWidget(
        <>
          <Harness historyEntry title="Compare plans" opener="Open first" />
          <Harness historyEntry title="About the reference price" opener="Open second" />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open first' }));
      fireEvent.click(screen.getByRole('button', { name: 'Open second', hidden: true }));
      expect(marks()).toHaveLength(2);
      act(() => history.back());
      expect(screen.queryByRole('dialog', { name: 'About the reference price', hidden: true })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Compare plans', hidden: true })).toBeTruthy();
      act(() => history.back());
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    });

    it('is not added for a modal without the option or one that is not closable', () => {
      const length = history.length;
      const { unmount } = renderInWidget(<Harness />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      unmount();
      renderInWidget(<Harness historyEntry closable={false} />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(history.length).toBe(length);
      expect(marks()).toEqual([]);
    });
  });
});
