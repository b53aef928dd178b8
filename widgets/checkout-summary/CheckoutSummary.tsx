import { useEffect, useState } from 'react';
import { brandName } from '../../src/domain/shared/brand';
import { addressLabel, type CheckoutStage } from '../../src/domain/shared';
import {
  CHECKOUT_STAGE_LABELS,
  CHECKOUT_SUMMARY_HEADING,
  CHECKOUT_SUMMARY_LABELS,
  CHECKOUT_SUMMARY_LOADED_TEXT,
  CHECKOUT_SUMMARY_LOADING_TEXT,
  CHECKOUT_SUMMARY_NO_PLAN,
  CUSTOMER_TYPE_LABELS,
} from '../../src/domain/quote/checkout-texts';
import type { WidgetProps } from '../../src/embed/define-widget';
import { useStyles } from '../../src/embed/styles';
import { loadQuoteOnceStateApplied, type QuoteLoadResult } from '../../src/services/quote/quote-load';
import { useStore } from '../../src/store';
import { CheckoutHeader } from '../../src/ui';
import css from './checkout-summary.css?inline';

/** A plan name of the loaded quote's summary (`additionalData`), when it is text. */
function planName(
  additionalData: Record<string, unknown> | null | undefined,
  key: 'electricityPlanName' | 'gasPlanName',
): string | undefined {
  const value = additionalData?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

const PENDING_ROWS = Object.values(CHECKOUT_SUMMARY_LABELS);

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** Loads the quote once the page's saved state and URL are applied; cancelled when the element goes. */
function useLoadedQuote(): QuoteLoadResult | null {
  const [result, setResult] = useState<QuoteLoadResult | null>(null);
  useEffect(() => loadQuoteOnceStateApplied(setResult), []);
  return result;
}

/** The checkout stand-in: the checkout header (spec 3 §2.3) and the loaded quote, or why it cannot be shown (spec 3 §8). */
export default function CheckoutSummary({ attributes }: WidgetProps) {
  return <CheckoutSummaryView attributes={attributes} result={useLoadedQuote()} />;
}

/**
 * What the summary shows for a load's outcome (null while it loads), with the page's state: its stage, contact
 * number, customer type, address and plans. Apart from the load so each state can be drawn on its own (stories).
 */
export function CheckoutSummaryView({ attributes, result }: WidgetProps & { result: QuoteLoadResult | null }) {
  useStyles(css);
  const brand = brandName(attributes['brand']);
  const expired = useStore((s) => s.quote.quoteExpired);
  const savedStage = useStore((s) => s.app.checkoutStage);
  const stage: CheckoutStage = expired ? 'expired' : savedStage;
  const contactNumber = useStore((s) => s.app.eaContactNumber);
  const customerType = useStore((s) => s.app.customerType);
  const address = useStore((s) => s.address);
  const electricityCode = useStore((s) => s.plans.selectedElectricityPlanCode);
  const gasCode = useStore((s) => s.plans.selectedGasPlanCode);

  const status = result === null ? CHECKOUT_SUMMARY_LOADING_TEXT : result.outcome === 'loaded' ? CHECKOUT_SUMMARY_LOADED_TEXT : result.text;
  const failed = result?.outcome === 'loadFailed';
  const loaded = result?.outcome === 'loaded' ? result : null;
  const place = addressLabel(address);
  return (
    <div className="ea-cs">
      <CheckoutHeader brand={brand} stage={stage} contactNumber={contactNumber} />
      <section className="ea-cs__body" aria-labelledby="checkout-summary-heading" aria-busy={result === null}>
        <h2 id="checkout-summary-heading" className="ea-cs__heading">
          {CHECKOUT_SUMMARY_HEADING}
        </h2>
        <p
          id="checkout-status"
          className={failed ? 'ea-cs__status ea-cs__status--error' : 'ea-cs__status'}
          role={failed ? 'alert' : 'status'}
        >
          {status}
        </p>
        {loaded ? (
          <dl id="checkout-details" className="ea-cs__details">
            <Row label={CHECKOUT_SUMMARY_LABELS.reference} value={loaded.reference} />
            <Row label={CHECKOUT_SUMMARY_LABELS.stage} value={CHECKOUT_STAGE_LABELS[stage]} />
            <Row
              label={CHECKOUT_SUMMARY_LABELS.electricityPlan}
              value={planName(loaded.quote.additionalData, 'electricityPlanName') ?? electricityCode ?? CHECKOUT_SUMMARY_NO_PLAN}
            />
            <Row
              label={CHECKOUT_SUMMARY_LABELS.gasPlan}
              value={planName(loaded.quote.additionalData, 'gasPlanName') ?? gasCode ?? CHECKOUT_SUMMARY_NO_PLAN}
            />
            <Row label={CHECKOUT_SUMMARY_LABELS.customerType} value={CUSTOMER_TYPE_LABELS[customerType]} />
            {place ? <Row label={CHECKOUT_SUMMARY_LABELS.address} value={place} /> : null}
          </dl>
        ) : result === null ? (
          // While the quote loads, the list it fills holds its place (unseen), so the page below does not move
          // when it arrives (a quote from "Get started" has every row, its address too).
          <dl className="ea-cs__details ea-cs__details--pending" aria-hidden="true">
            {PENDING_ROWS.map((label) => (
              <Row key={label} label={label} value={'\u00a0'} />
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}
