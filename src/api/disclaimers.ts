/**
 * A disclaimer by key (spec 2 §7). Not in ./index.ts: only the disclaimers below the plans ask for one, and they
 * load as the visitor nears them (src/services/plans/disclaimers.ts), so the start-up script carries none of it.
 */
import * as v from 'valibot';
import { request, type CallOptions } from './client';
import { PLAN_PATHS } from './plans';

const Str = v.nullish(v.string(), '');

export const DisclaimerSchema = v.object({
  key: v.string(),
  text: Str,
  sharedDisclaimerKeys: v.nullish(v.array(v.string()), [] as string[]),
  general: v.nullish(v.object({ value: Str, states: v.nullish(v.record(v.string(), v.string()), {} as Record<string, string>) }), null),
});
export type DisclaimerResponse = v.InferOutput<typeof DisclaimerSchema>;

/** GET a disclaimer by key. */
export function fetchDisclaimer(key: string, options: Pick<CallOptions, 'signal' | 'headers'> = {}): Promise<DisclaimerResponse> {
  return request(PLAN_PATHS.disclaimers, DisclaimerSchema, { ...options, query: { key } });
}
