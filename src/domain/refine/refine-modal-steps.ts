/** The refine modal's steps (spec 2 §4 "Refine modal flow"): options → enter usage; options → validate account → verify identity → usage data. */
import type { RefineModalStep } from '../shared/enums';

const PREVIOUS: Partial<Record<RefineModalStep, RefineModalStep>> = {
  ENTER_USAGE: 'REFINE_OPTIONS',
  VALIDATE_ACCOUNT: 'REFINE_OPTIONS',
  VERIFY_IDENTITY: 'VALIDATE_ACCOUNT',
  USAGE_DATA: 'VERIFY_IDENTITY',
};

/** Where the modal's own Back goes from a step: one step back (the options stay on the options). */
export const previousRefineStep = (step: RefineModalStep): RefineModalStep => PREVIOUS[step] ?? 'REFINE_OPTIONS';
