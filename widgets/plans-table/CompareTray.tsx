import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  CLEAR_COMPARED_LABEL,
  CLEAR_COMPARED_TEXT,
  COMPARE_FULL_TITLE,
  COMPARE_TRAY_LABEL,
  compareButtonText,
  comparedDroppedText,
  compareLabels,
  KEEP_COMPARED_TEXT,
  REMOVE_TEXT,
} from '../../src/domain/compare/compare-view-texts';
import { COMPARE_FULL_TEXT } from '../../src/domain/compare/compare-texts';
import { SHARE_BUTTON_TEXT } from '../../src/domain/compare/share-texts';
import type { DisplayPlan } from '../../src/domain/plans';
import { useStyles } from '../../src/embed/styles';
import { clearCompared, dropAndAdd, reconcileShown } from '../../src/services/compare/compare';
import { togglePlan } from '../../src/services/plans';
import { useStore } from '../../src/store';
import { Modal } from '../../src/ui';
import { cancelWaiting, useWaiting } from './compare-state';
import css from './compare.css?inline';

const CompareView = lazy(() => import('./CompareView'));
const SharePanel = lazy(() => import('./SharePanel'));

/** 'Drop one': three are compared and a fourth was pressed; removing one puts the waiting panel in its place. */
export function CompareFullPrompt({ compared, waiting }: { compared: readonly DisplayPlan[]; waiting: string }) {
  const labels = compareLabels(compared);
  return (
    <Modal
      open
      title={COMPARE_FULL_TITLE}
      onClose={cancelWaiting}
      actions={
        <button type="button" className="ea-btn ea-btn--secondary" onClick={cancelWaiting}>
          {KEEP_COMPARED_TEXT}
        </button>
      }
    >
      <p>{COMPARE_FULL_TEXT}</p>
      <ul className="pt-compare-full">
        {compared.map((p, i) => (
          <li key={p.key}>
            <span>{labels[i]}</span>
            <button
              type="button"
              className="ea-btn ea-btn--secondary"
              onClick={() => {
                dropAndAdd(p.key, waiting);
                cancelWaiting();
              }}
            >
              {REMOVE_TEXT}
              <span className="ea-visually-hidden"> {labels[i]}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/**
 * The compare tray (issue 17), shown while one or more shown panels are compared: 'Compare N plans'
 * opens the compare view, 'Clear' empties the comparison. It keeps the compared panels to those shown
 * (a new lookup or another fuel drops the rest, and says so) and holds the 'drop one' prompt.
 */
export default function CompareTray({ panels }: { panels: readonly DisplayPlan[] }) {
  useStyles(css);
  const keys = useStore((s) => s.plans.compared);
  const waiting = useWaiting();
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [dropped, setDropped] = useState(0);
  const [selecting, setSelecting] = useState<DisplayPlan | null>(null);

  useEffect(() => {
    if (panels.length === 0) return;
    const gone = reconcileShown(panels.map((p) => p.key));
    if (gone.length) setDropped(gone.length);
  }, [panels, keys]);

  // Selecting from the view closes it first, then selects (the cart then opens with focus of its own).
  useEffect(() => {
    if (!selecting) return;
    setSelecting(null);
    togglePlan(selecting);
  }, [selecting]);

  const compared = useMemo(() => {
    const byKey = new Map(panels.map((p) => [p.key, p]));
    return keys.map((k) => byKey.get(k)).filter((p): p is DisplayPlan => p !== undefined);
  }, [keys, panels]);

  if (compared.length === 0) {
    return dropped ? (
      <p className="pt-compare-note" role="status">
        {comparedDroppedText(dropped)}
      </p>
    ) : null;
  }
  return (
    <section className="pt-compare-tray" aria-label={COMPARE_TRAY_LABEL}>
      {dropped ? (
        <p className="pt-compare-note" role="status">
          {comparedDroppedText(dropped)}
        </p>
      ) : null}
      <ul className="pt-compare-tray__names">
        {compareLabels(compared).map((label, i) => (
          <li key={compared[i]?.key ?? i}>{label}</li>
        ))}
      </ul>
      <div className="pt-compare-tray__actions">
        <button type="button" className="ea-btn ea-btn--secondary" aria-label={CLEAR_COMPARED_LABEL} onClick={clearCompared}>
          {CLEAR_COMPARED_TEXT}
        </button>
        <button type="button" className="ea-btn ea-btn--secondary" aria-haspopup="dialog" onClick={() => setSharing(true)}>
          {SHARE_BUTTON_TEXT}
        </button>
        <button type="button" className="ea-btn" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {compareButtonText(compared.length)}
        </button>
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <SharePanel onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CompareView
            panels={compared}
            onClose={() => setOpen(false)}
            onSelect={(panel) => {
              setOpen(false);
              setSelecting(panel);
            }}
          />
        </Suspense>
      ) : null}
      {waiting && compared.length >= 3 ? <CompareFullPrompt compared={compared} waiting={waiting} /> : null}
    </section>
  );
}
