/**
 * The fuels' names as the widgets show them (spec 2, spec 3), written once: the plan panels, the
 * cart, the compare view, the refine bar and the disconnection texts all take them from here.
 */
import type { SingleFuel } from './enums';

/** A fuel's name in a label or heading: 'Electricity' / 'Gas'. */
export const FUEL_TITLE: Readonly<Record<SingleFuel, string>> = { electricity: 'Electricity', gas: 'Gas' };
/** A fuel's name inside a sentence: 'electricity' / 'gas'. */
export const FUEL_WORD: Readonly<Record<SingleFuel, string>> = { electricity: 'electricity', gas: 'gas' };

/** 'Electricity' / 'Gas'. */
export const fuelTitle = (fuel: SingleFuel): string => FUEL_TITLE[fuel];
