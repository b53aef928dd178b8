/**
 * The loyalty qualification a verified customer brings and the message it shows (spec 2 §1): apart
 * from ./plan-rates.ts (whether the message shows, asked at start), so they load with the refine
 * modal's verification and with the message itself, not with every page.
 */
import { isLoyalty, LOYALTY } from './plan-rates';

/** The plan qualifications of verified customer details (spec 2 §3 "planQualifications (including a loyalty value)"). */
export interface VerifiedQualifications {
  loyalty?: boolean | null | undefined;
  conditions?: readonly { code: string; enabled: boolean }[] | null | undefined;
}

/**
 * The qualification tags a verified customer brings (spec 2 §1: the loyalty qualification arrives
 * with the verified details): the enabled conditions' codes, with LOYALTY as the details' loyalty
 * value says when it gives one (it wins over a LOYALTY condition), else as the conditions say.
 */
export function verifiedPlanQualifications(q: VerifiedQualifications | null | undefined): string[] {
  const codes = (q?.conditions ?? []).filter((c) => c.enabled).map((c) => c.code);
  const loyalty = q?.loyalty;
  if (loyalty === null || loyalty === undefined) return codes;
  const rest = codes.filter((c) => !isLoyalty(c));
  return loyalty ? [...rest, LOYALTY] : rest;
}

/** The loyalty message (spec 2 §1, our words). */
export const LOYALTY_MESSAGE =
  'As a customer for at least six consecutive months, you can choose our exclusive plan with a higher discount on usage and supply charges for 12 months.';
