/**
 * The part of a plan lookup that only a lookup saying something needs (spec 2 §8): its messages and
 * `ea:plan-load-failed`. Loaded by ./lookup.ts on demand, so a lookup where both fuels succeed never
 * downloads it; the rules are the domain's (src/domain/plan-messages.ts).
 */
import { ApiHttpError } from '../../api';
import type { LookupResponse } from '../../api/plans';
import { emit } from '../../bus';
import { lookupMessages, planLoadFailedMessage, systemErrorMessage, type PlanMessage, type SingleFuel } from '../../domain';
import type { LookupParams } from './lookup';

const failedParams = (params: LookupParams): Record<string, unknown> => {
  const { by, ...rest } = params;
  return { by, ...rest };
};

function emitFailure(status: string, params: LookupParams, fuels: readonly SingleFuel[]): void {
  for (const fuel of fuels) emit('ea:plan-load-failed', { status, params: failedParams(params), fuel });
}

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
      distributor: ele.distributor ? { name: ele.distributor.name || ele.distributor.distributor, phoneNumber: ele.distributor.phoneNumber } : null,
      accuracy: ele.accuracy,
    },
    gas: { status: res.gas.status, plansCount: res.gas.plans.length, currentPlanName: res.gas.currentPlan?.name ?? null, mirn: res.gas.mirn },
    postcode: res.postcode,
    address: res.address?.label ?? null,
    state: res.state,
    by: params.by,
  });
  return outcome.systemError ? [...outcome.messages, systemErrorMessage()] : outcome.messages;
}

/** `ea:plan-load-failed` for each fuel of an answered lookup that did not succeed. */
export function reportResponse(res: LookupResponse, params: LookupParams): void {
  for (const fuel of ['electricity', 'gas'] as const) if (res[fuel].status !== 'SUCCESS') emitFailure(res[fuel].status, params, [fuel]);
}

/** A failed lookup's message: a closable warning with the HTTP status, or the non-closable SYSTEM_ERROR. */
export const errorMessage = (error: unknown): PlanMessage => (error instanceof ApiHttpError ? planLoadFailedMessage(error.status) : systemErrorMessage());

/** `ea:plan-load-failed` for both fuels of a failed lookup (the HTTP status, or SYSTEM_ERROR). */
export function reportError(error: unknown, params: LookupParams): void {
  emitFailure(error instanceof ApiHttpError ? String(error.status) : 'SYSTEM_ERROR', params, ['electricity', 'gas']);
}
