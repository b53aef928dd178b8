/** The moving question's answers and the moving status each gives (spec 3 §3.1): small, so the saved-state check can use it without the qualifier's rules. */
import type { MovingStatus } from '../shared/enums';

/** The variant B moving-or-not options of spec 3 §3.1. */
export const MOVING_OPTIONS = [
  'MOVED_TO_NEW_ADDRESS',
  'LETTER_TO_OPEN_ACCOUNT',
  'CONNECT_PROPERTY_MOVING_INTO',
  'CONNECT_ANOTHER_PROPERTY',
  'SWITCHING_FROM_RETAILER',
  'SWITCH_TO_NEW_PLAN',
  'ADD_ANOTHER_ENERGY_TYPE',
] as const;
export type MovingOption = (typeof MOVING_OPTIONS)[number];

const MOVING_CHOICES: ReadonlySet<MovingOption> = new Set([
  'MOVED_TO_NEW_ADDRESS',
  'LETTER_TO_OPEN_ACCOUNT',
  'CONNECT_PROPERTY_MOVING_INTO',
  'CONNECT_ANOTHER_PROPERTY',
]);

/** The moving status an answer gives: the four moving options (and 'yes') are moving, the rest not moving. */
export function movingStatusOf(answer: string): MovingStatus {
  if (answer === 'yes' || MOVING_CHOICES.has(answer as MovingOption)) return 'MOVING';
  if (answer === 'no' || (MOVING_OPTIONS as readonly string[]).includes(answer)) return 'NOT_MOVING';
  return 'UNKNOWN';
}
