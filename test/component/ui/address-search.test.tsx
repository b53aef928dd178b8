import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AddressResult } from '../../../src/api/address';
import { ADDRESS_DEBOUNCE_MS } from '../../../src/domain/shared/constants';
import { AddressSearch, type AddressSearchFn } from '../../../src/ui/AddressSearch';
import { WidgetContext } from '../../../src/embed/context';
import { renderInWidget } from '../render';

const address = (streetNumber: string, streetName = 'Collins St'): AddressResult => ({
  id: `A-${streetNumber}`,
  label: `${streetNumber} ${streetName}, Melbourne VIC 3000`,
  streetNumber,
  streetName,
  suburb: 'Melbourne',
  state: 'VIC',
  postcode: '3000',
});
const ADDRESSES = [address('1'), address('10'), address('100')];

function fakeSearch(
  answer: (q: string) => AddressResult[] = (q) => ADDRESSES.filter((a) => a.label.toLowerCase().includes(q.toLowerCase())),
) {
  const calls: { query: string; signal: AbortSignal }[] = [];
  const search: AddressSearchFn = async (query, signal) => {
    calls.push({ query, signal });
    return answer(query);
  };
  return { search, calls };
}

const box = () => screen.getByRole('combobox', { name: 'Your connection address' }) as HTMLInputElement;

/**
 * The field with searches that answer when the test says, after `text` was searched and failed (the failure shown).
 * Returns every search asked, in order.
 */
async function failedSearchOf(text: string) {
  const pending: { query: string; signal: AbortSignal; resolve: (r: AddressResult[]) => void; reject: (e: Error) => void }[] = [];
  const search: AddressSearchFn = (query, signal) => new Promise((resolve, reject) => pending.push({ query, signal, resolve, reject }));
  renderInWidget(
    <AddressSearch
      label="Your connection address"
      onSelect={() => {}}
      search={search}
      notFoundText="No address matches"
      failedText="Cannot search just now"
    />,
  );
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(pending).toHaveLength(1));
  await act(async () => pending[0]?.reject(new Error('network')));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cannot search just now'));
  return pending;
}

