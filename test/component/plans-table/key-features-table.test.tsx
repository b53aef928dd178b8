import { readFileSync } from 'node:fs';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pairPlans, type DisplayPlan } from '../../../src/domain/plans';
import { store } from '../../../src/store';
import KeyFeaturesTable from '../../../widgets/plans-table/KeyFeaturesTable';
import { plan } from '../../unit/domain/plans/plan-fixtures';

/** A ResizeObserver that reports the given content width as soon as it observes; the returned function reports another. */
function observeWidth(width: number): (next: number) => void {
  const callbacks: ResizeObserverCallback[] = [];
  const report = (w: number): void =>
    callbacks.forEach((callback) => callback([{ contentRect: { width: w } } as ResizeObserverEntry], {} as ResizeObserver));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(): void {
        callbacks.push(this.callback);
        this.callback([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve(): void {}
      disconnect(): void {}
    },
  );
  return report;
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

  it('widening on the last plan (a phone turned) shows the last full page of plans, not one stretched column', async () => {
    const resize = observeWidth(375);
    const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(8)} />));
    const next = within(container).getByRole('button', { name: 'Next plans' });
    for (let i = 0; i < 7; i++) fireEvent.click(next);
    expect(within(container).getByText('Plan 8 of 8')).toBeTruthy();
    act(() => resize(1000));
    expect(within(container).getByText('Plans 5–8 of 8')).toBeTruthy();
    expect(widths(container).plans).toEqual(['21%', '21%', '21%', '21%']);
    fireEvent.click(within(container).getByRole('button', { name: 'Previous plans' }));
    expect(within(container).getByText('Plans 4–7 of 8')).toBeTruthy();
  });

  it("names each fuel's tariff under a dual-fuel plan's name, as its panel does", async () => {
    observeWidth(1000);
    const withTariff = (code: string, fuelType: 'ELE' | 'GAS', tariffDescription: string) => {
      const p = plan({ code, fuelType, name: 'Flexi Plan' });
      return { ...p, rates: { ...p.rates, tariffDescription } };
    };
    const dual = pairPlans(withTariff('F-E', 'ELE', 'Single rate'), withTariff('F-G', 'GAS', 'Block rate'));
    const { container } = await act(async () => render(<KeyFeaturesTable panels={[dual]} />));
    const header = within(container).getByRole('columnheader');
    expect([...header.querySelectorAll('.pt-kf__tariff > span')].map((e) => e.textContent)).toEqual(['Single rate', 'Block rate']);
  });

  it('sets no column widths in its stylesheet (the rule lives in one place)', () => {
    // Read from disk: vitest hands CSS imports to tests as empty strings.
    const css = readFileSync('widgets/plans-table/key-features.css', 'utf8');
    expect(css).toContain('.pt-kf__table');
    expect(css).not.toMatch(/\.pt-kf__(head|col)\b[^{]*\{[^}]*width/);
  });
});

/** Estimates shown by the period given: plan P0-E has one ($1,898.40 a year), P1-E none. */
function estimatesBy(period: 'MONTHLY' | 'BIMONTHLY'): void {
  const estimate = { value: 1898.4, unconditionalValue: 1898.4, estimatePeriod: 'ANNUAL', usageForPeriod: 3900, annualUsage: 3900 };
  act(() => {
    store.getState().patch('refine', { estimatePeriod: period });
    store.getState().patch('plans', {
      estimatesLoading: false,
      estimates: { electricity: { 'P0-E': { ...estimate, planId: 'P0-E' } as never }, gas: {} },
    });
  });
}

/** The table's electricity estimate row, with two plans. */
async function electricityRow(): Promise<HTMLElement> {
  const { container } = await act(async () => render(<KeyFeaturesTable panels={panels(2)} />));
  return within(container)
    .getByRole('rowheader', { name: /^Electricity estimate/ })
    .closest('tr') as HTMLElement;
}

describe('key-features table estimates', () => {
  it('name their period in the row, and a plan the answer gave no estimate shows – as other empty cells do', async () => {
    observeWidth(1000);
    estimatesBy('MONTHLY');
    const row = await electricityRow();
    expect(within(row).getByRole('rowheader').textContent).toBe('Electricity estimate per month');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/Electricity estimate\*/, '')),
    ).toEqual(['$158', '–']);
  });

  it('on a phone, where a row name sits on one line over its cells, put the period after each amount instead', async () => {
    observeWidth(375);
    estimatesBy('BIMONTHLY');
    const row = await electricityRow();
    expect(within(row).getByRole('rowheader').textContent).toBe('Electricity estimate');
    expect(within(row).getAllByRole('cell')[0]?.textContent).toMatch(/\$\d+ every two months$/);
  });
});
