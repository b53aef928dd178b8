/**
 * The part of a plan lookup that only an answer saying something needs (spec 2 §8): its messages.
 * Loaded by ./lookup.ts on demand, so a lookup where both fuels succeed never downloads it; the
 * rules are the domain's (src/domain/plans/plan-messages.ts).
 */
import type { LookupResponse } from '../../api/plans';
import { addressLabel } from '../../domain/shared';
import { lookupMessages } from '../../domain/plans/plan-messages';
import { systemErrorMessage, type PlanMessage } from '../../domain/plans';
import type { LookupParams } from './lookup-params';

/** The messages of an answered lookup, SYSTEM_ERROR last when a fuel said it and nothing else was said. */
export function responseMessages(res: LookupResponse, params: LookupParams): PlanMessage[] {
  const ele = res.electricity;
  const outcome = lookupMessages({
    electricity: {
      status: ele.status,
      plansCount: ele.plans.length,
      currentPlanName: ele.currentPlan?.name ?? null,
      nmi: ele.nmi,
      nswRemoteDisconnected: ele.meterDetails?.nswRemoteDisconnected ?? false,
      commercialIndustrial: ele.meterDetails?.commercialIndustrial ?? false,
      ergon: ele.meterDetails?.ergon ?? false,
      distributor: ele.distributor
        ? { name: ele.distributor.name || ele.distributor.distributor, phoneNumber: ele.distributor.phoneNumber }
        : null,
      accuracy: ele.accuracy,
    },
    gas: {
      status: res.gas.status,
      plansCount: res.gas.plans.length,
      currentPlanName: res.gas.currentPlan?.name ?? null,
      mirn: res.gas.mirn,
    },
    postcode: res.postcode,
    address: (res.address && addressLabel(res.address, res.state)) || null,
    state: res.state,
    by: params.by,
  });
  return outcome.systemError ? [...outcome.messages, systemErrorMessage()] : outcome.messages;
}
