import { readFileSync } from 'node:fs';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pairPlans, type DisplayPlan } from '../../../src/domain/plans';
import KeyFeaturesTable from '../../../widgets/plans-table/KeyFeaturesTable';
import { plan } from '../../unit/domain/plans/plan-fixtures';

/** A ResizeObserver that reports the given content width as soon as it observes. */
function observeWidth(width: number): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}

const panels = (n: number): DisplayPlan[] =>
  Array.from({ length: n }, (_, i) => pairPlans(plan({ code: `P${i}-E`, name: `Plan ${i}` }), null));

const widths = (container: HTMLElement) => ({
  label: (container.querySelector('col.pt-kf__head') as HTMLElement).style.width,
  plans: [...container.querySelectorAll<HTMLElement>('col.pt-kf__col')].map((c) => c.style.width),
});

afterEach(() => vi.unstubAllGlobals());

describe('key-features table column widths (spec 2 §2, §9: 84% divided by the plan count)', () => {
  it('gives the plan columns 84% / count and the labels 16% on a wide screen', async () => {
    observeWidth(1000);
    const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(3)} />));
    expect(widths(container)).toEqual({ label: '16%', plans: ['28%', '28%', '28%'] });
  });

  it('keeps the share below 600 px (the label column does not widen); the carousel shows fewer plans instead', async () => {
    observeWidth(550);
    const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(3)} />));
    expect(within(container).getByRole('button', { name: 'Next plans' })).toBeTruthy();
    expect(widths(container)).toEqual({ label: '16%', plans: ['42%', '42%'] });
  });

  it('keeps the share on a phone: one plan at a time at 84%', async () => {
    observeWidth(375);
    const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(3)} />));
    expect(within(container).getByText('Plan 1 of 3')).toBeTruthy();
    expect(widths(container)).toEqual({ label: '16%', plans: ['84%'] });
  });

  it('keeps focus on Next / Previous plans at either end of the carousel (they say so with aria-disabled)', async () => {
    observeWidth(375);
    const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(3)} />));
    const next = within(container).getByRole('button', { name: 'Next plans' });
    const previous = within(container).getByRole('button', { name: 'Previous plans' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    next.focus();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(within(container).getByText('Plan 3 of 3')).toBeTruthy();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(within(container).getByText('Plan 3 of 3')).toBeTruthy();
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });

  it('sets no column widths in its stylesheet (the rule lives in one place)', () => {
    // Read from disk: vitest hands CSS imports to tests as empty strings.
    const css = readFileSync('widgets/plans-table/key-features.css', 'utf8');
    expect(css).toContain('.pt-kf__table');
    expect(css).not.toMatch(/\.pt-kf__(head|col)\b[^{]*\{[^}]*width/);
  });
});
