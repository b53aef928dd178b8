/**
 * The plans page's view as a share link (issue 17). Loaded only with the share panel.
 */
import { plansPagePath } from '../../domain/auth/plan-verification-modal';
import { shareLink, type ShareableView } from '../../domain/compare/share-link';
import type { StoreData } from '../../store';

/**
 * What the share link carries from the state: location (postcode only), fuel, period, usage,
 * GreenPower option, selection and compared plans. Nothing else is read, so an address, account
 * number, NMI or MIRN in the state cannot reach the link.
 */
export function shareableView(state: Pick<StoreData, 'app' | 'refine' | 'quote' | 'plans'>): ShareableView {
  const { app, refine, quote, plans } = state;
  const selected: NonNullable<ShareableView['selected']> = {};
  if (plans.selectedElectricityPlanCode) selected.electricity = plans.selectedElectricityPlanCode;
  if (plans.selectedGasPlanCode) selected.gas = plans.selectedGasPlanCode;
  return {
    customerType: app.customerType,
    postcode: app.postcode,
    fuel: refine.fuelSelection,
    period: refine.estimatePeriod,
    greenOption: quote.greenOption,
    usage: { electricity: refine.usageSelection.electricity, gas: refine.usageSelection.gas },
    selected,
    compared: plans.compared,
  };
}

/**
 * The page the link opens: the page shared, except the moving page (`movingPage`: it holds the moving-home
 * shell), whose plans are an address's (never in a link) and which looks nothing up by a postcode alone:
 * from there, the plans page for the customer type, at the address's postcode.
 */
function sharedPage(pageUrl: string, customerType: StoreData['app']['customerType'], movingPage: boolean): string {
  if (!movingPage) return pageUrl;
  try {
    return new URL(plansPagePath(customerType), pageUrl).href;
  } catch {
    return pageUrl;
  }
}

export const currentShareLink = (
  pageUrl: string,
  state: Pick<StoreData, 'app' | 'refine' | 'quote' | 'plans'>,
  movingPage = false,
): string | null => shareLink(sharedPage(pageUrl, state.app.customerType, movingPage), shareableView(state));
