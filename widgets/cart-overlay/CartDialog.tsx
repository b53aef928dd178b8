import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { brandName } from '../../src/domain/shared/brand';
import { createPortal } from 'react-dom';
import { useShallow } from 'zustand/react/shallow';
import { amountForPeriod, formatDollars, isPlan, PERIOD_SUFFIX, planColour, showsEstimate } from '../../src/domain/plans';
import {
  carouselEnabled,
  cartColumnsPerView,
  cartCardLabel,
  cartColumnWidth,
  cartToggleText,
  cartViews,
  CART_EMPTY_TEXT,
  CART_ESTIMATE_LABEL,
  DIFFERENT_PLAN_TEXT,
  offersDifferentPlan,
} from '../../src/domain/cart/cart-dialog';
import { FUEL_TITLE, FUEL_WORD, type SingleFuel } from '../../src/domain/shared';
import { parseOfferCodes } from '../../src/domain/cart';
import { SECURE_CHECKOUT_TEXT } from '../../src/domain/shared/messages';
import { useWidget } from '../../src/embed/context';
import { useStyles } from '../../src/embed/styles';
import type { WidgetAttributes } from '../../src/embed/define-widget';
import { continueFromCart, focusAfterCart, toggleCartPlan } from '../../src/services/cart/cart-dialog';
import { selectAustralianState, selectSelectedServices, useStore } from '../../src/store';
import {
  Accordion,
  Carousel,
  Message,
  useDeviceClass,
  useFocusTrap,
  usePageScrollLock,
  usePress,
  useTopLayer,
  useWidgetShown,
  ToggleSwitch,
  WhatHappensNext,
} from '../../src/ui';
import css from './cart-dialog.css?inline';
import { cartCards, type CartCard } from './cart-model';

/** The card's estimate for the chosen period, e.g. '$1,898 per year', or null before estimates arrive (or a zero placeholder). */
function useEstimateText(card: CartCard): string | null {
  const estimate = useStore((s) => s.plans.estimates[card.fuel][card.plan.id]);
  const period = useStore((s) => s.refine.estimatePeriod);
  return estimate && showsEstimate(estimate) ? `${formatDollars(amountForPeriod(estimate.value, period))} ${PERIOD_SUFFIX[period]}` : null;
}

/** A plan's rates, loaded when a card's rate accordion first opens (as the plans table's are). */
const PlanRates = lazy(() => import('../../src/ui/PlanRates').then((m) => ({ default: m.PlanRates })));

/**
 * A card's rate accordion (spec 2 §4 "Cart": rate accordions start closed), 'Show electricity rates' or 'Show gas rates'
 * as in the plans table, its rates inc or exc GST as the cart's switch says. A plan without rates to show has none.
 */
function CardRates({ card, incGst }: { card: CartCard; incGst: boolean }) {
  const state = useStore(selectAustralianState);
  const business = useStore((s) => s.app.customerType === 'BUSINESS');
  if (!isPlan(card.plan)) return null;
  return (
    <Accordion level={4} title={`Show ${card.fuel} rates`}>
      <Suspense fallback={<p className="cart-card__text">Loading…</p>}>
        <PlanRates plan={card.plan} fuel={card.fuel} incGst={incGst} state={state ?? null} business={business} />
      </Suspense>
    </Accordion>
  );
}

interface CardProps {
  card: CartCard;
  /** The cart's GST switch: every card's rates, the current plans' too. */
  incGst: boolean;
  width: number;
  onToggle: (card: CartCard) => void;
  /** 'Add a different plan', when the card offers it (offersDifferentPlan). */
  onDifferentPlan: ((fuel: SingleFuel) => void) | null;
}

