import { fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState, useTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/ui';
import { renderInWidget } from '../render';

function Harness({ closable = true, onClose }: { closable?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Reset cost estimates"
        closable={closable}
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
});
