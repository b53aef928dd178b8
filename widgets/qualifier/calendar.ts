import { useEffect, useState } from 'react';
import { energisationCalendar } from '../../src/api/energisation';
import {
  ENERGISATION_CALENDAR_DEBOUNCE_MS,
  isEnergisationRequired,
  type Journey,
  type MovingStatus,
  type YesNoUnknown,
} from '../../src/domain';
import { selectAustralianState, useStore } from '../../src/store';

/**
 * The energisation calendar (spec 3 §4.2, §7, §9): fetched after 100 ms of quiet when energisation
 * is required (moving, or the meter is not energised) and the journey is not the moving journey
 * (its landing asks the date); its available dates, none while it loads or when it fails.
 */
export function useEnergisationCalendar(
  movingStatus: MovingStatus,
  nmiNotEnergised: YesNoUnknown,
  journey: Journey | null,
): { availableDates: readonly string[] } {
  const pricingZone = useStore((s) => s.connection.electricityMeterDetails.pricingZone ?? '');
  const state = useStore(selectAustralianState) ?? '';
  const wanted = journey !== 'MOVING' && isEnergisationRequired(movingStatus, nmiNotEnergised);
  const [dates, setDates] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!wanted) {
      setDates([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      energisationCalendar({ pricingZone: pricingZone || undefined, state: state || undefined }, { signal: controller.signal }).then(
        (calendar) => setDates(calendar.availableDates),
        () => {
          if (!controller.signal.aborted) setDates([]);
        },
      );
    }, ENERGISATION_CALENDAR_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, pricingZone, state]);
  return { availableDates: dates };
}
