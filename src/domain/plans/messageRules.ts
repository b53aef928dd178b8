/** Lookup messages and disclaimers (spec 1 §4). */
import { MESSAGE_LEVELS, isMessageLevel, type MessageLevel } from '../shared/enums';

/** The fields of a plans message that the rules read. */
export interface MessageLike {
  code: string;
  fuel?: string | null | undefined;
  level: string;
  visible?: boolean;
}

const LEVEL_RANK: Readonly<Record<MessageLevel, number>> = Object.fromEntries(MESSAGE_LEVELS.map((l, i) => [l, i])) as Record<
  MessageLevel,
  number
>;

/**
 * Negative messages: those whose level is in MESSAGE_LEVELS except success, ordered by that
 * list (error, warning, info); messages of equal level keep their order. Unknown levels are dropped.
 */
export function negativeMessages<T extends MessageLike>(messages: readonly T[]): T[] {
  return messages
    .filter((m) => isMessageLevel(m.level) && m.level !== 'success')
    .map((m, i) => ({ m, i, r: LEVEL_RANK[m.level as MessageLevel] }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.m);
}

/** Closing a message hides the messages matching both code and fuel (returns a new list). */
export function closeMessage<T extends MessageLike>(messages: readonly T[], code: string, fuel: string | null | undefined): T[] {
  return messages.map((m) => (m.code === code && (m.fuel ?? undefined) === (fuel ?? undefined) ? { ...m, visible: false } : m));
}

/** A disclaimer keyed for de-duplication. */
export interface DisclaimerLike {
  key: string;
}

/** Adds a disclaimer once per key: one with the same key is replaced in place, otherwise appended. */
export function upsertDisclaimer<T extends DisclaimerLike>(disclaimers: readonly T[], disclaimer: T): T[] {
  const index = disclaimers.findIndex((d) => d.key === disclaimer.key);
  if (index === -1) return [...disclaimers, disclaimer];
  return disclaimers.map((d, i) => (i === index ? disclaimer : d));
}
