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
  trayLabels,
} from '../../src/domain/compare/compare-view-texts';
import { COMPARE_FULL_TEXT } from '../../src/domain/compare/compare-texts';
import { SHARE_BUTTON_TEXT } from '../../src/domain/compare/share-texts';
import type { DisplayPlan } from '../../src/domain/plans';
import { useWidget } from '../../src/embed/context';
import { useStyles } from '../../src/embed/styles';
import { clearCompared, dropAndAdd, reconcileShown, uncompare } from '../../src/services/compare/compare';
import { togglePlan } from '../../src/services/plans';
import { useStore } from '../../src/store';
import { Modal } from '../../src/ui';
import { cancelWaiting, useWaiting } from './compare-state';
import css from './compare.css?inline';

const CompareView = lazy(() => import('./CompareView'));
const SharePanel = lazy(() => import('./SharePanel'));

/**
 * Where focus goes when the tray goes away with the control that had it (Clear, the view's last Remove):
 * the Compare toggle of the first of those plans, else the plans' first control (the key-features table
 * has no toggles); never the page's body. Called before the plans leave the comparison.
 */
function focusPlans(root: Node, key: string | undefined): void {
  const area = root as ParentNode;
  const panel = [...area.querySelectorAll<HTMLElement>('article[data-plan]')].find((el) => el.dataset['plan'] === key);
  (
    panel?.querySelector<HTMLElement>('.pt-compare-toggle') ??
    area.querySelector<HTMLElement>('.pt-compare-toggle, .pt-kf button:not(:disabled)')
  )?.focus();
}

/** The tray's height, kept on the element it shares with the plans while it shows (compare.css: focus never scrolls a plan's control under it). */
const TRAY_HEIGHT = '--pt-compare-tray-height';
function measureTray(tray: HTMLElement | null): (() => void) | undefined {
  const shared = tray?.parentElement;
  if (!tray || !shared || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(([entry]) =>
    shared.style.setProperty(TRAY_HEIGHT, `${entry?.borderBoxSize[0]?.blockSize ?? tray.getBoundingClientRect().height}px`),
  );
  observer.observe(tray);
  return () => {
    observer.disconnect();
    shared.style.removeProperty(TRAY_HEIGHT);
  };
}

/** 'Drop one': three are compared and a fourth was pressed; removing one puts the waiting panel in its place. */
export function CompareFullPrompt({ compared, waiting }: { compared: readonly DisplayPlan[]; waiting: string }) {
  const labels = compareLabels(compared);
  return (
    <Modal
      open
      historyEntry
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
  const root = useWidget().portal.getRootNode();
  const keys = useStore((s) => s.plans.compared);
  const waiting = useWaiting();
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [dropped, setDropped] = useState(0);
  const [afterClose, setAfterClose] = useState<{ run: () => void } | null>(null);

  useEffect(() => {
    if (panels.length === 0) return;
    const gone = reconcileShown(panels.map((p) => p.key));
    if (gone.length) setDropped(gone.length);
  }, [panels, keys]);
  // The note is about the plans taken out: it goes once the visitor compares a plan again or clears the rest.
  const [lastCount, setLastCount] = useState(keys.length);
  if (keys.length !== lastCount) {
    setLastCount(keys.length);
    if (keys.length > lastCount) setDropped(0);
  }

  // Select plan and the last Remove in the view close it first, then act: the cart then opens with focus of
  // its own; the last plan leaves once the view has given focus back, which first goes to the plans (the tray goes too).
  useEffect(() => {
    if (!afterClose) return;
    setAfterClose(null);
    afterClose.run();
  }, [afterClose]);

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
    <section ref={measureTray} className="pt-compare-tray" aria-label={COMPARE_TRAY_LABEL}>
      {dropped ? (
        <p className="pt-compare-note" role="status">
          {comparedDroppedText(dropped)}
        </p>
      ) : null}
      <ul className="pt-compare-tray__names">
        {trayLabels(compared).map((label, i) => (
          <li key={compared[i]?.key ?? i}>{label}</li>
        ))}
      </ul>
      <div className="pt-compare-tray__actions">
        <button
          type="button"
          className="ea-btn ea-btn--secondary"
          aria-label={CLEAR_COMPARED_LABEL}
          onClick={() => {
            focusPlans(root, compared[0]?.key);
            setDropped(0);
            clearCompared();
          }}
        >
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
              setAfterClose({ run: () => togglePlan(panel) });
            }}
            onRemove={(panel) => {
              if (compared.length > 1) {
                uncompare(panel.key);
                return;
              }
              setOpen(false);
              setAfterClose({
                run: () => {
                  focusPlans(root, panel.key);
                  uncompare(panel.key);
                },
              });
            }}
          />
        </Suspense>
      ) : null}
      {waiting && compared.length >= 3 ? <CompareFullPrompt compared={compared} waiting={waiting} /> : null}
    </section>
  );
}
