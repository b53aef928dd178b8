/**
 * The usage field's and the usage modal's store writes (a meter number, a fuel's usage selection). Lazy-only:
 * only those lazily loaded views and the modal's actions call them.
 */
import { acceptUsageSelection } from '../../domain/refine/refine-custom-usage';
import type { SingleFuel } from '../../domain/shared';
import { store, type UsageSelection } from '../../store';

const state = () => store.getState();

export function setMeterId(kind: 'nmi' | 'mirn', value: string): void {
  if (state().connection[kind] !== value) state().patch('connection', { [kind]: value });
}

/** Sets a fuel's usage selection; a custom value is clamped and remembered (remember-custom-usage). */
export function setUsageSelection(fuel: SingleFuel, selection: UsageSelection): void {
  const s = state();
  const next: UsageSelection | undefined = acceptUsageSelection(fuel, selection);
  if (!next) return;
  if (next.type === 'custom')
    s.patch('refine', { rememberedCustomUsage: { ...s.refine.rememberedCustomUsage, [fuel]: next.value ?? null } });
  const current = state().refine.usageSelection[fuel];
  if (current.type === next.type && current.value === next.value) return;
  s.patch('refine', {
    usageSelection: { ...state().refine.usageSelection, [fuel]: next },
    ...(fuel === 'electricity' ? { isElecUsageSelectionChanged: true } : {}),
  });
}
