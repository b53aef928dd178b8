import { readFileSync } from 'node:fs';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { store } from '../../../src/store';
import '../../../widgets/plans-table/index';
import { cancelWaiting } from '../../../widgets/plans-table/compare-state';
import { gst } from '../../../widgets/plans-table/view-state';
import { warmUpPlansTable } from './warm-up';

type View = ReturnType<typeof within>;
const s = () => store.getState();

/**
 * Mounts the table at 2000 (8 electricity plans, all built at once). Not 2010: the table shows its first
 * 6 of 92 panels and builds the other 86 in background batches (about 5 s under happy-dom on a loaded
 * machine), so every press and wait of a test raced that work and a busy machine ran a test past its
 * timeout (issue 23). Comparing needs only a few panels; 92 are covered by many-plans.test.tsx.
 */
async function mount(url = '/home/electricity-and-gas/plans?postcode=2000&fuel=ele'): Promise<View> {
  history.replaceState(null, '', url);
  const el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  const view = within(el.shadowRoot as unknown as HTMLElement);
  await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(3));
  // Estimates in: no panel is still calculating.
  await waitFor(() => expect(view.queryAllByLabelText(/Calculating your/)).toHaveLength(0));
  return view;
}

/** The Compare toggles of the panels, in page order (the current plan has none). */
const toggles = (view: View) => view.getAllByRole('button', { name: /^Compare (?!\d)/ });
const press = async (button: HTMLElement) => {
  await act(async () => fireEvent.click(button));
};
/** Presses Compare on the first `n` panels, waits for each to show as compared, and returns their names as the tray lists them. */
async function compareFirst(view: View, n: number): Promise<string[]> {
  for (const button of toggles(view).slice(0, n)) {
    await press(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  }
  const tray = await view.findByRole('region', { name: 'Plans to compare' });
  return within(tray)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
}
/**
 * The name of a control that names a compared plan in full (the prompt's and the view's Remove and Select plan), from
 * its name in the tray: the tray names a plan alone ('Flexi Plan'), and in full only when two compared plans share it.
 */
const namingInFull = (prefix: string, trayName: string): RegExp =>
  new RegExp(`^${`${prefix} ${trayName}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(, .+)?$`);
/** The element focused inside the widget's shadow root (the page's own focus is then the widget). */
const focusedIn = (view: View): Element | null => (view.getAllByRole('article')[0]?.getRootNode() as ShadowRoot).activeElement;
async function openView(view: View, n: number): Promise<HTMLElement> {
  await press(await view.findByRole('button', { name: `Compare ${n} plans` }));
  return view.findByRole('dialog', { name: 'Compare plans' });
}

// One-off compile and catalogue work, out of the tests' waits (./warm-up.ts); the bound only catches a hang.
beforeAll(warmUpPlansTable, 120_000);

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  gst.set(true);
  cancelWaiting();
  configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-compare-ct.json` }), retries: 0 });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
  vi.unstubAllGlobals();
});

