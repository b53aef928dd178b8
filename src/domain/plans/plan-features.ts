/** Feature conditions and the plan condition type (spec 2 §4 "Feature conditions"). */
import type { SingleFuel, SourceSystem, YesNoUnknown } from '../shared/enums';
import type { FeatureCondition, PlanFeature } from './plan-types';

export interface ConditionContext {
  /** Active qualification tags (RPO, DUALFUEL, EBILL, MOVING, EXISTING, NEW, PLAN_SWITCH, COR, CART, the source system). */
  tags: ReadonlySet<string>;
  /** My Account and the quote tool skip the moving condition. */
  skipMoving: boolean;
}

/** Each fuel's condition context: the plan condition type follows that fuel's retailer (spec 2 §4). */
export type FuelConditions = Readonly<Record<SingleFuel, ConditionContext>>;

/** A condition is met when its enabled flag equals whether its code is among the active tags. */
export function conditionMet(condition: FeatureCondition, ctx: ConditionContext): boolean {
  if (ctx.skipMoving && condition.code === 'MOVING') return true;
  return condition.enabled === ctx.tags.has(condition.code);
}

/** A feature shows when it has no conditions or any group has all of its conditions met. */
export function isFeatureVisible(feature: Pick<PlanFeature, 'conditions'>, ctx: ConditionContext): boolean {
  const groups = feature.conditions.filter((g) => g.length > 0);
  return groups.length === 0 || groups.some((group) => group.every((c) => conditionMet(c, ctx)));
}

/** Retailer codes that mean the retailer itself. */
const OWN_RETAILER = /^(EA|ENERGYAUST)/i;

/**
 * The plan condition type for a fuel: the fuel's retailer EA means PLAN_SWITCH, another retailer
 * COR; unknown retailer: existing customer yes means PLAN_SWITCH, no means COR, otherwise none.
 */
export function planConditionType(retailer: string | null | undefined, existing: YesNoUnknown): 'PLAN_SWITCH' | 'COR' | null {
  const r = retailer?.trim();
  if (r) return OWN_RETAILER.test(r) ? 'PLAN_SWITCH' : 'COR';
  if (existing === 'yes') return 'PLAN_SWITCH';
  if (existing === 'no') return 'COR';
  return null;
}

/** My Account (MA) and the quote tool (EQ) skip the moving condition. */
export const skipsMovingCondition = (source: SourceSystem): boolean => source === 'MA' || source === 'EQ';

export interface TagInput {
  sourceSystem: SourceSystem;
  existing: YesNoUnknown;
  moving: boolean;
  dualFuel: boolean;
  rpo: boolean;
  ebill: boolean;
  inCart: boolean;
  conditionType: 'PLAN_SWITCH' | 'COR' | null;
  qualifications: readonly string[];
}

/** The active qualification tags from the visitor's situation. */
export function activeTags(input: TagInput): Set<string> {
  const tags = new Set<string>([input.sourceSystem, ...input.qualifications.map((q) => q.toUpperCase())]);
  if (input.existing === 'yes') tags.add('EXISTING');
  if (input.existing === 'no') tags.add('NEW');
  if (input.moving) tags.add('MOVING');
  if (input.dualFuel) tags.add('DUALFUEL');
  if (input.rpo) tags.add('RPO');
  if (input.ebill) tags.add('EBILL');
  if (input.inCart) tags.add('CART');
  if (input.conditionType) tags.add(input.conditionType);
  return tags;
}

/**
 * Each fuel's condition context for the plans table: the same tags for both fuels, except the plan
 * condition type, which follows that fuel's retailer (electricity: FRMP, gas: FRO).
 */
export function fuelConditions(
  input: Omit<TagInput, 'conditionType'>,
  retailers: Readonly<Record<SingleFuel, string | null | undefined>>,
): FuelConditions {
  const forFuel = (fuel: SingleFuel): ConditionContext => ({
    tags: activeTags({ ...input, conditionType: planConditionType(retailers[fuel], input.existing) }),
    skipMoving: skipsMovingCondition(input.sourceSystem),
  });
  return { electricity: forFuel('electricity'), gas: forFuel('gas') };
}
