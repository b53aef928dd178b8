/** The refine bar's modals and which one `ea:open-refine` and the call to action open (spec 2 §2, §4). */

/** `ea:open-refine`: the reset modal when customer usage data exists, else the refine modal. */
export function openRefineTarget(hasCustomerData: boolean): 'reset' | 'refine' {
  return hasCustomerData ? 'reset' : 'refine';
}

/** The refine bar's modals (the refine modal outlet and its sibling modals). */
export const REFINE_MODALS = ['refine', 'reset', 'meterDetected', 'planChange'] as const;
export type RefineModal = (typeof REFINE_MODALS)[number];

/**
 * The meter-detected modal is open (spec 2: "not closable"): it stays until the lookup that raised it is replaced,
 * and the host's `ea:open-refine` is ignored over it (`ea:open-cart` is ignored over any of the refine bar's modals).
 */
export const meterDetectedOpen = (modal: RefineModal | null): boolean => modal === 'meterDetected';
