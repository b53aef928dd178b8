import { Fragment, lazy, Suspense, useId, useMemo } from 'react';
import { compareModel, type CompareRow } from '../../src/domain/compare/compare';
import {
  BREAKDOWN_ROW_LABEL,
  breakdownCaptionFor,
  cheapestText,
  COMPARE_ACTIONS_LABEL,
  COMPARE_CORNER_LABEL,
  COMPARE_TABLE_CAPTION,
  COMPARE_VIEW_TITLE,
  compareLabels,
  DIFFERS_LEGEND,
  DIFFERS_TEXT,
  ESTIMATE_NOTE,
  partialFuelNote,
  REMOVE_TEXT,
} from '../../src/domain/compare/compare-view-texts';
import { FUEL_TITLE, type SingleFuel } from '../../src/domain/shared';
import { fuelPlans, panelSelection, selectPressed, type DisplayPlan } from '../../src/domain/plans';
import { useStyles } from '../../src/embed/styles';
import { togglePlan } from '../../src/services/plans';
import { useStore } from '../../src/store';
import { Modal, useDeviceClass } from '../../src/ui';
import css from './compare.css?inline';
import { useSettings } from './context';
import { SelectLabel } from './PlanCard';
import { useIncGst } from './view-state';

export interface CompareViewProps {
  /** The compared panels, in the order chosen. */
  panels: readonly DisplayPlan[];
  onClose: () => void;
  /** 'Select plan' on a column not yet selected (the caller closes the view and selects it as the panel's button does). */
  onSelect: (panel: DisplayPlan) => void;
  /** 'Remove' on a column (the caller takes it out; the last one closes the view first). */
  onRemove: (panel: DisplayPlan) => void;
}

function RowHeader({ row }: { row: CompareRow }) {
  return (
    <th scope="row">
      {row.differs ? (
        <span className="pt-compare__mark" aria-hidden="true">
          ≠
        </span>
      ) : null}
      {row.label}
      {row.differs ? <span className="ea-visually-hidden"> {DIFFERS_TEXT}</span> : null}
    </th>
  );
}

/** A row of the table; an estimate row marks its cheapest columns (`keys`: the columns' keys, in order). */
function Row({ row, keys }: { row: CompareRow; keys?: readonly string[] }) {
  const marked = row.estimate ? new Set(row.estimate.cheapest) : null;
  const mark = row.estimate ? cheapestText(row.estimate.fuel) : null;
  return (
    <tr data-row={row.id} data-differs={row.differs || undefined}>
      <RowHeader row={row} />
      {row.cells.map((cell, i) => (
        <td key={i} data-lacking={row.estimate?.lacking.includes(keys?.[i] ?? '') || undefined}>
          {cell}
          {marked?.has(keys?.[i] ?? '') ? <span className="pt-compare__cheapest"> {mark}</span> : null}
        </td>
      ))}
    </tr>
  );
}

/** Where the money goes (issue 17): loaded with the compare view's first opening. */
const EstimateBreakdown = lazy(() => import('../../src/ui/EstimateBreakdown'));

/**
 * Where the money goes, per plan (issue 17): each plan's estimate split into its parts, per fuel,
 * following the period and GST. Under the comparison table, not inside it: each breakdown is a table
 * of its own, captioned with the plan, so the comparison's rows and columns stay simple to read.
 */
function Breakdowns({ panels, labels }: { panels: readonly DisplayPlan[]; labels: readonly string[] }) {
  const estimates = useStore((s) => s.plans.estimates);
  const period = useStore((s) => s.refine.estimatePeriod);
  const incGst = useIncGst();
  const headingId = useId();
  return (
    <section className="pt-compare__breakdowns" aria-labelledby={headingId}>
      <h3 id={headingId}>{BREAKDOWN_ROW_LABEL}</h3>
      <Suspense fallback={null}>
        {panels.flatMap((panel, i) => {
          const fuels = fuelPlans(panel);
          return fuels.map(([fuel, plan]) => (
            <EstimateBreakdown
              key={`${panel.key} ${fuel}`}
              estimate={estimates[fuel][plan.id]}
              period={period}
              incGst={incGst}
              fuel={fuel}
              caption={breakdownCaptionFor(labels[i] ?? panel.key, fuel, fuels.length > 1)}
            />
          ));
        })}
      </Suspense>
    </section>
  );
}

