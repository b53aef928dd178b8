import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { lookupOffers } from '../../../src/api/plans';
import { applyLookup } from '../../../src/services/plans';
import { type LookupParams } from '../../../src/services/plans/lookup-params';
import { store } from '../../../src/store';
import { cleanPastedLocation } from '../../../widgets/refine-bar/PostcodeBox';
import { mountBar } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();
const postcodeBox = () => screen.getByRole('combobox', { name: 'Postcode or suburb' }) as HTMLInputElement;

/** Switches to postcode mode and waits for its box (it loads when first shown). */
async function usePostcodeMode(): Promise<void> {
  fireEvent.click(screen.getByRole('radio', { name: 'Postcode' }));
  await screen.findByRole('combobox', { name: 'Postcode or suburb' });
}

describe('postcode/suburb box (spec 1 §5)', () => {
  it('suggests suburbs from 3 letters and stores the chosen postcode (announced to the host)', async () => {
    mountBar();
    await usePostcodeMode();
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener('ea:location-update', listener);
    fireEvent.change(postcodeBox(), { target: { value: 'Pa' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(postcodeBox(), { target: { value: 'Parra' } });
    const option = await screen.findByRole('option', { name: /parramatta/i });
    expect(within(screen.getByRole('listbox', { name: 'Postcode or suburb' })).getAllByRole('option').length).toBeLessThanOrEqual(10);
    fireEvent.mouseDown(option);
    window.removeEventListener('ea:location-update', listener);
    expect(s().app.postcode).toBe('2150');
    expect(heard).toEqual([{ postcode: '2150', state: 'NSW', source: 'widgets' }]);
  });

  it('searches suburbs once the typing has paused for 500 ms, for the text typed last', async () => {
    mountBar();
    await usePostcodeMode();
    const api = createApiFetch();
    const searched: string[] = [];
    configureApi({
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        const url = new URL(request.url);
        if (/suburb/i.test(url.pathname)) searched.push(url.searchParams.get('query') ?? '');
        return api(request);
      },
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const text of ['Par', 'Parr', 'Parra']) {
        fireEvent.change(postcodeBox(), { target: { value: text } });
        await act(() => vi.advanceTimersByTimeAsync(200));
      }
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(searched).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(60));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(searched).toEqual(['Parra']));
  });

  it('scrolls a field that fails its check to 35 px below the top of the window as it focuses it', async () => {
    mountBar();
    await usePostcodeMode();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(postcodeBox(), 'getBoundingClientRect').mockReturnValue({
      top: 500,
      bottom: 540,
      left: 0,
      right: 300,
      width: 300,
      height: 40,
      x: 0,
      y: 500,
      toJSON: () => ({}),
    } as DOMRect);
    try {
      fireEvent.change(postcodeBox(), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 500 + window.scrollY - 35, behavior: 'smooth' });
      expect((postcodeBox().getRootNode() as Document | ShadowRoot).activeElement).toBe(postcodeBox());
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('keeps a picked suggestion when the visitor then presses Update (no pattern error)', async () => {
    mountBar();
    await usePostcodeMode();
    fireEvent.change(postcodeBox(), { target: { value: 'Parra' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /parramatta/i }));
    expect(postcodeBox().value).toMatch(/parramatta/i);
    fireEvent.click(screen.getAllByRole('button', { name: 'Update' })[0]!);
    expect(screen.queryByText('Please enter a valid postcode or suburb')).toBeNull();
    expect(postcodeBox().getAttribute('aria-invalid')).not.toBe('true');
    expect(s().app.postcode).toBe('2150');
  });

  it('moves through suggestions with the arrow keys and picks with Enter', async () => {
    mountBar();
    await usePostcodeMode();
    fireEvent.change(postcodeBox(), { target: { value: 'Parra' } });
    await screen.findByRole('option', { name: /parramatta/i });
    fireEvent.keyDown(postcodeBox(), { key: 'ArrowDown' });
    expect(postcodeBox().getAttribute('aria-activedescendant')).toBeTruthy();
    fireEvent.keyDown(postcodeBox(), { key: 'Enter' });
    expect(s().app.postcode).toBe('2150');
  });

  it('clears the field when a leading digit meets a letter, or a leading letter a digit', async () => {
    mountBar();
    await usePostcodeMode();
    fireEvent.change(postcodeBox(), { target: { value: '2a' } });
    expect(postcodeBox().value).toBe('');
    fireEvent.change(postcodeBox(), { target: { value: 'Syd1' } });
    expect(postcodeBox().value).toBe('');
    fireEvent.change(postcodeBox(), { target: { value: 'Surry Hills' } });
    expect(postcodeBox().value).toBe('Surry Hills');
  });

  it('keeps the four digits when a fifth is typed', async () => {
    const user = userEvent.setup();
    mountBar();
    await usePostcodeMode();
    await user.clear(postcodeBox());
    await user.type(postcodeBox(), '20001');
    expect(postcodeBox().value).toBe('2000');
    await user.type(postcodeBox(), 'a');
    expect(postcodeBox().value).toBe('');
  });

  it('cleans pasted text and cuts it to length', () => {
    expect(cleanPastedLocation(' 30 00 1')).toBe('3000');
    expect(cleanPastedLocation('  Surry   Hills ')).toBe('Surry Hills');
  });

  it('says what is wrong on a failed submit and focuses the field', async () => {
    mountBar();
    await usePostcodeMode();
    fireEvent.change(postcodeBox(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please enter a postcode or suburb')).toBeTruthy();
    expect(postcodeBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(postcodeBox());
    fireEvent.change(postcodeBox(), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Please enter a valid postcode or suburb')).toBeTruthy();
  });

  it('stores a typed postcode on Update', async () => {
    mountBar();
    await usePostcodeMode();
    fireEvent.change(postcodeBox(), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(s().app.postcode).toBe('3000');
  });

  it('shows a postcode set elsewhere', async () => {
    mountBar();
    await usePostcodeMode();
    act(() => s().setPostcode('5000'));
    expect(postcodeBox().value).toBe('5000');
  });

  it('keeps what the visitor is typing when a postcode is set elsewhere; a box they are not typing in shows it', async () => {
    mountBar();
    await usePostcodeMode();
    const box = postcodeBox();
    box.focus();
    fireEvent.change(box, { target: { value: '20' } });
    act(() => s().setPostcode('3000'));
    expect(box.value).toBe('20');
    expect(document.activeElement).toBe(box);
    // Left: the next postcode from elsewhere shows.
    box.blur();
    act(() => s().setPostcode('4000'));
    expect(box.value).toBe('4000');
    // In the box but not typed in: it shows the new postcode too.
    box.focus();
    act(() => s().setPostcode('5000'));
    expect(box.value).toBe('5000');
  });

  it('stays enabled while the plans load, keeping focus and typing; Update and Enter wait for the plans', async () => {
    mountBar();
    await usePostcodeMode();
    const box = postcodeBox();
    box.focus();
    act(() => s().patch('plans', { loading: true }));
    expect(box.disabled).toBe(false);
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '3000' } });
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(s().app.postcode).toBe('2000');
    act(() => s().patch('plans', { loading: false }));
    expect(box.value).toBe('3000');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(s().app.postcode).toBe('3000');
  });

  it('forces postcode in postcode-only mode', async () => {
    mountBar({ 'location-mode': 'postcode' });
    expect(screen.queryByRole('radio', { name: 'Address' })).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Postcode or suburb' })).toBeTruthy();
  });
});

describe('address search', () => {
  it('stores the chosen address', async () => {
    mountBar();
    const box = screen.getByRole('combobox', { name: 'Service address' });
    fireEvent.change(box, { target: { value: 'Collins' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: /200 Collins Street/ }));
    expect(s().address).toMatchObject({ postcode: '3000', streetName: 'Collins Street', found: true });
    expect(s().app.postcode).toBe('3000');
  });

  it('says so under the field while the visitor types an address not found, keeping the field and their focus', async () => {
    mountBar();
    const field = screen.getByRole('combobox', { name: 'Service address' });
    field.focus();
    fireEvent.change(field, { target: { value: 'Nowhere Lane' } });
    const status = await screen.findByText("Couldn't find your address - please try postcode", {});
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(field);
    expect(field.isConnected).toBe(true);
    expect(s().refine.selectedLocationType).toBe('address');
    // Typing on (the next letters, a correction): the field is still theirs.
    fireEvent.change(field, { target: { value: 'Nowhere Lane East' } });
    expect(document.activeElement).toBe(field);
  });

  it.each([
    ['Update', (): void => void fireEvent.click(screen.getByRole('button', { name: 'Update' }))],
    ['Enter', (field: HTMLElement): void => void fireEvent.submit(field.closest('form') as HTMLFormElement)],
  ])('switches to postcode when %s is pressed on an address not found, and the postcode box takes focus', async (_, press) => {
    mountBar();
    const field = screen.getByRole('combobox', { name: 'Service address' });
    fireEvent.change(field, { target: { value: 'Nowhere Lane' } });
    await screen.findByText("Couldn't find your address - please try postcode", {});
    press(field);
    expect((await screen.findByRole('alert', {})).textContent).toBe("Couldn't find your address - please try postcode");
    expect((screen.getByRole('radio', { name: 'Postcode' }) as HTMLInputElement).checked).toBe(true);
    expect(s().refine.selectedLocationType).toBe('postcode');
    const box = await screen.findByRole('combobox', { name: 'Postcode or suburb' });
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('after such a switch, choosing Address and then Postcode again leaves focus on the radio', async () => {
    mountBar();
    fireEvent.change(screen.getByRole('combobox', { name: 'Service address' }), { target: { value: 'Nowhere Lane' } });
    await screen.findByText("Couldn't find your address - please try postcode", {});
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Postcode or suburb' })));
    const address = screen.getByRole('radio', { name: 'Address' });
    address.focus();
    fireEvent.click(address);
    const postcode = screen.getByRole('radio', { name: 'Postcode' });
    postcode.focus();
    fireEvent.click(postcode);
    await screen.findByRole('combobox', { name: 'Postcode or suburb' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.activeElement).toBe(postcode);
  });

  it('stays enabled while the plans load, keeping focus and typing; its suggestions wait for the plans', async () => {
    mountBar();
    const field = screen.getByRole('combobox', { name: 'Service address' }) as HTMLInputElement;
    field.focus();
    act(() => s().patch('plans', { loading: true }));
    expect(field.disabled).toBe(false);
    fireEvent.change(field, { target: { value: 'Collins' } });
    await waitFor(() => expect(field.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('option', { name: /200 Collins Street/ })).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(s().address.streetName).toBeUndefined();
    act(() => s().patch('plans', { loading: false }));
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Collins');
    expect(await screen.findByRole('option', { name: /200 Collins Street/ })).toBeTruthy();
  });

  it('an address cleared elsewhere (a host location update) empties the field, but not while the visitor types in it', async () => {
    mountBar();
    const field = screen.getByRole('combobox', { name: 'Service address' }) as HTMLInputElement;
    act(() =>
      s().setAddress({
        postcode: '3000',
        streetNumber: '200',
        streetName: 'Collins Street',
        label: '200 Collins Street, Melbourne VIC 3000',
      }),
    );
    expect(field.value).toBe('200 Collins Street, Melbourne VIC 3000');
    act(() => s().setPostcode('2000'));
    expect(field.value).toBe('');
    act(() =>
      s().setAddress({
        postcode: '3000',
        streetNumber: '200',
        streetName: 'Collins Street',
        label: '200 Collins Street, Melbourne VIC 3000',
      }),
    );
    field.focus();
    fireEvent.change(field, { target: { value: '12 Alb' } });
    act(() => s().setPostcode('2000'));
    expect(field.value).toBe('12 Alb');
  });

  it('does not send a search text over 100 characters: nothing is found (issue 22)', async () => {
    mountBar();
    const api = createApiFetch();
    const searched: string[] = [];
    configureApi({
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        const url = new URL(request.url);
        if (/address/i.test(url.pathname)) searched.push(url.searchParams.get('query') ?? '');
        return api(request);
      },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Service address' }), {
      target: { value: '200 Collins Street '.padEnd(1004, 'x') },
    });
    await screen.findByText("Couldn't find your address - please try postcode", {});
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert', {})).textContent).toBe("Couldn't find your address - please try postcode");
    expect((screen.getByRole('radio', { name: 'Postcode' }) as HTMLInputElement).checked).toBe(true);
    expect(searched).toEqual([]);
  });

  it('asks for a valid address when Update finds nothing to choose', async () => {
    mountBar();
    fireEvent.change(screen.getByRole('combobox', { name: 'Service address' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByText('Please provide a valid address')).toBeTruthy());
  });
});

describe('address not found by the plans lookup (spec 2 §4, §5)', () => {
  const NOT_FOUND = "Couldn't find your address - please try postcode";
  const byAddress: LookupParams = {
    by: 'address',
    address: { postcode: '3000', streetNumber: '9', streetName: 'Nowhere Lane', suburb: 'Melbourne' },
  };

  /** Writes a lookup answer for postcode 3000 that has no address, as if the lookup was made by `params`. */
  async function answerWithoutAddress(params: LookupParams): Promise<void> {
    await act(async () => {
      const res = { ...(await lookupOffers({ customerType: 'RESIDENTIAL', postcode: '3000' })), address: null };
      await applyLookup(res, params);
    });
  }

  it('says so once when the lookup by address switched to postcode; switching back to Address takes it away', async () => {
    mountBar();
    expect(s().refine.selectedLocationType).toBe('address');
    await answerWithoutAddress(byAddress);
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect((screen.getByRole('radio', { name: 'Postcode' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(NOT_FOUND);
    // Later writes to the plans leave it as it is.
    act(() => s().patch('plans', { estimatesLoading: true }));
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Address' }));
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    // The visitor's own switch to Postcode does not bring it back; another lookup by address that finds nothing does.
    fireEvent.click(screen.getByRole('radio', { name: 'Postcode' }));
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Address' }));
    await answerWithoutAddress(byAddress);
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
  });

  it('says nothing when a lookup by NMI switches to postcode', async () => {
    mountBar();
    await answerWithoutAddress({ by: 'nmi', nmi: '4102000000' });
    expect(s().refine.selectedLocationType).toBe('postcode');
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it('says nothing when the lookup by address found the address', async () => {
    mountBar();
    await act(async () => {
      const res = await lookupOffers({
        customerType: 'RESIDENTIAL',
        address: { postcode: '3000', streetNumber: '9', streetName: 'Nowhere Lane', suburb: 'Melbourne' },
      });
      await applyLookup(res, byAddress);
    });
    expect(s().refine.selectedLocationType).toBe('address');
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });

  it('says nothing in postcode-only mode', async () => {
    mountBar({ 'location-mode': 'postcode' });
    await answerWithoutAddress(byAddress);
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
  });
});
