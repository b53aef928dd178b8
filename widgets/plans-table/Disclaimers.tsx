import { Fragment, useEffect, useMemo, useState } from 'react';
import type { GlobalConfig } from '../../src/api';
import type { DisplayPlan } from '../../src/domain/plans';
import { generalDisclaimerText, priceChangeDisclaimer, type GeneralDisclaimer } from '../../src/domain/plans/plan-disclaimers';
import { globalConfig } from '../../src/services/page';
import { loadDisclaimers } from '../../src/services/plans/disclaimers';
import { useStore } from '../../src/store';
import { useSettings } from './context';
import { SafeHtml } from '../../src/ui';
import { useWidget } from '../../src/embed/context';
import { useStyles } from '../../src/embed/styles';
import css from './disclaimers.css?inline';

const ESTIMATE_KEY = 'plans.estimate';

/**
 * Disclaimers by key (spec 2 §7): the estimate disclaimer, each shown plan's key and their shared
 * keys, each followed by its general text for the visitor's state (spec 2 §3: the state's variant,
 * else the general value), then the state price-change disclaimer. The lookup brings the texts, not
 * the general sections, so each key is fetched once per page. Server text is sanitised HTML.
 */
export default function Disclaimers({ panels }: { panels: readonly DisplayPlan[] }) {
  useStyles(css);
  const { signal } = useWidget();
  const disclaimers = useStore((s) => s.plans.disclaimers);
  // The panels' keys, gathered here rather than with the panels: with thousands of plans it is work the first plans
  // need not wait for (issue 21). Once per list of panels, not again as each disclaimer's text comes in.
  const keys = useMemo(() => {
    const out = new Set<string>([ESTIMATE_KEY]);
    for (const panel of panels) for (const plan of [panel.electricity, panel.gas]) if (plan?.disclaimerKey) out.add(plan.disclaimerKey);
    return out;
  }, [panels]);
  const all = useMemo(() => {
    const out = new Set(keys);
    for (const key of [...out]) for (const shared of disclaimers[key]?.sharedKeys ?? []) out.add(shared);
    return [...out];
  }, [disclaimers, keys]);
  const texts = all.map((key) => disclaimers[key]?.text ?? '');
  const { state } = useSettings();
  const [config, setConfig] = useState<GlobalConfig | null>(null);
  useEffect(() => {
    let live = true;
    void globalConfig().then((read) => {
      if (live) setConfig(read);
    });
    return () => {
      live = false;
    };
  }, []);
  // The price-change disclaimer of the state of the plans shown, as that state is in this render (not one kept from
  // before a move); none until the configuration is read.
  const stateDisclaimer = priceChangeDisclaimer(config, state);
  const [general, setGeneral] = useState<Readonly<Record<string, GeneralDisclaimer | null>>>({});
  const keyList = all.join(',');

  // Each key's disclaimer, its text stored and its general text kept here for the visitor's state.
  useEffect(
    () =>
      loadDisclaimers(keyList.split(','), signal, (key, text) => setGeneral((known) => (key in known ? known : { ...known, [key]: text }))),
    [keyList, signal],
  );

  // Each text once: a general text that repeats a disclaimer (or another general text) is left out.
  const seen = new Set<string>();
  const once = (text: string): string => (!text || seen.has(text) ? '' : (seen.add(text), text));
  const shown = all
    .map((key, i) => [key, once(texts[i] ?? '')] as const)
    .map(([key, text]) => [key, text, once(generalDisclaimerText(general[key], state))] as const)
    .filter(([, text, forState]) => text || forState);
  if (shown.length === 0 && !stateDisclaimer) return null;
  return (
    <section className="pt-disclaimers" aria-label="Disclaimers">
      {shown.map(([key, text, forState]) => (
        <Fragment key={key}>
          {text ? <SafeHtml html={text} className="pt-disclaimer" /> : null}
          {forState ? <SafeHtml html={forState} className="pt-disclaimer" /> : null}
        </Fragment>
      ))}
      {stateDisclaimer ? <SafeHtml html={stateDisclaimer} className="pt-disclaimer" /> : null}
    </section>
  );
}
