import { useCallback, useEffect, useState } from 'react';
import { energisationCalendar } from '../api/energisation';
import type { Journey, MovingStatus, YesNoUnknown } from '../domain/shared';
import { ENERGISATION_CALENDAR_DEBOUNCE_MS, isEnergisationRequired } from '../domain/qualifier/qualifier';
import { selectAustralianState, selectSelectedServices, useStore } from '../store';

/**
 * The energisation calendar (spec 3 §4.2, §7, §9) for the qualifier: fetched when energisation is required
 * (moving, or the meter is not energised), the journey is not the moving journey (its landing asks the date), and
 * a plan is still chosen: at an address the retailer serves no plan at (a state it does not supply), there is
 * nothing to connect, and the calendar would only be refused. While it loads or after it failed, the qualifier
 * says so in the date's place.
 */
export function useEnergisationCalendar(
  movingStatus: MovingStatus,
  nmiNotEnergised: YesNoUnknown,
  journey: Journey | null,
): ReturnType<typeof useEnergisationDates> {
  const chosen = useStore((s) => selectSelectedServices(s) !== 'none');
  return useEnergisationDates(chosen && journey !== 'MOVING' && isEnergisationRequired(movingStatus, nmiNotEnergised));
}

/**
 * The available energisation dates for the visitor's state and pricing zone, fetched after 100 ms of quiet
 * while `wanted`; none while it loads or when it fails (`failed` then says so). Shared by the qualifier's
 * connection date and the moving-home landing's moving date.
 */
export function useEnergisationDates(wanted: boolean): {
  availableDates: readonly string[];
  loading: boolean;
  failed: boolean;
  /** Asks for the dates again (after a failure). */
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const pricingZone = useStore((s) => s.connection.electricityMeterDetails.pricingZone ?? '');
  const state = useStore(selectAustralianState) ?? '';
  const [result, setResult] = useState<{ dates: readonly string[]; loading: boolean; failed: boolean }>({
    dates: [],
    loading: wanted,
    failed: false,
  });
  useEffect(() => {
    if (!wanted) {
      setResult({ dates: [], loading: false, failed: false });
      return;
    }
    setResult({ dates: [], loading: true, failed: false });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      energisationCalendar({ pricingZone: pricingZone || undefined, state: state || undefined }, { signal: controller.signal }).then(
        (calendar) => setResult({ dates: calendar.availableDates, loading: false, failed: false }),
        () => {
          if (!controller.signal.aborted) setResult({ dates: [], loading: false, failed: true });
        },
      );
    }, ENERGISATION_CALENDAR_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, pricingZone, state, attempt]);
  // Loading from the press on (the request itself waits for the quiet time).
  const retry = useCallback(() => {
    setResult({ dates: [], loading: true, failed: false });
    setAttempt((n) => n + 1);
  }, []);
  return { availableDates: result.dates, loading: result.loading, failed: result.failed, retry };
}
