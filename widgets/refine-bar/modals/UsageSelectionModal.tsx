import { useEffect, useId, useRef, useState } from 'react';
import { APPLY_TEXT, customUsageLabel } from '../../../src/domain/refine/refine-usage-texts';
import {
  canApplyCustomUsage,
  CUSTOM_USAGE_DEBOUNCE_MS,
  customerDailyUsage,
  selectUsageType,
  settleCustomUsageInput,
  usageOptions,
  USAGE_PROFILES,
} from '../../../src/domain/refine/refine-usage-inputs';
import { formatUsage, USAGE_TYPE_LABELS } from '../../../src/domain/refine';
import { clampCustomUsage, maxCustomDailyUsage } from '../../../src/domain/refine/refine-custom-usage';
import { FUEL_UNITS, type SingleFuel, type UsageEstimateType } from '../../../src/domain/shared';
import { INVALID_USAGE_TEXT, maxUsageText, usageModalTitle } from '../../../src/domain/refine/refine-modal-texts';
import { setUsageSelection } from '../../../src/services/refine/usage-actions';
import { store, useStore } from '../../../src/store';
import { Modal } from '../../../src/ui';
import { useDebounced } from '../hooks';
import { useModalStyles } from './styles';

const ROW_ORDER: UsageEstimateType[] = ['low', 'medium', 'high', 'custom', 'benchmark', 'customer'];

/** Example bill: where the average daily usage is printed on a bill (decorative; the caption says it). */
function ExampleBill({ fuel }: { fuel: SingleFuel }) {
  const unit = FUEL_UNITS[fuel];
  return (
    <figure className="rb-bill">
      <svg viewBox="0 0 220 120" role="img" aria-label={`Example ${fuel} bill`} className="rb-bill__svg">
        <rect x="1" y="1" width="218" height="118" rx="6" fill="#fff" stroke="#8c959f" />
        <rect x="12" y="12" width="80" height="10" rx="2" fill="#d0d7de" />
        <rect x="12" y="30" width="120" height="6" rx="2" fill="#e6eaef" />
        <rect x="12" y="42" width="100" height="6" rx="2" fill="#e6eaef" />
        <rect x="12" y="62" width="196" height="44" rx="4" fill="#f0f7fc" stroke="#00629b" strokeWidth="2" />
        <text x="22" y="80" fontSize="11" fill="#1f2328">
          Average daily usage
        </text>
        <text x="22" y="97" fontSize="14" fontWeight="700" fill="#00629b">
          {fuel === 'electricity' ? `12.50 ${unit}` : `50.00 ${unit}`}
        </text>
      </svg>
      <figcaption className="rb-hint">Your average daily usage is shown on your bill, near your usage details.</figcaption>
    </figure>
  );
}