function Card({ card, incGst, width, onToggle, onDifferentPlan }: CardProps) {
  const estimate = useEstimateText(card);
  const colour = planColour(card.plan['colourCode']);
  return (
    <article
      className={`cart-card${card.selected ? ' cart-card--selected' : ''}${card.current ? ' cart-card--current' : ''}`}
      // Its column width at most (flex-basis): it shrinks a little to the row's real width (cart-dialog.css). Its band is
      // the plan's colour, as over its panel in the plans table.
      style={{ flexBasis: `${width}px`, ...(colour ? { '--cart-plan-colour': colour } : {}) } as CSSProperties}
      aria-label={cartCardLabel(card, card.plan.name)}
      data-fuel={card.current ? undefined : card.fuel}
    >
      <p className="cart-card__fuel ea-inline-list">
        <span>{FUEL_TITLE[card.fuel]}</span>
        {card.current ? <span>current plan</span> : null}
      </p>
      <h3 className="cart-card__name">{card.plan.name}</h3>
      {estimate ? (
        <p className="cart-card__estimate">
          <span className="cart-card__estimate-label">{CART_ESTIMATE_LABEL}</span> <strong>{estimate}</strong>
        </p>
      ) : null}
      {typeof card.plan['description'] === 'string' ? <p className="cart-card__text">{card.plan['description']}</p> : null}
      <CardRates card={card} incGst={incGst} />
      {card.current ? null : (
        <button
          type="button"
          className={`cart-card__toggle ea-btn${card.selected ? ' ea-btn--secondary' : ''}`}
          aria-label={`${card.selected ? 'Remove' : 'Add'} ${card.plan.name} (${FUEL_WORD[card.fuel]})`}
          // The second click of a double click is not a second press: Add or Remove would undo itself, or (the cards
          // reordered by the first, spec 2 §4) Remove the other fuel's plan that moved under the pointer.
          onClick={(event) => {
            if (event.detail < 2) onToggle(card);
          }}
        >
          {card.selected ? 'Remove' : 'Add'}
        </button>
      )}
      {onDifferentPlan ? (
        <button
          type="button"
          className="ea-link cart-card__other"
          aria-label={`${DIFFERENT_PLAN_TEXT} (${FUEL_WORD[card.fuel]})`}
          onClick={() => onDifferentPlan(card.fuel)}
        >
          {DIFFERENT_PLAN_TEXT}
        </button>
      ) : null}
      {card.selected ? <p className="cart-card__added">Added</p> : null}
    </article>
  );
}

/** A control's accessible name as the cart gives it (its label, else its text): the same control after a rebuild. */
const controlName = (element: Element): string => element.getAttribute('aria-label') ?? element.textContent ?? '';

export interface CartDialogProps {
  attributes: WidgetAttributes;
  /** Closes the overlay (the caller also goes back to the root route). */
  onClose: () => void;
  /** Hides the overlay without changing the route (after Continue). */
  onHide: () => void;
}

