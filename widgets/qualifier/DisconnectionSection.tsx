import { useEffect, useState, type Ref } from 'react';
import { NO_TEXT, YES_TEXT } from '../../src/domain/qualifier/qualifier-texts';
import { type SingleFuel } from '../../src/domain/shared';
import { failedDisconnectionFuels } from '../../src/domain/qualifier/disconnection-flow';
import {
  ACCESS_DETAILS_LABEL,
  ACCESS_ISSUES_QUESTION,
  CALENDAR_LOADING_TEXT,
  calendarFailedText,
  DISCONNECTION_DATE_LABEL,
  DISCONNECTION_INTRO,
  DISCONNECTION_SCHEDULED_TEXT,
  DISCONNECTION_TITLE,
  disconnectionAccountTitle,
  disconnectionFailedText,
  MOVE_OUT_CHARGES_FAILED_TEXT,
  MOVE_OUT_CHARGES_LOADING_TEXT,
  MOVE_OUT_CHARGES_TITLE,
  moveOutChargeText,
  NO_ELIGIBLE_ACCOUNTS_TEXT,
  PLANNED_RENOVATIONS_QUESTION,
  TRY_AGAIN_TEXT,
} from '../../src/domain/qualifier/disconnection-texts';
import {
  followMoveOutCharges,
  loadDisconnectionCalendar,
  selectDisconnectionOverall,
  showDisconnectionCalendars,
  updateDisconnectionFuel,
} from '../../src/services/qualifier/disconnection';
import { useStore } from '../../src/store';
import { ContactMessage, DateCalendar, Message } from '../../src/ui';
import { ChoiceGroup, TextField } from './fields';

const FUELS: readonly SingleFuel[] = ['electricity', 'gas'];

export interface DisconnectionSectionProps {
  /** A missing disconnection date, per fuel (from Continue). */
  errors: Partial<Record<SingleFuel, string>>;
  onAnswered: (fuel: SingleFuel) => void;
  /** Where Continue sends focus for a fuel's missing date, and for a failed submit. */
  refFor: (key: SingleFuel | 'failed') => Ref<HTMLDivElement>;
  contactHref: string;
}

/**
 * Disconnection and move-out inside "Get started" (spec 3 §3.4, §4.8, §8): per fuel account the
 * movers calendar (its minDate chosen at first), planned renovations (the calendar's esvAnswer)
 * and access to the meter; the move-out charges; the overall state; what a submit could not do.
 */
export function DisconnectionSection({ errors, onAnswered, refFor, contactHref }: DisconnectionSectionProps) {
  const overall = useStore(selectDisconnectionOverall);
  const electricity = useStore((s) => s.disconnection.electricity);
  const gas = useStore((s) => s.disconnection.gas);
  const fuels = { electricity, gas };
  const failed = failedDisconnectionFuels(fuels);

  // The calendars of the accounts to disconnect, once the step shows.
  useEffect(showDisconnectionCalendars, []);

  // The move-out charges follow the dates and answers (latest only), once a date is set.
  const chargesKey = FUELS.map((f) =>
    [fuels[f].account, fuels[f].date, fuels[f].renovationStatus, fuels[f].accessIssues, fuels[f].accessIssuesDescription].join('|'),
  ).join('/');
  const anyDate = FUELS.some((f) => fuels[f].account && fuels[f].date);
  const [charges, setCharges] = useState<'idle' | 'loading' | 'done'>('idle');
  useEffect(() => {
    if (!anyDate) return;
    setCharges((c) => (c === 'idle' ? 'loading' : c));
    return followMoveOutCharges(() => setCharges('done'));
  }, [chargesKey, anyDate]);

  return (
    <section className="qq-section" aria-labelledby="qq-disconnection-h">
      <h2 id="qq-disconnection-h" className="qq-h2">
        {DISCONNECTION_TITLE}
      </h2>
      <p>{DISCONNECTION_INTRO}</p>
      {overall === 'NO_ELIGIBLE_ACCOUNTS' ? (
        <ContactMessage level="warning" text={NO_ELIGIBLE_ACCOUNTS_TEXT} contactHref={contactHref} />
      ) : null}
      {FUELS.filter((f) => fuels[f].account.trim()).map((fuel) => (
        <FuelDisconnectionBlock key={fuel} fuel={fuel} error={errors[fuel]} onAnswered={onAnswered} dateRef={refFor(fuel)} />
      ))}
      {charges === 'idle' ? null : <MoveOutCharges loading={charges === 'loading'} />}
      {failed.length > 0 ? (
        <div ref={refFor('failed')} tabIndex={-1} className="qq-focus-target">
          <ContactMessage level="error" text={disconnectionFailedText(failed)} contactHref={contactHref} />
        </div>
      ) : null}
    </section>
  );
}

