import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateBreakdown } from '../../../src/ui/EstimateBreakdown';
import { renderInWidget } from '../render';

/** A time-of-use estimate with a pay-on-time discount, as the reference API answers one: $2,000.01 a year. */
const tou = {
  value: 2000.01,
  breakdown: [
    { part: 'supply', incGst: 420.5, exGst: 382.27 },
    { part: 'peak', incGst: 900.37, exGst: 818.52 },
    { part: 'shoulder', incGst: 410.11, exGst: 372.83 },
    { part: 'offPeak', incGst: 389.03, exGst: 353.66 },
    { part: 'payOnTimeDiscounts', incGst: -120, exGst: -109.09 },
  ],
};
const cents = (text: string): number => {
  const n = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.startsWith('−') ? -n : n;
};

function table() {
  const t = document.querySelector('table');
  if (!t) throw new Error('no table');
  const rows = within(t).getAllByRole('row');
  const cells = rows.map((r) => [
    within(r).queryAllByRole('rowheader')[0]?.textContent ?? '',
    within(r).queryAllByRole('cell')[0]?.textContent ?? '',
  ]);
  return { t, body: cells.slice(1, -1), total: cells.at(-1) ?? ['', ''] };
}

describe('EstimateBreakdown', () => {
  it('a table with a caption, a row per part and the estimate as its total; the parts add up to it to the cent', () => {
    renderInWidget(<EstimateBreakdown estimate={tou} period="ANNUAL" incGst fuel="electricity" />);
    expect(document.querySelector('table caption')?.textContent).toBe('Where the money goes: electricity estimate per year (inc GST)');
    const { body, total } = table();
    expect(body).toEqual([
      ['Supply', '$420.50'],
      ['Peak usage', '$900.37'],
      ['Shoulder usage', '$410.11'],
      ['Off-peak usage', '$389.03'],
      ['Pay on time discounts', '−$120.00'],
    ]);
    expect(total).toEqual(['Estimate', '$2,000.01']);
    expect(body.reduce((s, [, v]) => s + cents(v ?? ''), 0)).toBe(cents(total[1] ?? ''));
  });

  it('follows the period and GST: a quarter before GST still adds up to the cent', () => {
    renderInWidget(<EstimateBreakdown estimate={tou} period="QUARTERLY" incGst={false} fuel="electricity" />);
    const { body, total } = table();
    expect(document.querySelector('caption')?.textContent).toContain('per quarter (exc GST)');
    // Before GST the estimate is the parts' before-GST sum, a quarter of it: $1,818.19 / 4.
    expect(total[1]).toBe('$454.55');
    expect(body.reduce((s, [, v]) => s + cents(v ?? ''), 0)).toBe(45455);
  });

  it('the bar is hidden from assistive technology and draws every non-zero part, the discount marked as one', () => {
    renderInWidget(<EstimateBreakdown estimate={tou} period="ANNUAL" incGst />);
    const bar = document.querySelector('svg.ea-breakdown__bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    const segs = [...(bar?.querySelectorAll('rect[data-part]') ?? [])];
    expect(segs.map((s) => s.getAttribute('data-part'))).toEqual(['supply', 'peak', 'shoulder', 'offPeak', 'payOnTimeDiscounts']);
    expect(segs.at(-1)?.getAttribute('class')).toContain('discount');
    // Every look is a pattern of its own (colour and marks), and each part's row shows the same swatch.
    const fills = segs.map((s) => s.getAttribute('fill'));
    expect(new Set(fills).size).toBe(5);
    const swatches = [...document.querySelectorAll('tbody svg rect')].map((r) => r.getAttribute('fill'));
    expect(swatches).toEqual(fills);
  });

  it('a short note when the answer gave no breakdown, or one that does not add up to the estimate', () => {
    const { unmount } = renderInWidget(<EstimateBreakdown estimate={{ value: 1500 }} period="ANNUAL" incGst />);
    expect(document.body.textContent).toContain('A breakdown of this estimate is not available.');
    expect(document.querySelector('table')).toBeNull();
    unmount();
    renderInWidget(
      <EstimateBreakdown estimate={{ value: 1500, breakdown: [{ part: 'usage', incGst: 900, exGst: 818.18 }] }} period="ANNUAL" incGst />,
    );
    expect(document.querySelector('table')).toBeNull();
  });

  it('nothing without an estimate', () => {
    const { env } = renderInWidget(<EstimateBreakdown estimate={undefined} period="ANNUAL" incGst />);
    expect(env.host.textContent).toBe('');
  });
});