/** The open cart (spec 2 §2 "Cart overlay", §4 "Cart"): full screen inside the widget's shadow root, loaded when first opened. */
export default function CartDialog({ attributes, onClose, onHide }: CartDialogProps) {
  const { portal, host } = useWidget();
  useStyles(css);
  const device = useDeviceClass();
  const [slide, setSlide] = useState(0);
  const dialog = useRef<HTMLDivElement>(null);
  const offerOrder = attributes['offer-order'];
  const offerFilter = attributes['offer-filter'];
  const fuelSelection = useStore((s) => s.refine.fuelSelection);
  const options = useMemo(
    () => ({ order: parseOfferCodes(offerOrder), filter: parseOfferCodes(offerFilter), fuelSelection }),
    [offerOrder, offerFilter, fuelSelection],
  );
  const plans = useStore(
    useShallow((s) => ({
      electricityPlans: s.plans.electricityPlans,
      gasPlans: s.plans.gasPlans,
      selectedElectricityPlanCode: s.plans.selectedElectricityPlanCode,
      selectedGasPlanCode: s.plans.selectedGasPlanCode,
      currentPlanElectricity: s.plans.currentPlanElectricity,
      currentPlanGas: s.plans.currentPlanGas,
    })),
  );
  const cards = useMemo(() => cartCards(plans, options), [plans, options]);
  const services = useStore(selectSelectedServices);
  const codes = cards.map((c) => c.plan.code).join('|');
  useEffect(() => setSlide(0), [codes]);
  // Open, but asleep while the cart is hidden on this location ("Get started"): that page keeps its scroll and focus.
  const shown = useWidgetShown();
  const onKeyDown = useFocusTrap(dialog, true, onClose, undefined, shown);
  useTopLayer(dialog, shown);
  // The page behind stays where it was (a scroll at the end of the cart's own went on to the page).
  usePageScrollLock(shown);
  // 'Add a different plan' pressed: the fuel whose plans the visitor goes to in the table once the cart has closed.
  const differentPlan = useRef<SingleFuel | null>(null);
  // The plan whose removal emptied the cart: focus goes to its 'Select plan' when the place it went back to is gone.
  const removedLast = useRef<string | null>(null);
  // Closed, focus goes back where it was (useFocusTrap), then in the next frame where focusAfterCart says: to that
  // fuel's first 'Select plan' after 'Add a different plan'; when the place it went back to is gone, not to the page.
  useEffect(
    () => () =>
      void requestAnimationFrame(() => {
        // Still open (a development build's StrictMode runs this cleanup once on mount).
        if (!dialog.current?.isConnected) focusAfterCart(host, differentPlan.current, removedLast.current);
      }),
    [host],
  );
  const journey = useStore((s) => s.app.journey);
  const toPlans = (fuel: SingleFuel): void => {
    differentPlan.current = fuel;
    onClose();
  };

  // Remove or Add keeps focus on that fuel's card: its plan may change (the fuel's suggested plan shows once
  // the selected one is removed) and the cards may change places, which would otherwise drop focus to the page.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const fuel = refocus.current;
    refocus.current = null;
    const root = dialog.current;
    if (!fuel || !root || root.contains((root.getRootNode() as Document | ShadowRoot).activeElement)) return;
    // In the carousel that card may now be on a slide not shown: the dialog itself keeps focus then.
    const button = root.querySelector<HTMLElement>(`[data-fuel="${fuel}"] .cart-card__toggle`);
    (button && !button.closest('[hidden]') ? button : root).focus();
  });
  // The press told in a polite status (cartToggleText); the same words twice are told twice (a no-break space
  // alternates at their end, as in the plans table's status, so the region's text changes).
  const [said, setSaid] = useState({ text: '', times: 0 });
  const toggle = (card: CartCard): void => {
    refocus.current = card.fuel;
    const text = cartToggleText(!card.selected, card.plan.name, card.fuel);
    setSaid((s) => ({ text, times: s.times + 1 }));
    if (toggleCartPlan(card.fuel, card.plan, card.selected) !== 'emptied') return;
    removedLast.current = card.plan.code;
    onClose();
  };

  // `continue-href`: a page of this site only, else "Get started" (src/services/cart/cart-dialog.ts). The press
  // paints first; leaving the cart (its removal, the plans widgets hidden, the route's page) runs after that frame,
  // unless the cart was closed in that frame (Escape, Close).
  const press = usePress();
  const onContinue = (): void => press(() => continueFromCart(attributes['continue-href'], onHide));

  // The cart's Inc GST switch (spec 2 §4 "Cart": every plan and the current plan), on at first as the table's is.
  const [incGst, setIncGst] = useState(true);

  // The window's width decides the columns and the carousel: a resized window draws the cart again.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    addEventListener('resize', redraw);
    return () => removeEventListener('resize', redraw);
  }, []);
  const hasCurrent = cards.some((c) => c.current);
  const width = cartColumnWidth({
    mobile: device === 'mobile',
    planCount: cards.length,
    hasCurrentPlan: hasCurrent,
    windowWidth: innerWidth,
  });
  // Without the carousel one row (never wrapped); with it, views of as many cards as fit, a fuel's current plan
  // beside its new plan (cartViews).
  const views = carouselEnabled(width * cards.length, innerWidth) ? cartViews(cards, cartColumnsPerView(width, innerWidth)) : [];
  const carousel = views.length > 1;
  // The carousel turning on or off, or its views changing (a phone turned, a window resized), builds the cards
  // again: focus on one of them fell to the page, and the focus trap and Escape with it. It goes to the same control
  // in its new place, or to the dialog when that control is on a slide not shown.
  const lastFocused = useRef('');
  const onFocus = (event: FocusEvent<HTMLDivElement>): void => {
    lastFocused.current = controlName(event.target);
  };
  const layoutKey = carousel ? views.map((v) => v.join()).join('|') : '';
  const layout = useRef(layoutKey);
  useLayoutEffect(() => {
    const root = dialog.current;
    if (layout.current === layoutKey || !root) return;
    layout.current = layoutKey;
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && root.contains(active)) return;
    const same = [...root.querySelectorAll<HTMLElement>('button')].find(
      (b) => controlName(b) === lastFocused.current && !b.closest('[hidden]'),
    );
    (same ?? root).focus();
  }, [layoutKey]);
  const cardNodes = cards.map((card) => (
    <Card
      key={`${card.fuel}-${card.current ? card.plan.code : ''}`}
      card={card}
      incGst={incGst}
      width={Math.round(width)}
      onToggle={toggle}
      onDifferentPlan={offersDifferentPlan(card, journey) ? toPlans : null}
    />
  ));

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the focus trap: Tab and Escape pressed anywhere in the dialog bubble here
    <div
      ref={dialog}
      className="cart"
      popover="manual"
      role="dialog"
      aria-modal="true"
      aria-labelledby="cart-title"
      tabIndex={-1}
      data-autofocus
      // A modal opened from a card (a rate's help) is portalled: its keys reach here through React, not the page.
      onKeyDown={(event) => {
        if (dialog.current?.contains(event.target as Node)) onKeyDown(event);
      }}
      onFocus={onFocus}
    >
      <header className="cart__header">
        <a className="cart__logo" href="/">
          {brandName(attributes['brand'])}
          <span className="ea-visually-hidden"> home</span>
        </a>
        <div className="cart__heading">
          <h2 id="cart-title" className="cart__title">
            YOUR CART
          </h2>
          <p className="cart__secure">
            <svg className="cart__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
            </svg>{' '}
            {SECURE_CHECKOUT_TEXT}
          </p>
        </div>
        <button type="button" className="cart__close ea-btn ea-btn--secondary" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="cart__body">
        <p className="cart__stars" role="img" aria-label="Rated 5 out of 5 stars">
          ★★★★★
        </p>
        {cards.length === 0 ? <p>There are no plans to show yet.</p> : null}
        {cards.length > 0 ? (
          <div className="cart__gst">
            <ToggleSwitch label="Inc GST" checked={incGst} onChange={setIncGst} />
          </div>
        ) : null}
        {carousel ? (
          <Carousel
            label="Plans in your cart"
            slides={views.map((view) => (
              <div key={view.join()} className="cart__cards">
                {view.map((i) => cardNodes[i])}
              </div>
            ))}
            index={Math.min(slide, views.length - 1)}
            onIndexChange={setSlide}
          />
        ) : (
          <div className="cart__cards">{cardNodes}</div>
        )}
        <p className="ea-visually-hidden" role="status">
          {said.text ? `${said.text}${said.times % 2 ? '' : '\u00a0'}` : ''}
        </p>
        <div className="cart__actions">
          {services !== 'none' ? (
            <button type="button" className="ea-btn" onClick={onContinue}>
              Continue
            </button>
          ) : (
            <>
              <Message level="error">{CART_EMPTY_TEXT}</Message>
              <button type="button" className="ea-btn ea-btn--secondary" onClick={onClose}>
                Back
              </button>
            </>
          )}
        </div>
        <WhatHappensNext />
      </div>
    </div>,
    portal,
  );
}
