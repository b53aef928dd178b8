/**
 * An NMI or MIRN typed in the usage filters (spec 2 §5). Its own module, imported by the usage filters
 * alone, so it stays in that lazily loaded chunk rather than in the plans page's start-up chunk.
 */
import { NMI_MIRN_MAX_LENGTH, NMI_MIRN_MIN_LENGTH } from '../shared/constants';

/** The refine bar's NMI and MIRN inputs pass on only values of 10 or 11 characters (spec 2 §5). */
export const isMeterIdLength = (value: string): boolean => value.length >= NMI_MIRN_MIN_LENGTH && value.length <= NMI_MIRN_MAX_LENGTH;

/** The entry is used after this long a pause in typing. */
export const NMI_MIRN_DEBOUNCE_MS = 500;