function FuelDisconnectionBlock({
  fuel,
  error,
  onAnswered,
  dateRef,
}: {
  fuel: SingleFuel;
  error: string | undefined;
  onAnswered: (fuel: SingleFuel) => void;
  dateRef: Ref<HTMLDivElement>;
}) {
  const state = useStore((s) => s.disconnection[fuel]);
  const headingId = `qq-disconnect-${fuel}`;
  const yesNo = [
    { value: 'yes' as const, text: YES_TEXT },
    { value: 'no' as const, text: NO_TEXT },
  ];
  const answer = (v: string): string => (v === 'yes' || v === 'no' ? v : '');
  return (
    <div className="qq-subsection" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="qq-h3">
        {disconnectionAccountTitle(fuel, state.account)}
      </h3>
      {state.successful === true ? (
        <Message level="success">
          <p>{DISCONNECTION_SCHEDULED_TEXT}</p>
        </Message>
      ) : null}
      {state.status === 'ERROR' ? (
        <Message level="error">
          <p>{calendarFailedText(fuel)}</p>
          <p>
            <button type="button" className="ea-link qq-link" onClick={() => void loadDisconnectionCalendar(fuel)}>
              {TRY_AGAIN_TEXT}
            </button>
          </p>
        </Message>
      ) : (
        <>
          <ChoiceGroup
            legend={PLANNED_RENOVATIONS_QUESTION}
            name={`renovations-${fuel}`}
            options={yesNo}
            value={answer(state.renovationStatus)}
            onChange={(v) => updateDisconnectionFuel(fuel, { renovationStatus: v })}
          />
          <div ref={dateRef} tabIndex={-1} className="qq-focus-target">
            {state.calendar ? (
              <DateCalendar
                label={DISCONNECTION_DATE_LABEL}
                availableDates={state.calendar.availableDates}
                value={state.date || null}
                onChange={(iso) => {
                  updateDisconnectionFuel(fuel, { date: iso });
                  onAnswered(fuel);
                }}
                error={error}
              />
            ) : (
              <p role="status" className="qq-hint">
                {CALENDAR_LOADING_TEXT}
              </p>
            )}
          </div>
          <ChoiceGroup
            legend={ACCESS_ISSUES_QUESTION}
            name={`access-${fuel}`}
            options={yesNo}
            value={answer(state.accessIssues)}
            onChange={(v) => updateDisconnectionFuel(fuel, { accessIssues: v })}
          />
          {state.accessIssues === 'yes' ? (
            <TextField
              label={ACCESS_DETAILS_LABEL}
              name={`access-details-${fuel}`}
              maxLength={500}
              value={state.accessIssuesDescription}
              onChange={(v) => updateDisconnectionFuel(fuel, { accessIssuesDescription: v })}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function MoveOutCharges({ loading }: { loading: boolean }) {
  const charges = useStore((s) => s.disconnection.moveOutCharges);
  const electricity = useStore((s) => s.disconnection.electricity.account.trim());
  const gas = useStore((s) => s.disconnection.gas.account.trim());
  const amounts: [SingleFuel, number][] = [];
  if (electricity) amounts.push(['electricity', charges.eleChargesWithGST]);
  if (gas) amounts.push(['gas', charges.gasChargesWithGST]);
  return (
    <div className="qq-subsection" role="group" aria-labelledby="qq-move-out-h">
      <h3 id="qq-move-out-h" className="qq-h3">
        {MOVE_OUT_CHARGES_TITLE}
      </h3>
      {loading ? (
        <p role="status" className="qq-hint">
          {MOVE_OUT_CHARGES_LOADING_TEXT}
        </p>
      ) : (
        <>
          <ul className="qq-charges">
            {amounts.map(([fuel, amount]) => (
              <li key={fuel}>{moveOutChargeText(fuel, amount)}</li>
            ))}
          </ul>
          {charges.failed ? (
            <Message level="warning">
              <p>{MOVE_OUT_CHARGES_FAILED_TEXT}</p>
            </Message>
          ) : null}
        </>
      )}
    </div>
  );
}
