/** The rpoOptIn and e-billing lock (spec 1 §4, spec 3 §3.2). */

/** A raw lockdown flag as plans carry it: 'YES' / 'NO' (any case), Y / N, booleans; anything else is unknown. */
export type LockdownFlag = string | boolean | null | undefined;

/** Normalises a lockdown flag: true, false or undefined (unknown). */
export function parseLockdownFlag(flag: LockdownFlag): boolean | undefined {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag !== 'string') return undefined;
  const v = flag.trim().toUpperCase();
  if (v === 'YES' || v === 'Y' || v === 'TRUE') return true;
  if (v === 'NO' || v === 'N' || v === 'FALSE') return false;
  return undefined;
}

/** Outcome of the lock rule: when locked, the option is fixed to `value`. */
export type OptionLock = { locked: true; value: boolean } | { locked: false };

/**
 * The lock for one option over the selected plans' lockdown flags (pass only selected plans):
 * locked when all flags agree (an unknown flag differs from a known one) and at least one is known.
 */
export function optionLock(flags: readonly LockdownFlag[]): OptionLock {
  const values = flags.map(parseLockdownFlag);
  const first = values[0];
  if (first === undefined) return { locked: false };
  return values.every((v) => v === first) ? { locked: true, value: first } : { locked: false };
}

/** Lockdown values of a plan record. */
export interface PlanLockdown {
  rpoOptIn?: LockdownFlag;
  ebillingOptIn?: LockdownFlag;
}

/** Both locks for the selected plans (undefined entries, i.e. unselected fuels, are skipped). */
export function lockdownOptions(selectedPlans: readonly ({ lockdown?: PlanLockdown | null } | null | undefined)[]): {
  rpoOptIn: OptionLock;
  ebilling: OptionLock;
} {
  const plans = selectedPlans.filter((p): p is { lockdown?: PlanLockdown | null } => p != null);
  return {
    rpoOptIn: optionLock(plans.map((p) => p.lockdown?.rpoOptIn)),
    ebilling: optionLock(plans.map((p) => p.lockdown?.ebillingOptIn)),
  };
}