function SelectColumn({ panel, name, onSelect }: { panel: DisplayPlan; name: string; onSelect: (p: DisplayPlan) => void }) {
  const selected = useStore((s) => panelSelection(s.plans.selectedElectricityPlanCode, s.plans.selectedGasPlanCode, panel));
  return (
    <button
      type="button"
      className="pt-select"
      aria-pressed={selectPressed(selected)}
      // 'Added' pressed takes the plan out of the cart here, as on the panel; selecting (partly in, the rest) closes the view for the cart.
      onClick={() => (selected === true ? togglePlan(panel) : onSelect(panel))}
    >
      <SelectLabel selected={selected} />
      <span className="ea-visually-hidden"> {name}</span>
    </button>
  );
}

/**
 * The compare view (issue 17): the compared plans in columns of a real table (column headers the
 * plan names, row headers from compareModel), rows where the plans differ marked, the cheapest
 * estimate marked, and per column 'Select plan' and 'Remove'. A dialog; a full-screen sheet at
 * phone width (the widget's own device class). It follows the period and the GST switch.
 */
export default function CompareView({ panels, onClose, onSelect, onRemove }: CompareViewProps) {
  useStyles(css);
  const device = useDeviceClass();
  const { state } = useSettings();
  const incGst = useIncGst();
  const period = useStore((s) => s.refine.estimatePeriod);
  const estimates = useStore((s) => s.plans.estimates);
  const model = useMemo(() => compareModel(panels, { estimates, period, incGst, state }), [panels, estimates, period, incGst, state]);
  const estimateRows = model.rows.filter((r) => r.estimate);
  const rest = model.rows.filter((r) => !r.estimate);
  const keys = model.columns.map((c) => c.key);
  const groups: [SingleFuel, CompareRow[]][] = (['electricity', 'gas'] as const)
    .map((fuel): [SingleFuel, CompareRow[]] => [fuel, rest.filter((r) => r.fuel === fuel)])
    .filter(([, rows]) => rows.length > 0);
  const cols = model.columns.length + 1;
  const labels = compareLabels(panels);
  // A plan with one fuel beside plans with both: said above the table, as its total is not compared.
  const partialNotes = model.partial.map(({ key, fuel }) => partialFuelNote(labels[keys.indexOf(key)] ?? key, fuel));
  return (
    // The columns name the content: Remove takes its own button away, and focus then goes to the title
    // (the dialog's Escape and Tab keep working), not to the page's body.
    <Modal open historyEntry title={COMPARE_VIEW_TITLE} onClose={onClose} maxWidth={804} contentKey={panels.map((p) => p.key).join(' ')}>
      <div className="pt-compare" data-sheet={device === 'mobile' || undefined}>
        <p className="pt-muted">
          {ESTIMATE_NOTE}{' '}
          <span aria-hidden="true">
            <span className="pt-compare__mark">≠</span> {DIFFERS_LEGEND}
          </span>
        </p>
        {partialNotes.map((note) => (
          <p key={note} className="pt-compare__note">
            {note}
          </p>
        ))}
        <div className="pt-compare__scroll">
          <table className="pt-compare__table">
            <caption className="ea-visually-hidden">{COMPARE_TABLE_CAPTION}</caption>
            <thead>
              <tr>
                <td className="pt-compare__corner">
                  <span className="ea-visually-hidden">{COMPARE_CORNER_LABEL}</span>
                </td>
                {model.columns.map((c, i) => (
                  <th key={c.key} scope="col">
                    {labels[i] ?? c.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {estimateRows.map((r) => (
                <Row key={r.id} row={r} keys={keys} />
              ))}
            </tbody>
            {groups.map(([fuel, rows]) => (
              <Fragment key={fuel}>
                <tbody>
                  {groups.length > 1 ? (
                    <tr className="pt-compare__section">
                      <th scope="colgroup" colSpan={cols}>
                        <span className="pt-compare__section-label">{FUEL_TITLE[fuel]}</span>
                      </th>
                    </tr>
                  ) : null}
                  {rows.map((r) => (
                    <Row key={r.id} row={r} />
                  ))}
                </tbody>
              </Fragment>
            ))}
            <tfoot>
              <tr>
                <th scope="row">
                  <span className="ea-visually-hidden">{COMPARE_ACTIONS_LABEL}</span>
                </th>
                {model.columns.map((c, i) => {
                  const panel = panels[i];
                  const name = labels[i] ?? c.name;
                  return panel ? (
                    <td key={c.key}>
                      <div className="pt-compare__actions">
                        <SelectColumn panel={panel} name={name} onSelect={onSelect} />
                        <button type="button" className="ea-btn ea-btn--secondary" onClick={() => onRemove(panel)}>
                          {REMOVE_TEXT}
                          <span className="ea-visually-hidden"> {name}</span>
                        </button>
                      </div>
                    </td>
                  ) : null;
                })}
              </tr>
            </tfoot>
          </table>
        </div>
        <Breakdowns panels={panels} labels={labels} />
      </div>
    </Modal>
  );
}
