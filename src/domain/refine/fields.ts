/** Refine bar field rules (spec 1 §5, spec 2 §5): the meter ids the plans may be looked up by. The usage filters' meter id inputs are in ./meter-id-entry.ts, the postcode/suburb box's in ./suburb-search.ts; the value guards of the forms are in ../shared/field-guards.ts. */
import { NMI_MIRN_MAX_LENGTH, NMI_MIRN_MIN_LENGTH } from '../shared/constants';

const METER_ID = new RegExp(`^[A-Za-z0-9]{${NMI_MIRN_MIN_LENGTH},${NMI_MIRN_MAX_LENGTH}}$`);
/** An NMI or MIRN the plans may be looked up by: 10 or 11 letters and digits (spec 2 §4, §5). */
export const isMeterId = (value: string): boolean => METER_ID.test(value);

/**
 * What a field that mirrors the store shows when the store's value changes from `shown` to `next` (a host's location
 * update, a lookup's answer): `next`, unless the visitor is typing in it (`editing`: it has focus) and its text is
 * theirs, not the value it showed. Their text stays, and what they submit applies (docs/decisions/refine-bar.md).
 */
export const fieldTextAfter = (text: string, shown: string, next: string, editing: boolean): string =>
  editing && text !== shown ? text : next;
