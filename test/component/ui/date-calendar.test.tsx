import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateCalendar } from '../../../src/ui/DateCalendar';
import { renderInWidget } from '../render';

const TODAY = new Date(2026, 10, 25);
const AVAILABLE = ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02', '2027-01-04'];

function Picker(props: {
  initial?: string | null;
  error?: string;
  disabled?: boolean;
  onChange?: (iso: string) => void;
  available?: readonly string[];
}) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <DateCalendar
      label="Connection date"
      availableDates={props.available ?? AVAILABLE}
      value={value}
      onChange={(iso) => {
        setValue(iso);
        props.onChange?.(iso);
      }}
      error={props.error}
      hint={<a href="/contact-us">Need to get connected sooner? Contact us</a>}
      disabled={props.disabled}
      today={TODAY}
    />
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: string) => screen.getByRole('gridcell', { name });

describe('DateCalendar (spec 3 §2.2 item 6, §2.4, §5)', () => {
  it('is a labelled month table with weekday column headers, opening on the first available date’s month', () => {
    renderInWidget(<Picker />);
    expect(screen.getByRole('group', { name: 'Connection date' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Connection date November 2026' })).toBeTruthy();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['MoMonday', 'TuTuesday', 'WeWednesday', 'ThThursday', 'FrFriday', 'SaSaturday', 'SuSunday']);
    expect(screen.getAllByRole('columnheader', { name: 'Monday' })).toHaveLength(1);
    expect(day('Thursday 26 November 2026')).toBeTruthy();
    expect(day('Wednesday 25 November 2026').getAttribute('aria-current')).toBe('date');
  });

  it('opens on the selected date’s month', () => {
    renderInWidget(<Picker initial="2027-01-04" />);
    expect(screen.getByRole('grid', { name: 'Connection date January 2027' })).toBeTruthy();
    expect(day('Monday 4 January 2027').getAttribute('aria-selected')).toBe('true');
  });

  it('enables only the available dates: others are marked disabled and cannot be picked', () => {
    const onChange = vi.fn();
    renderInWidget(<Picker onChange={onChange} />);
    expect(day('Thursday 26 November 2026').getAttribute('aria-disabled')).toBeNull();
    const weekend = day('Saturday 28 November 2026');
    expect(weekend.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(weekend);
    expect(onChange).not.toHaveBeenCalled();
    expect(weekend.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(day('Friday 27 November 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
    expect(day('Friday 27 November 2026').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(1);
  });

  it('month buttons are named by the month they show and stop where no date can be picked', async () => {
    const user = userEvent.setup();
    renderInWidget(<Picker />);
    const previous = screen.getByRole('button', { name: 'Previous month, October 2026' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(screen.getByRole('grid', { name: 'Connection date November 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next month, December 2026' }));
    expect(screen.getByRole('grid', { name: 'Connection date December 2026' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next month, January 2027' }));
    expect(screen.getByRole('button', { name: 'Next month, February 2027' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Previous month, December 2026' }));
    expect(screen.getByRole('grid', { name: 'Connection date December 2026' })).toBeTruthy();
  });

  it('Tab enters the grid once, on the first available day; arrows, Home/End and PageUp/PageDown move; Enter and Space pick', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderInWidget(<Picker onChange={onChange} />);
    await user.tab(); // the hint's link
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab();
    expect(document.activeElement).toBe(day('Thursday 26 November 2026'));
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(day('Friday 27 November 2026'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(day('Friday 4 December 2026'));
    expect(screen.getByRole('grid', { name: 'Connection date December 2026' })).toBeTruthy();
    await user.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(day('Monday 23 November 2026'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day('Sunday 29 November 2026'));
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(day('Friday 27 November 2026'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(day('Sunday 27 December 2026'));
    await user.keyboard('{PageUp}{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(day('Monday 30 November 2026').getAttribute('aria-selected')).toBe('true');

    // Tab leaves the grid in one step and Shift+Tab comes back to the day last focused.
    await user.tab();
    expect(grid().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(day('Monday 30 November 2026'));
  });

  it('an error marks the grid invalid and is announced and linked to it', () => {
    renderInWidget(<Picker error="Please select a date" />);
    expect(grid().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please select a date');
    const described = (grid().getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Need to get connected sooner? Contact us', 'Please select a date']);
  });

  it('disabled: no day can be picked, none is in the Tab order, the month buttons do nothing', () => {
    const onChange = vi.fn();
    renderInWidget(<Picker disabled onChange={onChange} />);
    fireEvent.click(day('Thursday 26 November 2026'));
    fireEvent.keyDown(grid(), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(day('Thursday 26 November 2026').getAttribute('aria-disabled')).toBe('true');
    expect(
      within(grid())
        .getAllByRole('gridcell')
        .some((c) => c.tabIndex === 0),
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next month, December 2026' }));
    expect(screen.getByRole('grid', { name: 'Connection date November 2026' })).toBeTruthy();
  });

  it('shows the month of dates that arrive after the first render', () => {
    const { rerender } = renderInWidget(
      <DateCalendar label="Moving date" availableDates={[]} value={null} onChange={() => {}} today={new Date(2026, 9, 5)} />,
    );
    expect(screen.getByRole('grid', { name: 'Moving date October 2026' })).toBeTruthy();
    rerender(
      <DateCalendar label="Moving date" availableDates={['2026-12-07']} value={null} onChange={() => {}} today={new Date(2026, 9, 5)} />,
    );
    expect(screen.getByRole('grid', { name: 'Moving date December 2026' })).toBeTruthy();
    expect(day('Monday 7 December 2026').tabIndex).toBe(0);
  });
});
