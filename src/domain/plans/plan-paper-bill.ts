/** The paper bill fee in a plan's details (spec 2 §9; the fee's shape and rule from spec 3 §3.6, §5). */
import { formatMoney } from './plan-estimates';
import { paperBillFeeApplies, type PaperBillFee } from './plans';

/** A plan's paper bill fee: spec 3 §3.6's shape with the fee's unit. */
export interface PlanPaperBillFee extends PaperBillFee {
  fee?: { baseRate?: number | null | undefined; uom?: string | null | undefined } | null | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The paper bill fee a plan record carries, or null when the lookup does not say (or says it in another shape). */
export function planPaperBillFee(plan: { readonly [key: string]: unknown }): PlanPaperBillFee | null {
  const value = plan['paperBillFee'];
  if (!isRecord(value)) return null;
  const { applicable, fee } = value;
  if (applicable !== undefined && applicable !== null && typeof applicable !== 'boolean') return null;
  if (fee === null || fee === undefined) return { applicable, fee: null };
  if (!isRecord(fee)) return null;
  const baseRate = typeof fee['baseRate'] === 'number' ? fee['baseRate'] : null;
  const uom = typeof fee['uom'] === 'string' ? fee['uom'] : null;
  return { applicable, fee: { baseRate, uom } };
}

/**
 * "Paper bill fee shown with unit and base rate (incl. GST)": '$1.75 per bill (incl. GST)'. The
 * base rate is the GST-inclusive amount whatever the Inc GST switch says, hence the label. 'No' when
 * no fee applies (a base rate of 0, or not applicable); '' when unknown.
 */
export function paperBillFeeText(fee: PlanPaperBillFee | null): string {
  if (!fee) return '';
  if (!paperBillFeeApplies(fee)) return 'No';
  const unit = fee.fee?.uom?.trim();
  return `${formatMoney(fee.fee?.baseRate ?? 0)}${unit ? ` ${unit}` : ''} (incl. GST)`;
}