describe('compare side by side', () => {
  it('Compare on a panel is a toggle named for the plan; the tray counts the compared plans and Clear empties it', async () => {
    const view = await mount();
    const [first] = toggles(view);
    if (!first) throw new Error('no Compare toggle');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    const name = first.getAttribute('aria-label')?.replace(/^Compare /, '') ?? '';
    expect(view.getAllByRole('article', { name }).length).toBeGreaterThan(0);

    await press(first);
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('true'));
    const tray = await view.findByRole('region', { name: 'Plans to compare' });
    expect(within(tray).getByRole('button', { name: 'Compare 1 plan' })).toBeTruthy();

    await press(toggles(view)[1] as HTMLElement);
    await waitFor(() => expect(within(tray).getByRole('button', { name: 'Compare 2 plans' })).toBeTruthy());

    await press(first);
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('false'));
    expect(within(tray).getByRole('button', { name: 'Compare 1 plan' })).toBeTruthy();

    await press(within(tray).getByRole('button', { name: 'Clear the plans to compare' }));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Plans to compare' })).toBeNull());
    expect(s().plans.compared).toEqual([]);
  });

  it('a fourth Compare asks which plan to drop; removing one puts the fourth in its place', async () => {
    const view = await mount();
    const names = await compareFirst(view, 3);
    const fourth = toggles(view)[3] as HTMLElement;
    await press(fourth);
    const prompt = await view.findByRole('dialog', { name: 'Compare up to 3 plans' });
    expect(prompt.textContent).toContain('You can compare up to 3 plans. Remove one to add this plan.');
    expect(fourth.getAttribute('aria-pressed')).toBe('false');
    expect(s().plans.compared).toHaveLength(3);

    await press(within(prompt).getByRole('button', { name: namingInFull('Remove', names[1] ?? '') }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(fourth.getAttribute('aria-pressed')).toBe('true');
    expect(s().plans.compared).toHaveLength(3);
    expect((toggles(view)[1] as HTMLElement).getAttribute('aria-pressed')).toBe('false');
  });

  it('keeping the three closes the prompt and changes nothing', async () => {
    const view = await mount();
    await compareFirst(view, 3);
    const before = [...s().plans.compared];
    await press(toggles(view)[3] as HTMLElement);
    const prompt = await view.findByRole('dialog', { name: 'Compare up to 3 plans' });
    await press(within(prompt).getByRole('button', { name: 'Keep these 3' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(s().plans.compared).toEqual(before);
  });

  it('the view is a table: plan names as column headers, row headers for the estimate and every rate, differing rows said, the cheapest estimate marked', async () => {
    const view = await mount();
    const names = await compareFirst(view, 3);
    const dialog = await openView(view, 3);
    const table = within(dialog).getByRole('table', { name: /side by side/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h, i) => namingInFull('', names[i] ?? '').test(` ${h.textContent ?? ''}`)),
    ).toEqual([true, true, true]);
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent ?? '');
    expect(rowHeaders.some((t) => t.includes('Estimate'))).toBe(true);
    expect(rowHeaders.some((t) => t.includes('Supply charge'))).toBe(true);
    expect(rowHeaders.some((t) => t.includes('Exit fees'))).toBe(true);

    // The estimate row: each cell a dollar figure; the cheapest (lowest) one carries the mark.
    const estimateHeader = within(table).getByRole('rowheader', { name: /^(≠\s*)?Estimate/ });
    const estimateRow = estimateHeader.closest('tr') as HTMLElement;
    const cells = within(estimateRow).getAllByRole('cell');
    const amounts = cells.map((c) => Number((c.textContent ?? '').replace(/Cheapest estimate/, '').replace(/[^\d.]/g, '')));
    expect(amounts.every((a) => a > 0)).toBe(true);
    const min = Math.min(...amounts);
    const marked = cells.filter((c) => c.textContent?.includes('Cheapest estimate'));
    if (new Set(amounts).size > 1) {
      expect(marked.length).toBeGreaterThan(0);
      for (const c of marked) expect(amounts[cells.indexOf(c)]).toBe(min);
      // Differing rows are said in words, not only shown.
      expect(within(estimateRow).getByRole('rowheader').textContent).toContain('(differs)');
    } else {
      expect(marked).toHaveLength(0);
    }
    // A row whose cells all read the same is not marked as differing.
    for (const row of within(table).getAllByRole('row')) {
      const header = within(row).queryByRole('rowheader');
      const values = within(row)
        .queryAllByRole('cell')
        .map((c) => (c.textContent ?? '').replace('Cheapest estimate', '').trim());
      // Not the row of buttons, and rows the view shows in full only.
      if (!header || values.length < 2 || within(row).queryAllByRole('button').length > 0) continue;
      const same = values.every((v) => v === values[0]);
      expect(header.textContent?.includes('(differs)')).toBe(!same);
    }
  });

  it('the view shows where the money goes for each compared plan: a table per plan whose parts add up to its estimate in the view', async () => {
    const view = await mount();
    const names = await compareFirst(view, 2);
    const dialog = await openView(view, 2);
    const section = within(dialog).getByRole('region', { name: 'Where the money goes' });
    const tables = await waitFor(() => {
      const found = within(section).getAllByRole('table');
      expect(found.length).toBe(2);
      return found;
    });
    const compare = within(dialog).getByRole('table', { name: /side by side/ });
    const estimateRow = within(compare)
      .getByRole('rowheader', { name: /^(≠\s*)?Estimate/ })
      .closest('tr') as HTMLElement;
    const shown = within(estimateRow)
      .getAllByRole('cell')
      .map((c) => Number((c.textContent ?? '').replace(/Cheapest estimate/, '').replace(/[^\d.]/g, '')));
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '').replace(/^-?$/, '0')) * 100);
    tables.forEach((t, i) => {
      expect(t.querySelector('caption')?.textContent).toContain(names[i] ?? '');
      const rows = within(t).getAllByRole('row').slice(1);
      const total = rows.pop() as HTMLElement;
      const parts = rows.map((r) => {
        const text = within(r).getAllByRole('cell').at(-1)?.textContent ?? '';
        return (text.includes('−') || text.includes('-') ? -1 : 1) * cents(text.replace(/[−-]/g, ''));
      });
      const totalCents = cents(within(total).getAllByRole('cell').at(-1)?.textContent ?? '');
      expect(parts.reduce((a, b) => a + b, 0)).toBe(totalCents);
      expect(totalCents).toBe(Math.round((shown[i] ?? 0) * 100));
    });
  });

  it('the estimates follow the period and the GST switch while the view is open', async () => {
    const view = await mount();
    await compareFirst(view, 2);
    const dialog = await openView(view, 2);
    const estimates = () =>
      within(
        within(within(dialog).getByRole('table', { name: /side by side/ }))
          .getByRole('rowheader', { name: /^(≠\s*)?Estimate/ })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((c) => Number((c.textContent ?? '').replace(/Cheapest estimate/, '').replace(/[^\d.]/g, '')));
    const annual = estimates();
    await act(async () => s().patch('refine', { estimatePeriod: 'QUARTERLY' }));
    await waitFor(() => expect(estimates()).not.toEqual(annual));
    const quarterly = estimates();
    quarterly.forEach((q, i) => expect(q).toBeLessThan(annual[i] as number));
    await act(async () => gst.set(false));
    await waitFor(() => expect(estimates()).not.toEqual(quarterly));
    estimates().forEach((e, i) => expect(e).toBeLessThan(quarterly[i] as number));
  });

  it('Select plan in the view selects that plan as the panel does, and closes the view', async () => {
    const view = await mount();
    const names = await compareFirst(view, 3);
    const dialog = await openView(view, 3);
    await press(within(dialog).getByRole('button', { name: namingInFull('Select plan', names[2] ?? '') }));
    await waitFor(() => expect(view.queryByRole('dialog', { name: 'Compare plans' })).toBeNull());
    const code = s().plans.selectedElectricityPlanCode;
    expect(code).toBeTruthy();
    // The third panel compared is the one selected, and its own button says so.
    const panel = view.getAllByRole('article')[2] as HTMLElement;
    expect(panel.getAttribute('data-plan')).toBe(code);
    expect(within(panel).getByRole('button', { name: 'Added' })).toBeTruthy();
    expect(names[2]).toContain(within(panel).getByRole('heading', { level: 3 }).textContent);
  });

  it('Remove in the view takes that plan out; Escape closes the view and focus returns to the tray button', async () => {
    const view = await mount();
    const names = await compareFirst(view, 3);
    const [removed, ...kept] = s().plans.compared;
    const opener = await view.findByRole('button', { name: 'Compare 3 plans' });
    opener.focus();
    const dialog = await openView(view, 3);
    await press(within(dialog).getByRole('button', { name: namingInFull('Remove', names[0] ?? '') }));
    await waitFor(() =>
      expect(within(within(dialog).getByRole('table', { name: /side by side/ })).getAllByRole('columnheader')).toHaveLength(2),
    );
    expect(s().plans.compared).toEqual(kept);
    expect(s().plans.compared).not.toContain(removed);
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    const button = view.getByRole('button', { name: 'Compare 2 plans' });
    expect((button.getRootNode() as ShadowRoot).activeElement).toBe(button);
  });

  it('Remove in the view keeps focus in the dialog, so Escape pressed there closes it and focus returns to the tray button', async () => {
    const view = await mount();
    const names = await compareFirst(view, 3);
    const opener = await view.findByRole('button', { name: 'Compare 3 plans' });
    opener.focus();
    const dialog = await openView(view, 3);
    const remove = within(dialog).getByRole('button', { name: namingInFull('Remove', names[1] ?? '') });
    remove.focus();
    await press(remove);
    await waitFor(() =>
      expect(within(within(dialog).getByRole('table', { name: /side by side/ })).getAllByRole('columnheader')).toHaveLength(2),
    );
    // Not the page's body: focus is on the dialog's title, where its Tab and Escape keep working.
    expect(document.activeElement).not.toBe(document.body);
    const focused = focusedIn(view);
    expect(dialog.contains(focused)).toBe(true);
    expect(focused).toBe(within(dialog).getByRole('heading', { name: 'Compare plans' }));
    // Escape pressed where focus is (not sent to the dialog by the test) closes it.
    await act(async () => fireEvent.keyDown(focused as HTMLElement, { key: 'Escape' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(focusedIn(view)).toBe(view.getByRole('button', { name: 'Compare 2 plans' }));
  });

  it("Remove on the last column in the view closes it and the tray, and focus goes to that plan's Compare toggle", async () => {
    const view = await mount();
    const [name] = await compareFirst(view, 1);
    const opener = await view.findByRole('button', { name: 'Compare 1 plan' });
    opener.focus();
    await press(opener);
    const dialog = await view.findByRole('dialog', { name: 'Compare plans' });
    const remove = within(dialog).getByRole('button', { name: namingInFull('Remove', name ?? '') });
    remove.focus();
    await press(remove);
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(view.queryByRole('region', { name: 'Plans to compare' })).toBeNull());
    expect(s().plans.compared).toEqual([]);
    expect(document.activeElement).not.toBe(document.body);
    const first = toggles(view)[0] as HTMLElement;
    expect(focusedIn(view)).toBe(first);
    expect(first.getAttribute('aria-pressed')).toBe('false');
  });

  it("Clear in the tray moves focus to the first compared plan's Compare toggle, not the page's body", async () => {
    const view = await mount();
    await compareFirst(view, 1);
    // The second compared first: focus goes to the first plan compared, not the first in the list.
    const second = toggles(view)[1] as HTMLElement;
    await press(second);
    await waitFor(() => expect(second.getAttribute('aria-pressed')).toBe('true'));
    await act(async () => s().patch('plans', { compared: [...s().plans.compared].reverse() }));
    const tray = await view.findByRole('region', { name: 'Plans to compare' });
    const clear = within(tray).getByRole('button', { name: 'Clear the plans to compare' });
    clear.focus();
    await press(clear);
    await waitFor(() => expect(view.queryByRole('region', { name: 'Plans to compare' })).toBeNull());
    expect(s().plans.compared).toEqual([]);
    expect(document.activeElement).not.toBe(document.body);
    expect(focusedIn(view)).toBe(second);
    expect(second.getAttribute('aria-pressed')).toBe('false');
  });

  it('while the tray shows, the plans before it know its height, so focus scrolls their controls clear of it (WCAG 2.4.11)', async () => {
    // Layout is the browser's: the tray's box as a ResizeObserver reports it.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(): void {
          const entry = { contentRect: { width: 1280 }, borderBoxSize: [{ blockSize: 72, inlineSize: 1280 }] };
          this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        }
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    const view = await mount();
    await compareFirst(view, 2);
    const tray = await view.findByRole('region', { name: 'Plans to compare' });
    const shared = tray.parentElement as HTMLElement;
    expect(shared.contains(view.getByRole('list', { name: 'Plans' }))).toBe(true);
    expect(shared.style.getPropertyValue('--pt-compare-tray-height')).toBe('72px');
    // compare.css: the controls before the tray keep that much (and a little) below them when scrolled into view.
    expect(readFileSync('widgets/plans-table/compare.css', 'utf8')).toMatch(
      /\.pt > :has\(~ \.pt-compare-tray\) :is\([^)]*button[^)]*\) \{ scroll-margin-bottom: calc\(var\(--pt-compare-tray-height, 0px\)/,
    );
    await press(within(tray).getByRole('button', { name: 'Clear the plans to compare' }));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Plans to compare' })).toBeNull());
    expect(shared.style.getPropertyValue('--pt-compare-tray-height')).toBe('');
  });

  it('compared plans no longer shown are taken out, and the tray says so', async () => {
    const view = await mount();
    const [name] = await compareFirst(view, 1);
    expect(name).toBeTruthy();
    const key = s().plans.compared[0] as string;
    await act(async () => s().patch('plans', { compared: ['GONE-PLAN', key] }));
    const tray = await view.findByRole('region', { name: 'Plans to compare' });
    await waitFor(() => expect(s().plans.compared).toEqual([key]));
    expect(within(tray).getByRole('status').textContent).toBe('A plan you chose to compare is no longer shown, so it was taken out.');
    expect(within(tray).getByRole('listitem').textContent).toBe(name);
  });

  it('when every compared plan goes (another fuel), the tray goes and its note stays; comparing again removes the note', async () => {
    const view = await mount();
    await compareFirst(view, 2);
    await act(async () => s().patch('plans', { compared: ['GONE-1', 'GONE-2'] }));
    await waitFor(() => expect(s().plans.compared).toEqual([]));
    await waitFor(() => expect(view.queryByRole('region', { name: 'Plans to compare' })).toBeNull());
    expect(view.getByText('2 plans you chose to compare are no longer shown, so they were taken out.').getAttribute('role')).toBe('status');
    await compareFirst(view, 1);
    expect(view.queryByText(/you chose to compare (is|are) no longer shown/)).toBeNull();
  });
  it('a dual-fuel plan beside an electricity-only one: estimates per fuel, the total only for the plan with both, and a note for the one without gas', async () => {
    // An exploratory pass at 2000: Flexi Plan (electricity and gas) beside NSW Seniors Offer (electricity) read
    // '$2,984.57 | $1,822.47' on one 'Estimate per year' row, marked as differing, as if Seniors were $1,162 cheaper.
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    // Seniors is the eighth panel, which may be built a moment after the first ones.
    const flexi = await view.findByRole('article', { name: /^Flexi Plan/ });
    const seniors = await view.findByRole('article', { name: /^NSW Seniors Offer/ });
    for (const panel of [flexi, seniors]) {
      const toggle = within(panel).getByRole('button', { name: /^Compare / });
      await press(toggle);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    }
    const dialog = await openView(view, 2);
    const table = within(dialog).getByRole('table', { name: /side by side/ });
    const cells = (name: RegExp) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? '');

    // No row adds electricity and gas up beside electricity alone.
    expect(within(table).queryByRole('rowheader', { name: /^(≠\s*)?Estimate/ })).toBeNull();
    const electricity = cells(/^(≠\s*)?Electricity estimate per year/);
    const gas = cells(/^(≠\s*)?Gas estimate per year/);
    const total = cells(/^(≠\s*)?Total estimate per year/);
    expect(gas[1]).toBe('No gas');
    expect(total[1]).toBe('Electricity only');
    expect(total[0]).toMatch(/^\$[\d,]+\.\d\d$/);
    // The mark compares like with like: electricity against electricity, never a total against one fuel.
    expect(electricity[1]).toMatch(/^\$[\d,]+\.\d\d Cheapest electricity estimate$/);
    expect(electricity[0]).not.toContain('Cheapest');
    expect([...gas, ...total].some((c) => c.includes('Cheapest'))).toBe(false);
    expect(
      within(dialog).getByText('NSW Seniors Offer, Single rate is electricity only, so it is compared on the electricity estimate alone.'),
    ).toBeTruthy();

    // The same estimates as the panels show, to the dollar; the total is the plan's two estimates added up.
    const dollars = (text: string) => Number(text.replace(/Cheapest.*$/, '').replace(/[^\d.]/g, ''));
    const onCard = (panel: HTMLElement, fuel: string) =>
      Number((panel.querySelector(`[data-estimate="${fuel}"] .pt-estimate__value`)?.textContent ?? '').replace(/[^\d.]/g, ''));
    expect(Math.round(dollars(electricity[0] ?? ''))).toBe(onCard(flexi, 'electricity'));
    expect(Math.round(dollars(gas[0] ?? ''))).toBe(onCard(flexi, 'gas'));
    expect(Math.round(dollars(electricity[1] ?? ''))).toBe(onCard(seniors, 'electricity'));
    expect(dollars(total[0] ?? '')).toBeCloseTo(dollars(electricity[0] ?? '') + dollars(gas[0] ?? ''), 2);
  });
});
