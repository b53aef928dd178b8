/** Selected services derived from the selected plans (spec 1 §4, spec 3 §2.2, §4.5). */
import type { SelectedServices, SingleFuel } from '../shared/enums';

/** A selected plan code: selected when it is a non-blank string. */
function isSelected(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.trim().length > 0;
}

/** Selected services: both if both plans are selected, electricity or gas if only that one, otherwise none. */
export function selectedServices(electricityPlanCode: string | null | undefined, gasPlanCode: string | null | undefined): SelectedServices {
  const ele = isSelected(electricityPlanCode);
  const gas = isSelected(gasPlanCode);
  if (ele && gas) return 'both';
  if (ele) return 'electricity';
  if (gas) return 'gas';
  return 'none';
}

/** True when the services include the fuel ('both' includes either). */
export function servicesInclude(services: SelectedServices, fuel: SingleFuel): boolean {
  return services === 'both' || services === fuel;
}
