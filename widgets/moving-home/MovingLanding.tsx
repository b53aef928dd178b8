import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WidgetProps } from '../../src/embed/define-widget';
import { contactPagePath } from '../../src/domain/page';
import { isQueenslandSwitchedOff, leadingLookupMessage } from '../../src/domain/plans';
import { messageContent, TRY_AGAIN_TEXT } from '../../src/domain/plans/plan-message-texts';
import { plansPagePath } from '../../src/domain/auth/plan-verification-modal';
import {
  MOVING_DATE_HEADING,
  MOVING_DATE_HINT,
  MOVING_DATE_LABEL,
  MOVING_DATES_FAILED,
  MOVING_NO_PLANS_TEXT,
  MOVING_SUBMIT_TEXT,
  MOVING_DATES_LOADING,
  movingDateDroppedText,
  movingSubmitErrors,
} from '../../src/domain/moving-home/moving-date';
import { QLD_ELECTRICITY_OFF_TEXT } from '../../src/domain/qualifier/qualifier-messages';
import type { MovingLandingView } from '../../src/domain/moving-home';
import { startMoving } from '../../src/services/moving-home';
import { ROUTES, useRoute } from '../../src/services/page';
import { store, useStore } from '../../src/store';
import { widgetOnPage } from '../../src/embed/on-page';
import { ContactMessage, DateCalendar, Message, MessageSentence, Spinner } from '../../src/ui';
import { useEnergisationDates } from '../../src/ui/useEnergisationCalendar';

/**
 * The failed (or empty) lookup's message, in the plans table's words. A plans table on the page (defined) shows
 * that message itself, with 'Try again': the shell does not repeat it (its own moving texts still show).
 */
function LookupFailed() {
  const customerType = useStore((s) => s.app.customerType);
  // Closed in the table or not: the lookup's own message, not "no plans here" once the visitor closes it there.
  const message = useStore((s) => leadingLookupMessage(s.plans.messages));
  if (!message) return <Message level="warning">{MOVING_NO_PLANS_TEXT}</Message>;
  if (isQueenslandSwitchedOff(message.code))
    return <ContactMessage level="error" text={QLD_ELECTRICITY_OFF_TEXT} contactHref={contactPagePath(customerType)} />;
  // A table whose script did not load (not defined) shows nothing: the shell does.
  if (widgetOnPage('ea-plans-table')) return null;
  const content = messageContent(message, {
    contactHref: contactPagePath(customerType),
    plansHref: plansPagePath(customerType),
    hideMeterNumbers: true,
  });
  return (
    <Message level={message.level}>
      <MessageSentence content={content} />
    </Message>
  );
}

