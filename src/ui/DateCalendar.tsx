import { addMonths, isSameDay, isSameMonth, startOfMonth } from 'date-fns';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  CALENDAR_WEEKDAYS,
  calendarDayLabel,
  calendarEntryDay,
  calendarInitialMonth,
  calendarMonthText,
  calendarMove,
  calendarRange,
  calendarWeeks,
  isCalendarMoveKey,
  nextMonthLabel,
  previousMonthLabel,
  toIsoDate,
} from '../domain/shared/calendar';
import { isIsoDate } from '../domain/shared/iso-date';
import { useStyles } from '../embed/styles';
import css from './date-calendar.css?inline';
import fieldCss from './field.css?inline';

export interface DateCalendarProps {
  /** The visible label naming the calendar (and its grid). */
  label: string;
  /** The dates that can be picked, yyyy-MM-dd; every other date is disabled. */
  availableDates: readonly string[];
  /** The picked date, yyyy-MM-dd, or null. */
  value: string | null;
  onChange: (iso: string) => void;
  /** Shown under the calendar as an alert; marks the grid invalid. */
  error?: string | undefined;
  /** Shown under the label, linked by aria-describedby. */
  hint?: ReactNode;
  disabled?: boolean | undefined;
  /** Today (tests and stories); default the device's date. */
  today?: Date | undefined;
}

/**
 * An inline date picker (WAI-ARIA APG date picker grid): a month table with weekday column
 * headers, month buttons named by the month they show, only the available dates enabled. One day
 * is in the Tab order (roving tabindex); arrows move a day or a week, Home / End to the week's
 * start or end, PageUp / PageDown a month (Shift: a year), Enter or Space picks.
 */
export function DateCalendar({
  label,
  availableDates,
  value,
  onChange,
  error,
  hint,
  disabled = false,
  today: todayProp,
}: DateCalendarProps) {
  useStyles(fieldCss);
  useStyles(css);
  const id = useId();
  const labelId = `${id}-label`;
  const monthId = `${id}-month`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const today = useMemo(() => todayProp ?? new Date(), [todayProp]);
  const available = useMemo(() => new Set(availableDates.filter(isIsoDate)), [availableDates]);
  const selected = isIsoDate(value) ? value : null;
  const range = useMemo(() => calendarRange(availableDates, selected, today), [availableDates, selected, today]);

  const [month, setMonth] = useState(() => calendarInitialMonth(availableDates, selected, today));
  const [focusDay, setFocusDay] = useState(() => calendarEntryDay(month, availableDates, selected));
  // Moves focus to the focused day after a key moved it (never on first render or a mouse pick).
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  // A date chosen elsewhere, or dates that arrive later, show their month.
  const firstAvailable = [...available].sort()[0];
  useEffect(() => {
    const next = calendarInitialMonth(firstAvailable ? [firstAvailable] : [], selected, today);
    setMonth((current) => (isSameMonth(current, next) ? current : next));
  }, [selected, firstAvailable, today]);
  useEffect(() => {
    setFocusDay((current) => (isSameMonth(current, month) ? current : calendarEntryDay(month, availableDates, selected)));
  }, [month, availableDates, selected]);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });

  const canGoBack = !disabled && month > range.first;
  const canGoForward = !disabled && startOfMonth(addMonths(month, 1)) <= range.last;
  const isEnabled = (day: Date): boolean => !disabled && available.has(toIsoDate(day));

  const pick = (day: Date): void => {
    if (!isEnabled(day)) return;
    setFocusDay(day);
    onChange(toIsoDate(day));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>): void => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focusDay);
      return;
    }
    if (!isCalendarMoveKey(event.key)) return;
    event.preventDefault();
    const next = calendarMove(focusDay, event.key, event.shiftKey, range);
    moveFocus.current = true;
    setFocusDay(next);
    if (!isSameMonth(next, month)) setMonth(startOfMonth(next));
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const monthText = calendarMonthText(month);
  return (
    <div className={`ea-field ea-calendar${disabled ? ' ea-calendar--disabled' : ''}`} role="group" aria-labelledby={labelId}>
      <span id={labelId} className="ea-label">
        {label}
      </span>
      {hint ? (
        <div id={hintId} className="ea-field__hint">
          {hint}
        </div>
      ) : null}
      <div className="ea-calendar__header">
        <button
          type="button"
          className="ea-calendar__nav"
          aria-label={previousMonthLabel(month)}
          aria-disabled={!canGoBack}
          onClick={() => canGoBack && setMonth((m) => addMonths(m, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={monthId} className="ea-calendar__month" aria-live="polite">
          {monthText}
        </p>
        <button
          type="button"
          className="ea-calendar__nav"
          aria-label={nextMonthLabel(month)}
          aria-disabled={!canGoForward}
          onClick={() => canGoForward && setMonth((m) => addMonths(m, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid is global in ARIA 1.2, and screen readers announce it on the grid */}
      <table
        ref={grid}
        role="grid"
        className="ea-calendar__grid"
        aria-labelledby={`${labelId} ${monthId}`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {CALENDAR_WEEKDAYS.map((d) => (
              <th key={d.long} scope="col" className="ea-calendar__weekday">
                <span aria-hidden="true">{d.short}</span>
                <span className="ea-visually-hidden">{d.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendarWeeks(month).map((week, w) => (
            <tr key={`${monthText}-${w}`}>
              {week.map((day, i) => {
                if (!day) return <td key={i} role="gridcell" />;
                const iso = toIsoDate(day);
                const enabled = isEnabled(day);
                const isSelected = iso === selected;
                return (
                  <td
                    key={iso}
                    role="gridcell"
                    className={`ea-calendar__day${available.has(iso) ? ' ea-calendar__day--available' : ''}`}
                    tabIndex={!disabled && isSameDay(day, focusDay) ? 0 : -1}
                    aria-label={calendarDayLabel(day)}
                    aria-selected={isSelected}
                    aria-disabled={enabled ? undefined : true}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    data-date={iso}
                    onClick={() => pick(day)}
                    onFocus={() => setFocusDay(day)}
                  >
                    {day.getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p id={errorId} className="ea-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
