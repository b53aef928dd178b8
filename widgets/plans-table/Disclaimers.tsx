import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { fetchDisclaimer } from '../../src/api/plans';
import { isAustralianState, priceChangeDisclaimerKey } from '../../src/domain';
import { globalConfig } from '../../src/services/global-config';
import { store, useStore } from '../../src/store';
import { useSettings } from './context';
import { SafeHtml } from '../../src/ui';
import { useWidget } from '../../src/embed/context';

const ESTIMATE_KEY = 'plans.estimate';

/**
 * Disclaimers by key (spec 2 §7): the estimate disclaimer, each shown plan's key and their shared
 * keys (fetched when the lookup did not bring them), then the state price-change disclaimer.
 * Server text is sanitised HTML.
 */
export function Disclaimers({ keys }: { keys: readonly string[] }) {
  const { signal } = useWidget();
  const all = useStore(
    useShallow((s) => {
      const out = new Set<string>([ESTIMATE_KEY, ...keys]);
      for (const key of [...out]) for (const shared of s.plans.disclaimers[key]?.sharedKeys ?? []) out.add(shared);
      return [...out];
    }),
  );
  const texts = useStore(useShallow((s) => all.map((key) => s.plans.disclaimers[key]?.text ?? '')));
  const startupDisclaimer = useStore((s) => s.app.stateRatesDisclaimer);
  const { state } = useSettings();
  const [forState, setForState] = useState<string | null>(null);
  // The price-change disclaimer follows the state of the plans shown ('Choose_Price_Change_' + state).
  useEffect(() => {
    let live = true;
    if (!isAustralianState(state)) return;
    const key = priceChangeDisclaimerKey(state);
    void globalConfig().then((config) => {
      const value: unknown = config ? (config as Record<string, unknown>)[key] : undefined;
      if (live) setForState(typeof value === 'string' ? value : null);
    });
    return () => {
      live = false;
    };
  }, [state]);
  const stateDisclaimer = forState ?? startupDisclaimer;
  const missing = all.filter((_, i) => !texts[i]).join(',');

  useEffect(() => {
    for (const key of missing ? missing.split(',') : []) {
      if (store.getState().plans.disclaimers[key]) continue;
      fetchDisclaimer(key, { signal })
        .then((d) => store.getState().addDisclaimer({ key: d.key, text: d.text, sharedKeys: d.sharedDisclaimerKeys }))
        .catch(() => {
          /* a missing disclaimer is left out */
        });
    }
  }, [missing, signal]);

  const shown = all.map((key, i) => [key, texts[i] ?? ''] as const).filter(([, text]) => text);
  if (shown.length === 0 && !stateDisclaimer) return null;
  return (
    <section className="pt-disclaimers" aria-label="Disclaimers">
      {shown.map(([key, text]) => (
        <SafeHtml key={key} html={text} className="pt-disclaimer" />
      ))}
      {stateDisclaimer ? <SafeHtml html={stateDisclaimer} className="pt-disclaimer" /> : null}
    </section>
  );
}