/** The usage selection modal (spec 2 §2): Low / Medium / High / Custom and Average / Customer data. */
export default function UsageSelectionModal({ fuel, onClose }: { fuel: SingleFuel; onClose: () => void }) {
  useModalStyles();
  const current = useStore((s) => s.refine.usageSelection[fuel]);
  const bands = useStore((s) => s.refine.usageBands[fuel]);
  const journey = useStore((s) => s.app.journey);
  const customer = useStore((s) => s.refine.customerData[fuel]);
  // The usage in use is offered even where the journey would not (a host's customer usage, a custom amount in plan switch).
  const offered = usageOptions(journey, customer !== null, current.type);
  const customerDaily = customerDailyUsage(customer?.dailyUsage, current);
  const rows = ROW_ORDER.filter((t) => offered.includes(t));
  const [type, setType] = useState<UsageEstimateType>(rows.includes(current.type) ? current.type : 'benchmark');
  const remembered = store.getState().refine.rememberedCustomUsage[fuel];
  const [custom, setCustom] = useState(
    current.type === 'custom' && current.value !== undefined ? String(current.value) : remembered ? String(remembered) : '',
  );
  const [capped, setCapped] = useState(false);
  // Something was typed that cannot apply (0, not a number): the field says why Apply stays unavailable.
  const [refused, setRefused] = useState(false);
  // The field keeps what is typed; once typing pauses it is checked (spec 2 §5). Apply reads the field itself, so a
  // value pressed in within the pause is applied as it will settle.
  const debouncedCustom = useDebounced(custom, CUSTOM_USAGE_DEBOUNCE_MS);
  const settled = useRef(custom);
  useEffect(() => {
    // Only a changed value is checked: the text the check itself wrote settles unchanged.
    if (debouncedCustom === settled.current) return;
    const next = settleCustomUsageInput(fuel, debouncedCustom);
    settled.current = next.text;
    setCapped(next.capped);
    setRefused(next.refused);
    if (next.text !== debouncedCustom) setCustom(next.text);
  }, [debouncedCustom, fuel]);
  const name = useId();
  const messageId = useId();
  const unit = FUEL_UNITS[fuel];
  const customValue = clampCustomUsage(fuel, custom);
  const canApply = type !== 'custom' || canApplyCustomUsage(customValue);
  // Shown until the field holds a value that applies (not only once the next pause has passed).
  const refusedShown = refused && type === 'custom' && !canApply;
  const refusedId = useId();
  const frequency = fuel === 'electricity' ? 'Washing' : 'Cooking';

  const daily = (t: UsageEstimateType): string => {
    if (t === 'customer') return customerDaily !== undefined ? `${formatUsage(customerDaily)} ${unit}` : '';
    if (t === 'custom') return '';
    const band = bands[t];
    return typeof band === 'number' ? `${formatUsage(band)} ${unit}` : '';
  };

  const apply = (): void => {
    if (!canApply) return;
    if (type === 'custom') setUsageSelection(fuel, { type: 'custom', value: customValue as number });
    else setUsageSelection(fuel, selectUsageType(type, remembered, customerDaily));
    onClose();
  };

  return (
    <Modal
      open
      historyEntry
      title={usageModalTitle(fuel)}
      onClose={onClose}
      maxWidth={804}
      actions={
        <button type="button" className="ea-btn" disabled={!canApply} onClick={apply}>
          {APPLY_TEXT}
        </button>
      }
    >
      {/* A narrow modal stacks each row, its cells labelled from data-label (modals.css). Its display: block drops
          the table's semantics in WebKit (VoiceOver on iOS): the explicit roles keep them. */}
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the explicit table roles, as said above */}
      <div className="rb-table-wrap">
        <table className="rb-usage-table" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Usage
              </th>
              <th scope="col" role="columnheader">
                Daily usage
              </th>
              <th scope="col" role="columnheader">
                Bedrooms
              </th>
              <th scope="col" role="columnheader">
                People
              </th>
              <th scope="col" role="columnheader">
                {frequency}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((t) => {
              const profile = t === 'low' || t === 'medium' || t === 'high' ? USAGE_PROFILES[t] : null;
              return (
                <tr key={t} role="row" className={type === t ? 'is-selected' : undefined}>
                  <th scope="row" role="rowheader">
                    <label className="rb-radio">
                      <input type="radio" name={name} value={t} checked={type === t} onChange={() => setType(t)} />
                      <span>{USAGE_TYPE_LABELS[t]}</span>
                    </label>
                  </th>
                  <td role="cell" data-label="Daily usage">
                    {t === 'custom' ? (
                      <input
                        className="rb-input rb-input--small"
                        aria-label={customUsageLabel(fuel, unit)}
                        inputMode="decimal"
                        value={custom}
                        aria-describedby={capped ? messageId : refusedShown ? refusedId : undefined}
                        // Chosen by a click in it or by typing, not by Tab passing through it.
                        onClick={() => setType('custom')}
                        onChange={(e) => {
                          setType('custom');
                          setCustom(e.target.value);
                        }}
                      />
                    ) : (
                      daily(t)
                    )}
                  </td>
                  <td role="cell" data-label="Bedrooms">
                    {profile?.bedrooms ?? ''}
                  </td>
                  <td role="cell" data-label="People">
                    {profile?.people ?? ''}
                  </td>
                  <td role="cell" data-label={frequency}>
                    {profile ? (fuel === 'electricity' ? profile.washing : profile.cooking) : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      {capped ? (
        <p id={messageId} className="rb-hint" role="status">
          {maxUsageText(fuel, maxCustomDailyUsage(fuel), unit)}
        </p>
      ) : null}
      {refusedShown ? (
        <p id={refusedId} className="rb-hint" role="status">
          {INVALID_USAGE_TEXT}
        </p>
      ) : null}
      {type === 'custom' ? <ExampleBill fuel={fuel} /> : null}
      <p className="rb-footnote">*{maxUsageText(fuel, maxCustomDailyUsage(fuel), unit)}</p>
    </Modal>
  );
}
