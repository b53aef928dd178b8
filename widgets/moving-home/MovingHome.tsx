import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../../src/embed/define-widget';
import { isFailedLookup } from '../../src/domain/refine';
import { MOVING_LOADING_TEXT, MOVING_PROMPT_TEXT, movingLandingView } from '../../src/domain/moving-home';
import { isLookupAddress } from '../../src/domain/shared';
import { useStore } from '../../src/store';
import { Spinner } from '../../src/ui';

/** The failed lookup's message and the moving date picker load once an address has been looked up. */
const MovingLanding = lazy(() => import('./MovingLanding'));

/** `<ea-moving-home>`: its landing, on the '' route (the shell runs from the element's connect: ./element.ts). */
export function MovingHome({ attributes }: WidgetProps) {
  return <MovingHomeLanding attributes={attributes} />;
}

/** The landing: the prompt before an address, loading, then the failed lookup's message or the date picker. */
export function MovingHomeLanding({ attributes }: WidgetProps) {
  const hasAddress = useStore((s) => isLookupAddress(s.address));
  const loading = useStore((s) => s.plans.loading);
  const plans = useStore((s) => s.plans.electricityPlans.length + s.plans.gasPlans.length);
  const failed = useStore((s) => isFailedLookup(s.plans));
  const view = movingLandingView({ hasAddress, loading, plans, failed });
  const spinner = <Spinner label={MOVING_LOADING_TEXT} />;
  return (
    <section className="mh" aria-label="Moving home">
      {/* Focusable: where focus goes when the host clears the address on "Get started" (widgets/qualifier/return-focus.ts). */}
      {view === 'prompt' ? (
        <p className="mh-prompt" tabIndex={-1}>
          {MOVING_PROMPT_TEXT}
        </p>
      ) : null}
      {view === 'loading' ? spinner : null}
      {view === 'failed' || view === 'dates' ? (
        <Suspense fallback={spinner}>
          <MovingLanding view={view} attributes={attributes} />
        </Suspense>
      ) : null}
    </section>
  );
}
