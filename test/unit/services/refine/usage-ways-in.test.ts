/**
 * Custom usage is clamped on every way into the store (spec 2 §5: above 499.99 kWh / 27398 MJ a day
 * to the maximum, below 0 to 0, and a custom value must be above 0 to apply): the URL, `exdat`, saved
 * state, `ea:refine` and setUsageSelection, tested here. The rule itself, acceptUsageSelection
 * (src/domain/refine/refine-usage.ts), is tested in test/unit/domain/refine/refine-usage.test.ts. The
 * usage selection modal and the usage field are covered in test/component/refine-bar
 * (notice-usage-modals, usage-filters); both go through setUsageSelection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboundEventsApplied } from '../../../../src/bus';
import { listenToHostEvents } from '../../../../src/services/refine';
import { setUsageSelection } from '../../../../src/services/refine/usage-actions';
import { applyUrl } from '../../../../src/services/page/url-state';
import { createEaStore, restoreStored, store } from '../../../../src/store';
import { toBase64 } from '../../../../src/store/storage';

const s = () => store.getState();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('every way in', () => {
  it('the URL: eleUsageType=custom&eleUsageValue=600 is 499.99 kWh; gas 30000 is 27398 MJ', async () => {
    const target = createEaStore();
    await applyUrl(target, '?postcode=2000&eleUsageType=custom&eleUsageValue=600&gasUsageType=custom&gasUsageValue=30000');
    expect(target.getState().refine.usageSelection).toEqual({
      electricity: { type: 'custom', value: 499.99 },
      gas: { type: 'custom', value: 27398 },
    });
  });

  it('the URL: 2 decimals at most, and a custom value of 0 is ignored', async () => {
    const target = createEaStore();
    await applyUrl(target, '?eleUsageType=custom&eleUsageValue=12.345&gasUsageType=custom&gasUsageValue=0');
    expect(target.getState().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 12.35 });
    expect(target.getState().refine.usageSelection.gas).toEqual({ type: 'benchmark' });
  });

  it('exdat: the custom value and the remembered one are clamped', async () => {
    const target = createEaStore();
    const exdat = toBase64(
      JSON.stringify({
        refine: {
          usageSelection: { electricity: { type: 'custom', value: 600 }, gas: { type: 'custom', value: 12.345 } },
          rememberedCustomUsage: { electricity: 600, gas: 30000 },
        },
      }),
    );
    await applyUrl(target, `?exdat=${encodeURIComponent(exdat)}`);
    const { refine } = target.getState();
    expect(refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 499.99 }, gas: { type: 'custom', value: 12.35 } });
    expect(refine.rememberedCustomUsage).toEqual({ electricity: 499.99, gas: 27398 });
  });

  it('saved state: the custom value and the remembered one are clamped', () => {
    restoreStored(store, {
      refine: { usageSelection: { gas: { type: 'custom', value: 30000.5 } }, rememberedCustomUsage: { electricity: 1e6 } },
    });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
    expect(s().refine.rememberedCustomUsage.electricity).toBe(499.99);
  });

  describe('ea:refine', () => {
    let controller: AbortController;
    beforeEach(() => {
      controller = new AbortController();
      listenToHostEvents(controller.signal);
    });
    afterEach(() => controller.abort());

    it('a custom value above the maximum is the maximum', async () => {
      window.dispatchEvent(
        new CustomEvent('ea:refine', {
          detail: { electricityUsage: { type: 'custom', value: 600 }, gasUsage: { type: 'custom', value: 1e21 } },
        }),
      );
      await inboundEventsApplied();
      expect(s().refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 499.99 }, gas: { type: 'custom', value: 27398 } });
    });
  });

  it('the usage modal and the usage field (setUsageSelection): clamped and remembered', () => {
    setUsageSelection('gas', { type: 'custom', value: 30000 });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
    expect(s().refine.rememberedCustomUsage.gas).toBe(27398);
    setUsageSelection('gas', { type: 'custom', value: -3 });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
  });
});
