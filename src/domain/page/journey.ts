/** Journey rules (spec 3 §1, §4.8). */
import type { CustomerType, Journey, MovingStatus } from '../shared/enums';
import { isAccountNumberDefined } from '../auth/account';
import { parseQueryFuel } from './query';

/** The inputs of {@link journeyFromQuery}: raw query values. */
export interface JourneyQuery {
  fuel?: string | null | undefined;
  electricityAccountNumber?: string | null | undefined;
  gasAccountNumber?: string | null | undefined;
}

/**
 * Journey from the query: UPSELL when fuel is ele without an electricity account number, or gas
 * without a gas account number; otherwise PLAN_SWITCH (also for both, a missing or invalid fuel).
 */
export function journeyFromQuery(query: JourneyQuery): Extract<Journey, 'UPSELL' | 'PLAN_SWITCH'> {
  const fuel = parseQueryFuel(query.fuel);
  if (fuel === 'electricity' && !isAccountNumberDefined(query.electricityAccountNumber)) return 'UPSELL';
  if (fuel === 'gas' && !isAccountNumberDefined(query.gasAccountNumber)) return 'UPSELL';
  return 'PLAN_SWITCH';
}

/** Disconnection is available on the disconnection journey, or when moving and residential. */
export function isDisconnectionAvailable(
  journey: Journey | undefined,
  movingStatus: MovingStatus | undefined,
  customerType: CustomerType,
): boolean {
  return journey === 'DISCONNECTION' || (movingStatus === 'MOVING' && customerType === 'RESIDENTIAL');
}
