import { fetchGlobalConfig, type GlobalConfig } from '../../api';
import { DEFAULT_FEATURE_TOGGLES, FEATURE_TOGGLE_CONFIG_ALIASES, type FeatureToggle } from '../../domain/shared';
import { logWarning } from '../../log';

let cached: Promise<GlobalConfig | null> | null = null;

/** Global configuration, requested once per page and cached; a failure is logged and gives null. */
export function globalConfig(): Promise<GlobalConfig | null> {
  cached ??= fetchGlobalConfig().catch((error: unknown) => {
    logWarning('global configuration could not be loaded', error);
    return null;
  });
  return cached;
}

/** Feature toggles from the configuration over their defaults (unknown names ignored; names aliased as the spec holds them). */
export function featureTogglesFrom(config: GlobalConfig | null): Record<FeatureToggle, boolean> {
  const toggles: Record<FeatureToggle, boolean> = { ...DEFAULT_FEATURE_TOGGLES };
  for (const [name, value] of Object.entries(config?.featureToggles ?? {})) {
    const key = (Object.hasOwn(FEATURE_TOGGLE_CONFIG_ALIASES, name) ? FEATURE_TOGGLE_CONFIG_ALIASES[name] : name) as FeatureToggle;
    if (Object.hasOwn(DEFAULT_FEATURE_TOGGLES, key) && typeof value === 'boolean') toggles[key] = value;
  }
  return toggles;
}

/** Test hook. */
export function forgetGlobalConfig(): void {
  cached = null;
}
