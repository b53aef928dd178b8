/** The reference price explainer of a plan panel's benchmark line, with the panel's estimate (loaded when opened). */
import type { Plan } from '../../src/domain/plans';
import type { SingleFuel } from '../../src/domain/shared';
import { useStore } from '../../src/store';
import { ReferencePriceExplainer } from '../../src/ui/ReferencePriceExplainer';
import { useSettings } from './context';

export default function ReferenceExplainer({ plan, fuel, onClose }: { plan: Plan; fuel: SingleFuel; onClose: () => void }) {
  const estimate = useStore((s) => s.plans.estimates[fuel][plan.id]);
  const { state } = useSettings();
  return <ReferencePriceExplainer fuel={fuel} benchmark={plan.benchmark} estimate={estimate} state={state} onClose={onClose} />;
}
