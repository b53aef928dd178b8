import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../../src/api';
import { DEFAULT_FEATURE_TOGGLES } from '../../../../src/domain/shared';
import { featureTogglesFrom, forgetGlobalConfig, globalConfig } from '../../../../src/services/page/global-config';

afterEach(() => forgetGlobalConfig());

describe('feature toggles from the global configuration', () => {
  it('are the defaults without a configuration', () => {
    expect(featureTogglesFrom(null)).toEqual(DEFAULT_FEATURE_TOGGLES);
  });

  it('take the configured values over the defaults, under the names the spec holds them by', () => {
    const toggles = featureTogglesFrom({ featureToggles: { trustpilot: true, legacyAnalytics: false } } as never);
    expect(toggles.trustpilot).toBe(true);
    expect(toggles.supportLegacyAnalytics).toBe(false);
    expect(toggles.googleReviews).toBe(DEFAULT_FEATURE_TOGGLES.googleReviews);
  });

  it('ignore unknown names and values that are not true or false', () => {
    const toggles = featureTogglesFrom({ featureToggles: { madeUp: true, trustpilot: 'yes', __proto__: true } } as never);
    expect(toggles).toEqual(DEFAULT_FEATURE_TOGGLES);
    expect(toggles).not.toHaveProperty('madeUp');
  });
});

describe('the global configuration', () => {
  it('is asked for once per page', async () => {
    const fetch = vi.fn(async () => Response.json({ featureToggles: { trustpilot: true } }));
    configureApi({ fetch, retries: 0 });
    const [a, b] = await Promise.all([globalConfig(), globalConfig()]);
    await globalConfig();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(featureTogglesFrom(a).trustpilot).toBe(true);
  });

  it('is null when it cannot be loaded, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureApi({ fetch: async () => new Response('nope', { status: 500 }), retries: 0 });
    expect(await globalConfig()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
