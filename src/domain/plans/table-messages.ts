/**
 * Which lookup messages the plans table shows (spec 2 §8), and on the moving page which it leaves to the moving
 * shell's landing (spec 3 §8; docs/decisions/moving-home.md). Lazy-only: the table's messages load only when a
 * lookup says something, so these rules stay out of the page's start-up script.
 */
import { negativeMessages } from './messageRules';
import { isQueenslandSwitchedOff, isTableMessage, type PlanMessage } from './plan-message-codes';

/**
 * Whether the moving landing says the Queensland switched-off text: its failed view (`movingLandingView` in
 * src/domain/moving-home: an address looked up, not loading, no plans of either fuel; a unit test holds the two
 * together) with that lookup's leading message the Queensland one. Only then does the plans table on the same page
 * leave the lookup's messages to it (`tableMessages`); with plans to choose (gas, say) the landing shows its date
 * picker and the table says them.
 */
export const landingSaysQueensland = (s: {
  hasAddress: boolean;
  loading: boolean;
  plans: number;
  leading: string | null | undefined;
}): boolean => s.hasAddress && !s.loading && s.plans === 0 && isQueenslandSwitchedOff(s.leading);

/**
 * The messages the plans table shows, most severe first (spec 2 §8). None while the moving landing on the page says
 * the Queensland switched-off text (`movingLandingSays`: `landingSaysQueensland` with the shell on the page): the
 * moving page says one message, the moving one with its contact link. The lookup's other messages stood above it and
 * contradicted it (at 100 Queen Street gas's "Unfortunately we don't supply energy to postcode 4000." above "…Please
 * contact our team for help with your connection.").
 */
export const tableMessages = <T extends PlanMessage>(messages: readonly T[], meterModalOnPage: boolean, movingLandingSays: boolean): T[] =>
  movingLandingSays ? [] : negativeMessages(messages.filter((m) => isTableMessage(m, meterModalOnPage)));
