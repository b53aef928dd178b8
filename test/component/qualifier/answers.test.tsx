import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { afterChoices, afterPaint, flushChoices } from '../../../src/ui';
import { continueButton, mountNotMovingAtMartinPlace, mountQualifier } from './helpers';
import { pressHandled } from '../render';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const MOVING = 'Are you moving (or have recently moved) into a new address, or need to connect another property?';

describe('"Get started" answers (issue 21: the choice paints in the click, what follows in a task after it)', () => {
  it('a choice shows at once; the questions it opens follow once that frame is drawn', async () => {
    await mountQualifier({ seed: (d) => void (d.account.existingCustomer = 'no') });
    const no = screen.getByRole('radio', { name: 'No' }) as HTMLInputElement;
    fireEvent.click(no);
    expect(no.checked).toBe(true);
    expect(screen.getByRole('group', { name: MOVING })).toBeTruthy();
    expect(store.getState().moving.movingHouse).not.toBe('NOT_MOVING');
    expect(screen.queryByRole('combobox', { name: 'Your connection address' })).toBeNull();
    await screen.findByRole('combobox', { name: 'Your connection address' });
    expect(store.getState().moving.movingHouse).toBe('NOT_MOVING');
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Continue pressed right after the last answer, before its frame, goes on with that answer', async () => {
    const assign = vi.fn();
    const { quotePosts } = await mountNotMovingAtMartinPlace();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    fireEvent.click(screen.getByRole('radio', { name: 'Own' }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(quotePosts).toHaveLength(1);
    expect(store.getState().person.customerPropertyRelationship).toBe('OWNER');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Continue pressed and "Get started" left in that same frame: nothing is checked or saved', async () => {
    const { quotePosts } = await mountNotMovingAtMartinPlace((d) => void (d.person.customerPropertyRelationship = 'OWNER'));
    const loading: boolean[] = [];
    const stop = store.subscribe((s) => void loading.push(s.qualifier.loading));
    fireEvent.click(continueButton());
    cleanup(); // "Get started" leaves the page
    // The press's own read would have begun by now (it is queued ahead of this wait).
    await pressHandled();
    stop();
    expect(loading).not.toContain(true);
    expect(quotePosts).toHaveLength(0);
  });

  it('answers waiting are applied in the order given; a read after them waits for the page to render them', async () => {
    const seen: string[] = [];
    afterPaint(() => seen.push('first'));
    afterPaint(() => seen.push('second'));
    afterChoices(() => seen.push('read'));
    // The press paints first: nothing is applied or read in its own task.
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen).toEqual(['first', 'second', 'read']));
    expect(flushChoices()).toBe(false);
  });
});

describe('"Get started" connection address', () => {
  it('a search that finds no address says so under the field (the visitor is not left waiting for suggestions)', async () => {
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
      },
    });
    const address = await screen.findByRole('combobox', { name: 'Your connection address' });
    await user.type(address, 'Zzyzx Nowhere Road');
    const status = await screen.findByText(
      "We couldn't find a matching address. Check the street number, street name and suburb, then try again.",
      {},
      { timeout: 3000 },
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(address.getAttribute('aria-describedby')).toContain(status.id);
  });

  it('a search the server cannot answer says so (the address may well exist), not that nothing matches', async () => {
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
      },
      fetch: (api) => (input, init) =>
        new URL(new Request(input, init).url).pathname.startsWith('/apis/address/')
          ? Promise.resolve(new Response('{}', { status: 503 }))
          : api(input, init),
    });
    const address = await screen.findByRole('combobox', { name: 'Your connection address' });
    await user.type(address, 'Martin Place');
    const status = await screen.findByText(
      "We couldn't search for addresses just now. Please try again in a moment.",
      {},
      { timeout: 3000 },
    );
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByText(/couldn't find a matching address/)).toBeNull();
  });
});
