/** 'Try again' under a failed plan lookup: the same lookup again, one request per press, focus kept. */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import '../../../widgets/plans-table/index';

const demo = createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-plans-retry.json` });
const FAILED_500 = "We couldn't load your plans just now (error 500). Please try again.";
const UNEXPECTED = /Sorry, an unexpected error occurred/;

/** The demo API, with the plan lookup answered by `lookup` (its bodies are recorded) while it returns a response or throws. */
function api(lookup: (n: number) => Response | Error | null) {
  const bodies: unknown[] = [];
  configureApi({
    retries: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/offers/lookup')) return demo(request);
      bodies.push(await request.clone().json());
      const answer = lookup(bodies.length);
      if (answer instanceof Error) throw answer;
      return answer ?? demo(request);
    },
  });
  return bodies;
}

/** The demo API with a lookup that hangs (the client times out after 150 ms) until `answering()` is called. */
function configureApiHanging(bodies: unknown[]): () => void {
  let hang = true;
  configureApi({
    retries: 0,
    timeout: 150,
    totalTimeout: 150,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/offers/lookup')) return demo(request);
      bodies.push(await request.clone().json());
      if (!hang) return demo(request);
      return new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
    },
  });
  return () => {
    hang = false;
    configureApi({ timeout: 15_000, totalTimeout: 30_000 });
  };
}

const serverError = () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });

let el: HTMLElement;
async function mount(url: string) {
  history.replaceState(null, '', url);
  el = document.createElement('ea-plans-table');
  await act(async () => {
    document.body.appendChild(el);
  });
  return within(el.shadowRoot as unknown as HTMLElement);
}
const focused = () => (el.shadowRoot as ShadowRoot).activeElement;

beforeEach(() => {
  forgetStartup();
  forgetGlobalConfig();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  stopPlansService();
});

describe('a failed plan lookup offers Try again', () => {
  it('after an HTTP 500: one press is one lookup, the same as before; the plans come and take focus', async () => {
    const bodies = api((n) => (n === 1 ? serverError() : null));
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    const alert = await view.findByRole('alert', {});
    expect(alert.textContent).toContain(FAILED_500);
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    // A second press while the lookup runs asks for nothing more.
    fireEvent.click(retry);
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(focused()).toBe(view.getByRole('list', { name: 'Plans' })));
  });

  it('after a network failure: pressed again while it still fails, a new alert says so and its Try again has focus', async () => {
    const bodies = api(() => new TypeError('Failed to fetch'));
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    const first = await view.findByRole('alert', {});
    expect(first.textContent).toMatch(UNEXPECTED);
    const retry = within(first).getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(first.isConnected).toBe(false));
    const again = view.getByRole('alert');
    expect(again.textContent).toMatch(UNEXPECTED);
    await waitFor(() => expect(focused()).toBe(within(again).getByRole('button', { name: 'Try again' })));
    expect(bodies).toHaveLength(2);
  });

  it('after a time-out (as at postcode 2003): Try again runs the lookup again and the plans come', async () => {
    const bodies: unknown[] = [];
    // The first lookup never answers; the client gives up after its time-out.
    const answering = configureApiHanging(bodies);
    const view = await mount('/home/electricity-and-gas/plans?postcode=2000');
    const alert = await view.findByRole('alert', {});
    expect(alert.textContent).toMatch(UNEXPECTED);
    answering();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    expect(bodies).toHaveLength(2);
  });

  it('is not offered when the lookup answered with plans and a message', async () => {
    api(() => null);
    const view = await mount('/home/electricity-and-gas/plans?postcode=4000');
    await view.findByText(/we only supply electricity/, {});
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