/** The moving date picker (spec 3 §2.4): one calendar of the energisation dates, required, and 'Let's get moving'. */
function MovingDatePicker() {
  const stored = useStore((s) => s.moving.moveInDate);
  // The date chosen was dropped by a new address's calendar (the shell's check): said until a date is chosen again.
  const dropped = useStore((s) => movingDateDroppedText(s.moving.moveInDateCheck));
  const hasPlan = useStore((s) => !!(s.plans.selectedElectricityPlanCode || s.plans.selectedGasPlanCode));
  const calendar = useEnergisationDates(true);
  const [date, setDate] = useState<string | null>(stored || null);
  const [errors, setErrors] = useState<{ date: string | null; plan: string | null }>({ date: null, plan: null });
  const calendarRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  // Try again pressed: its message (and the button, which keeps focus) stays while the dates load again.
  const [retrying, setRetrying] = useState(false);
  const route = useRoute();
  const previousRoute = useRef(route);

  useEffect(() => {
    store.getState().patch('app', { checkoutStage: 'landing' });
  }, []);

  // Dropped while the picker shows (the landing with the date confirmed before): the calendar no longer shows it chosen.
  // Only that date goes: one the visitor picked while the check ran (not yet confirmed) stays theirs.
  const lastStored = useRef(stored);
  useEffect(() => {
    const was = lastStored.current;
    lastStored.current = stored;
    if (dropped) setDate((d) => (d === was ? null : d));
  }, [dropped, stored]);

  // The qualifier's guard sent the visitor back (no move-in date yet, as after the cart's Continue): the
  // date is what is missing; the picker says so unless a date is picked there (not yet confirmed with 'Let's get moving').
  const dateError = movingSubmitErrors({ date, availableDates: calendar.availableDates, hasPlan }).date;
  const missing = useRef(dateError);
  missing.current = dateError;
  useEffect(() => {
    const back = previousRoute.current === ROUTES.qualifier && route === ROUTES.root;
    previousRoute.current = route;
    if (!back || store.getState().moving.moveInDate) return;
    // A date a new address dropped: the picker's message says why, and the field does not say it again.
    if (!movingDateDroppedText(store.getState().moving.moveInDateCheck)) setErrors((e) => ({ ...e, date: missing.current }));
    calendarRef.current?.focus();
  }, [route]);

  useEffect(() => {
    if (!retrying || calendar.loading) return;
    setRetrying(false);
    // Loaded: focus goes on to the calendar. Failed again: it stays on Try again.
    if (!calendar.failed) calendarRef.current?.focus();
  }, [retrying, calendar.loading, calendar.failed]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = movingSubmitErrors({ date, availableDates: calendar.availableDates, hasPlan });
    setErrors(found);
    if (found.date) {
      // The dates could not load: the message says so, and its Try again is what to press.
      (calendar.failed || retrying ? retryRef.current : calendarRef.current)?.focus();
      return;
    }
    if (found.plan || !date) return;
    startMoving(date);
  };

  return (
    <form className="mh-form" noValidate onSubmit={submit} aria-labelledby="mh-date-heading">
      <h2 id="mh-date-heading" className="mh-heading">
        {MOVING_DATE_HEADING}
      </h2>
      {dropped && !date ? (
        // Focusable: where focus goes when "Get started" sends the visitor here for it (widgets/qualifier/return-focus.ts).
        <div className="mh-dropped" tabIndex={-1}>
          <Message level="warning">
            <p>{dropped}</p>
          </Message>
        </div>
      ) : null}
      {calendar.loading ? <Spinner label={MOVING_DATES_LOADING} /> : null}
      {calendar.failed || (retrying && calendar.loading) ? (
        <Message level="warning">
          <p>{MOVING_DATES_FAILED}</p>
          <p>
            {/* aria-disabled, not disabled: the button keeps focus while the dates load again. */}
            <button
              ref={retryRef}
              type="button"
              className="ea-btn ea-btn--secondary"
              aria-disabled={calendar.loading || undefined}
              onClick={() => {
                if (calendar.loading) return;
                setRetrying(true);
                calendar.retry();
              }}
            >
              {TRY_AGAIN_TEXT}
            </button>
          </p>
        </Message>
      ) : null}
      {!calendar.loading && !calendar.failed ? (
        <div ref={calendarRef} tabIndex={-1} className="mh-calendar">
          <DateCalendar
            label={MOVING_DATE_LABEL}
            availableDates={calendar.availableDates}
            value={date}
            onChange={(iso) => {
              setDate(iso);
              setErrors((e) => ({ ...e, date: null }));
            }}
            error={errors.date ?? undefined}
            hint={MOVING_DATE_HINT}
          />
        </div>
      ) : null}
      {errors.plan && !hasPlan ? (
        <p className="mh-error" role="alert">
          {errors.plan}
        </p>
      ) : null}
      <button type="submit" className="ea-btn mh-submit">
        {MOVING_SUBMIT_TEXT}
      </button>
    </form>
  );
}

/** What the landing shows once an address has been looked up. */
export default function MovingLanding({ view }: WidgetProps & { view: Extract<MovingLandingView, 'failed' | 'dates'> }) {
  return view === 'failed' ? <LookupFailed /> : <MovingDatePicker />;
}