describe('AddressSearch (spec 3 §2.2 item 5)', () => {
  it('searches once the text has settled, shows the matches and hands the picked address on', async () => {
    const user = userEvent.setup();
    const { search, calls } = fakeSearch();
    const onSelect = vi.fn();
    renderInWidget(<AddressSearch label="Your connection address" onSelect={onSelect} search={search} />);
    await user.type(box(), '1 Collins');
    expect(await screen.findByRole('option', { name: '1 Collins St, Melbourne VIC 3000' })).toBeTruthy();
    // One search for the settled text, none per keystroke (typing is faster than the 100 ms debounce).
    expect(calls.map((c) => c.query)).toEqual(['1 Collins']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(ADDRESSES[0]);
    expect(box().value).toBe('1 Collins St, Melbourne VIC 3000');
    expect(screen.queryByRole('option')).toBeNull();
    await new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS * 2));
    expect(calls).toHaveLength(1);
  });

  it('does not search fewer than three characters', async () => {
    const { search, calls } = fakeSearch();
    renderInWidget(<AddressSearch label="Your connection address" onSelect={() => {}} search={search} />);
    fireEvent.change(box(), { target: { value: '10' } });
    await act(() => new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS * 2)));
    expect(calls).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps only the latest search: an earlier one still running is cancelled', async () => {
    const pending: { query: string; signal: AbortSignal; resolve: (r: AddressResult[]) => void }[] = [];
    const search: AddressSearchFn = (query, signal) => new Promise((resolve) => pending.push({ query, signal, resolve }));
    renderInWidget(<AddressSearch label="Your connection address" onSelect={() => {}} search={search} />);
    fireEvent.change(box(), { target: { value: '1 Col' } });
    await waitFor(() => expect(pending).toHaveLength(1));
    fireEvent.change(box(), { target: { value: '100 Col' } });
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(pending[0]?.signal.aborted).toBe(true);
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]?.resolve([ADDRESSES[2] as AddressResult]));
    expect(box().getAttribute('aria-busy')).toBeNull();
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['100 Collins St, Melbourne VIC 3000']);
  });

  it('announces when nothing matches, and a failed search shows no suggestions', async () => {
    const search: AddressSearchFn = async (query) => {
      if (query.startsWith('Nowhere')) return [];
      throw new Error('network');
    };
    renderInWidget(<AddressSearch label="Your connection address" onSelect={() => {}} search={search} notFoundText="No address matches" />);
    fireEvent.change(box(), { target: { value: 'Nowhere Lane' } });
    expect((await screen.findByRole('status')).textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No address matches'));
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
    fireEvent.change(box(), { target: { value: 'Broken St' } });
    await act(() => new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS * 2)));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('a search that failed says so, not that nothing matches; a search that answers again says no match', async () => {
    const search: AddressSearchFn = async (query) => {
      if (query.startsWith('Nowhere')) return [];
      throw new Error('network');
    };
    renderInWidget(
      <AddressSearch
        label="Your connection address"
        onSelect={() => {}}
        search={search}
        notFoundText="No address matches"
        failedText="Cannot search just now"
      />,
    );
    fireEvent.change(box(), { target: { value: 'Broken St' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cannot search just now'));
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByRole('status').id);
    fireEvent.change(box(), { target: { value: 'Nowhere Lane' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No address matches'));
  });

  it('the failed text typed again is searched again: busy while it is, not the old failure', async () => {
    const pending = await failedSearchOf('1 Col');
    // A letter typed and taken back before the search settles: the same text, asked again.
    fireEvent.change(box(), { target: { value: '1 Coll' } });
    fireEvent.change(box(), { target: { value: '1 Col' } });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.query).toBe('1 Col');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(box().getAttribute('aria-busy')).toBe('true');
    await act(async () => pending[1]?.resolve([ADDRESSES[0] as AddressResult]));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['1 Collins St, Melbourne VIC 3000']);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the failed text typed again after a longer text was already being searched: busy, not the old failure', async () => {
    const pending = await failedSearchOf('1 Col');
    // A letter more, searched (slowly), then taken back: that search stops, and the old failure does not come back.
    fireEvent.change(box(), { target: { value: '1 Coll' } });
    await waitFor(() => expect(pending).toHaveLength(2));
    fireEvent.change(box(), { target: { value: '1 Col' } });
    expect(pending[1]?.signal.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(box().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]?.query).toBe('1 Col');
    await act(async () => pending[2]?.reject(new Error('network')));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cannot search just now'));
  });

  it('shows its error on the field and starts from the text it is given without searching it', async () => {
    const { search, calls } = fakeSearch();
    const onTextChange = vi.fn();
    const props = { label: 'Your connection address', onSelect: () => {}, search, onTextChange };
    const { rerender } = renderInWidget(
      <AddressSearch {...props} initialText="10 Collins St, Melbourne VIC 3000" error="Please provide a valid address" />,
    );
    expect(box().value).toBe('10 Collins St, Melbourne VIC 3000');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please provide a valid address').id).toBe(box().getAttribute('aria-describedby'));
    await act(() => new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS * 2)));
    expect(calls).toHaveLength(0);
    fireEvent.change(box(), { target: { value: '10 Collins St' } });
    expect(onTextChange).toHaveBeenLastCalledWith('10 Collins St');
    await waitFor(() => expect(calls.map((c) => c.query)).toEqual(['10 Collins St']));
    rerender(<AddressSearch {...props} initialText="100 Collins St, Melbourne VIC 3000" />);
    expect(box().value).toBe('100 Collins St, Melbourne VIC 3000');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('drawn with text typed before and not picked (a draft): shows it over the address given, lists nothing until the visitor types, then searches', async () => {
    const { search, calls } = fakeSearch();
    const onSelect = vi.fn();
    const props = { label: 'Your connection address', onSelect, search };
    const { rerender: rerenderUi, env } = renderInWidget(
      <AddressSearch {...props} initialText="1 Collins St, Melbourne VIC 3000" draftText="10 Col" />,
    );
    // The same field drawn again with new props (not a new field).
    const rerender = (ui: ReactElement) => rerenderUi(<WidgetContext.Provider value={env}>{ui}</WidgetContext.Provider>);
    expect(box().value).toBe('10 Col');
    await act(() => new Promise((r) => setTimeout(r, ADDRESS_DEBOUNCE_MS * 2)));
    expect(calls).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    // Read when drawn only: the draft the page keeps follows the typing, the field's own text leads.
    rerender(<AddressSearch {...props} initialText="1 Collins St, Melbourne VIC 3000" draftText="something else" />);
    expect(box().value).toBe('10 Col');
    fireEvent.change(box(), { target: { value: '10 Coll' } });
    expect(await screen.findByRole('option', { name: '10 Collins St, Melbourne VIC 3000' })).toBeTruthy();
    expect(calls.map((c) => c.query)).toEqual(['10 Coll']);
    // An address given anew replaces it, as it replaces any text.
    rerender(<AddressSearch {...props} initialText="100 Collins St, Melbourne VIC 3000" draftText="10 Coll" />);
    expect(box().value).toBe('100 Collins St, Melbourne VIC 3000');
  });
});
