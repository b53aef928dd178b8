import { act } from 'react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import { onLocationUpdate } from '../../../src/bus';
import { DEFAULT_ERROR_TEXT } from '../../../src/domain/shared';
import { useWidget } from '../../../src/embed/context';
import { defineWidget, forgetStartTask, type WidgetProps } from '../../../src/embed/define-widget';
import { setErrorReporter } from '../../../src/embed/report';
import { usePress } from '../../../src/ui/press';
import { pressHandled } from '../render';

let counter = 0;
const uniqueTag = (name: string): string => `ea-t-${name}-${++counter}`;

async function mount(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  await act(async () => {
    document.body.appendChild(el);
  });
  return el;
}

const shadow = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);
/** A widget's `start` hook that records the `api-base` of each element it is given. */
function startsRecorded(): { started: string[]; start: (element: HTMLElement) => void } {
  const started: string[] = [];
  return { started, start: (element) => void started.push(element.getAttribute('api-base') ?? '') };
}

/** After the tasks queued so far (a registration while the page loads is one). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

afterEach(() => {
  document.body.innerHTML = '';
  setErrorReporter(null);
});

describe('defineWidget', () => {
  it('hides a widget off its route and shows it again as it was, state kept (shownWhen)', async () => {
    const tag = uniqueTag('route');
    const Field = () => <input aria-label="Postcode" />;
    defineWidget({ tag, component: Field, shownWhen: () => !location.hash.includes('qualifier') });
    location.hash = '';
    const el = await mount(tag);
    const root = el.shadowRoot?.querySelector('.ea-root') as HTMLElement;
    expect(root.hidden).toBe(false);
    (shadow(el).getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement).value = '3000';
    await act(async () => {
      location.hash = '#/qualifier';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(root.hidden).toBe(true);
    await act(async () => {
      location.hash = '';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(root.hidden).toBe(false);
    expect((shadow(el).getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement).value).toBe('3000');
  });

  it('connected off its route, a widget builds nothing until it is first shown, then renders with the attributes it has then', async () => {
    const tag = uniqueTag('deferred');
    let renders = 0;
    const Plans = ({ attributes }: WidgetProps) => {
      renders += 1;
      return <p>Plans for {attributes['brand'] ?? 'nobody'}</p>;
    };
    defineWidget({ tag, component: Plans, shownWhen: () => !location.hash.includes('qualifier') });
    location.hash = '#/qualifier';
    const el = await mount(tag, { brand: 'EnergyAustralia' });
    expect(renders).toBe(0);
    expect(el.shadowRoot?.querySelector('.ea-root')?.childElementCount).toBe(0);
    await act(async () => el.setAttribute('brand', 'Other'));
    expect(renders).toBe(0);
    await act(async () => {
      location.hash = '';
      dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(shadow(el).getByText('Plans for Other')).toBeTruthy();
  });

  describe("while the page's scripts still run (before DOMContentLoaded)", () => {
    // Each widget shown here registers in a task of its own (issue 21: no one long start-up task). The browser may
    // paint between two tasks: a widget hidden here keeps the space the page reserved for it (`:not(:defined)`)
    // until the widget shown here draws, in the same task.
    const Hidden = () => <p>Plans</p>;
    const hiddenHere = () => !location.hash.includes('qualifier');
    afterEach(() => {
      delete (document as { readyState?: DocumentReadyState }).readyState;
      location.hash = '';
      forgetStartTask();
    });
    const scriptsRunning = () => {
      Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
      location.hash = '#/qualifier';
    };

    it('a widget hidden on this location registers with the next widget shown here, not before', async () => {
      scriptsRunning();
      const hidden = uniqueTag('held');
      const shown = uniqueTag('owner');
      const el = await mount(hidden);
      const owner = await mount(shown);
      let hiddenUpgraded: boolean | undefined;
      defineWidget({ tag: hidden, component: Hidden, shownWhen: hiddenHere });
      expect(customElements.get(hidden)).toBeUndefined();
      expect(el.shadowRoot).toBeNull();
      defineWidget({ tag: shown, component: () => <h1>Get started</h1>, onConnect: () => (hiddenUpgraded = el.shadowRoot !== null) });
      expect(customElements.get(shown)).toBeUndefined();
      expect(customElements.get(hidden)).toBeUndefined();
      await nextTask();
      expect(customElements.get(hidden)).toBeDefined();
      // Upgraded in the same task as the shown one draws: no frame can show the page between the two.
      expect(hiddenUpgraded).toBe(true);
      expect(shadow(owner).getByRole('heading', { name: 'Get started' })).toBeTruthy();
    });

    it('each widget shown here registers and draws in a task of its own after the scripts, in their order', async () => {
      scriptsRunning();
      location.hash = '';
      const first = uniqueTag('shown-first');
      const second = uniqueTag('shown-second');
      const a = await mount(first);
      await mount(second);
      const seen: string[] = [];
      const tasks: string[][] = [];
      defineWidget({ tag: first, component: () => <h2>Refine</h2>, shownWhen: hiddenHere, onConnect: () => seen.push(first) });
      // A task queued between the two scripts sees the first widget drawn and the second not yet defined.
      setTimeout(() => tasks.push([...seen, a.shadowRoot?.textContent ?? '']));
      defineWidget({ tag: second, component: () => <h2>Plans</h2>, shownWhen: hiddenHere, onConnect: () => seen.push(second) });
      // Not in the task that evaluates the scripts.
      expect(customElements.get(first)).toBeUndefined();
      expect(a.shadowRoot).toBeNull();
      await nextTask();
      expect(seen).toEqual([first, second]);
      expect(tasks).toEqual([[first, 'Refine']]);
    });

    it("once all are registered, a location change keeps none of the host's events for listeners to come", async () => {
      scriptsRunning();
      const hidden = uniqueTag('held-then-none');
      await mount(hidden);
      defineWidget({ tag: hidden, component: Hidden, shownWhen: hiddenHere });
      delete (document as { readyState?: DocumentReadyState }).readyState;
      await act(async () => {
        location.hash = '';
        dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(customElements.get(hidden)).toBeDefined();
      // A later location change, then a host event, then a listener that comes after it: nothing is replayed to it.
      dispatchEvent(new HashChangeEvent('hashchange'));
      dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '3000', source: 'host' } }));
      const heard: string[] = [];
      const off = onLocationUpdate((detail) => void heard.push(detail.postcode));
      await nextTask();
      off();
      expect(heard).toEqual([]);
    });

    it('the page starts in a task of its own before the first widget shown here, which draws once with what start-up applied', async () => {
      scriptsRunning();
      location.hash = '';
      const first = uniqueTag('starts-first');
      const second = uniqueTag('starts-second');
      const a = await mount(first, { 'api-base': 'https://first.example' });
      await mount(first, { 'api-base': 'https://other.example' });
      await mount(second);
      // Stands in for the store start-up writes (the saved state, the URL's postcode), in a microtask as start-up does.
      let postcode = '';
      const started: string[] = [];
      const renders: string[] = [];
      let definedInStartTask: boolean | undefined;
      const Refine = () => {
        renders.push(postcode);
        return <h2>Postcode {postcode}</h2>;
      };
      const start = (element: HTMLElement): void => {
        started.push(element.getAttribute('api-base') ?? '');
        void Promise.resolve().then(() => (postcode = '2010'));
        queueMicrotask(() => void Promise.resolve().then(() => (definedInStartTask = customElements.get(first) !== undefined)));
      };
      defineWidget({ tag: first, component: Refine, shownWhen: hiddenHere, start });
      defineWidget({ tag: second, component: () => <h2>Plans</h2>, shownWhen: hiddenHere, start });
      expect(started).toEqual([]);
      await nextTask();
      await nextTask();
      // Once, with the first element of the first widget shown here; the widget was not defined in that task.
      expect(started).toEqual(['https://first.example']);
      expect(definedInStartTask).toBe(false);
      expect(shadow(a).getByRole('heading', { name: 'Postcode 2010' })).toBeTruthy();
      // StrictMode renders twice; neither drew the page before start-up.
      expect(renders.every((value) => value === '2010')).toBe(true);
    });

    it('loaded on a location where the first widgets are hidden, the page starts with the element that connects first', async () => {
      scriptsRunning();
      const hidden = uniqueTag('start-held');
      const absent = uniqueTag('start-absent');
      const shown = uniqueTag('start-shown');
      await mount(hidden, { 'api-base': 'https://plans.example' });
      await mount(shown, { 'api-base': 'https://qualifier.example' });
      const { started, start } = startsRecorded();
      const connected: string[] = [];
      const onConnect = (element: HTMLElement): void => void connected.push(element.getAttribute('api-base') ?? '');
      // A script for a widget not on this page comes first: its tag has no element.
      defineWidget({ tag: absent, component: Hidden, start, onConnect });
      defineWidget({ tag: hidden, component: Hidden, shownWhen: hiddenHere, start, onConnect });
      defineWidget({ tag: shown, component: () => <h1>Get started</h1>, start, onConnect });
      await nextTask();
      await nextTask();
      expect(connected).toEqual(['https://plans.example', 'https://qualifier.example']);
      expect(started).toEqual(['https://plans.example']);
    });

    it('a tag another copy of the bundle registered is not started by this one', async () => {
      scriptsRunning();
      location.hash = '';
      const owned = uniqueTag('start-owned');
      const ours = uniqueTag('start-ours');
      await mount(owned, { 'api-base': 'https://other-copy.example' });
      await mount(ours, { 'api-base': 'https://ours.example' });
      customElements.define(owned, class extends HTMLElement {});
      const { started, start } = startsRecorded();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      defineWidget({ tag: owned, component: Hidden, start });
      defineWidget({ tag: ours, component: Hidden, start });
      await nextTask();
      await nextTask();
      warn.mockRestore();
      expect(started).toEqual(['https://ours.example']);
    });

    it('a script run once the page has loaded, while registrations are still queued, registers after them', async () => {
      scriptsRunning();
      location.hash = '';
      const first = uniqueTag('queued-first');
      const late = uniqueTag('after-load');
      await mount(first);
      await mount(late);
      const order: string[] = [];
      defineWidget({ tag: first, component: () => <h2>Refine</h2>, shownWhen: hiddenHere, onConnect: () => order.push(first) });
      delete (document as { readyState?: DocumentReadyState }).readyState;
      defineWidget({ tag: late, component: () => <h2>Plans</h2>, shownWhen: hiddenHere, onConnect: () => order.push(late) });
      expect(customElements.get(late)).toBeUndefined();
      await nextTask();
      expect(order).toEqual([first, late]);
    });

    it("keeps the host's events sent before the widgets register for them", async () => {
      scriptsRunning();
      location.hash = '';
      const tag = uniqueTag('listens');
      await mount(tag);
      const heard: string[] = [];
      const Listener = () => {
        useEffect(() => onLocationUpdate((detail) => void heard.push(detail.postcode)), []);
        return null;
      };
      defineWidget({ tag, component: Listener, shownWhen: hiddenHere });
      // A host that sends its location on DOMContentLoaded, before the widget's task.
      dispatchEvent(new CustomEvent('ea:location-update', { detail: { postcode: '3000', source: 'host' } }));
      await act(nextTask);
      expect(heard).toEqual(['3000']);
    });

    // DOMContentLoaded, or load for scripts a tag manager adds after it (the state is then still 'interactive').
    it.each([
      ['DOMContentLoaded', document],
      ['load', window],
    ] as const)('with no widget shown here, it registers on %s, and comes up when its location is shown', async (event, target) => {
      scriptsRunning();
      const hidden = uniqueTag('held-alone');
      const el = await mount(hidden);
      defineWidget({ tag: hidden, component: Hidden, shownWhen: hiddenHere });
      expect(customElements.get(hidden)).toBeUndefined();
      target.dispatchEvent(new Event(event, { bubbles: true }));
      await nextTask();
      expect(customElements.get(hidden)).toBeDefined();
      await act(async () => {
        location.hash = '';
        dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(shadow(el).getByText('Plans')).toBeTruthy();
    });

    it.each(['hashchange', 'popstate'] as const)(
      'with no widget shown here, a visitor going back to the plans (%s) before then gets it at once',
      async (event) => {
        scriptsRunning();
        const hidden = uniqueTag('held-back');
        const el = await mount(hidden);
        defineWidget({ tag: hidden, component: Hidden, shownWhen: hiddenHere });
        expect(customElements.get(hidden)).toBeUndefined();
        await act(async () => {
          location.hash = '';
          dispatchEvent(event === 'hashchange' ? new HashChangeEvent(event) : new PopStateEvent(event));
        });
        expect(customElements.get(hidden)).toBeDefined();
        expect(shadow(el).getByText('Plans')).toBeTruthy();
      },
    );
  });

  it('once the page has loaded, a widget hidden on this location registers at once', () => {
    expect(document.readyState).toBe('complete');
    location.hash = '#/qualifier';
    const tag = uniqueTag('hidden-late');
    defineWidget({ tag, component: () => <p>Plans</p>, shownWhen: () => !location.hash.includes('qualifier') });
    expect(customElements.get(tag)).toBeDefined();
    location.hash = '';
  });

  it('renders the component inside an open shadow root with the attributes as props', async () => {
    const tag = uniqueTag('hello');
    defineWidget({
      tag,
      component: ({ attributes }: WidgetProps) => <p>Hello {attributes['brand'] ?? 'nobody'}</p>,
    });
    const el = await mount(tag, { brand: 'EnergyAustralia' });
    expect(el.shadowRoot).not.toBeNull();
    expect(shadow(el).getByText('Hello EnergyAustralia')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Hello');
  });

  it('re-renders when an observed attribute changes after mount', async () => {
    const tag = uniqueTag('attr');
    defineWidget({
      tag,
      component: ({ attributes }: WidgetProps) => <p>Type {attributes['customer-type'] ?? 'none'}</p>,
      attributes: ['offer-codes'],
    });
    const el = await mount(tag, { 'customer-type': 'residential' });
    expect(shadow(el).getByText('Type residential')).toBeTruthy();
    await act(async () => el.setAttribute('customer-type', 'business'));
    expect(shadow(el).getByText('Type business')).toBeTruthy();
  });

  it('shows the default error text and reports the error when the component throws, without throwing to the page', async () => {
    const tag = uniqueTag('boom');
    const reported = vi.fn();
    setErrorReporter(reported);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget({
      tag,
      component: () => {
        throw new Error('kaput');
      },
    });
    const el = await mount(tag);
    const alert = shadow(el).getByRole('alert');
    expect(alert.textContent).toContain(DEFAULT_ERROR_TEXT);
    expect(within(alert).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/home/contact-us');
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaput' }), expect.objectContaining({ tag }));
  });

  it('a press that paints first and then throws (Continue) shows the default error text under its own tag, never nothing', async () => {
    const tag = uniqueTag('press');
    const reported = vi.fn();
    setErrorReporter(reported);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Continue() {
      const press = usePress();
      return (
        <button
          type="button"
          onClick={() =>
            press(() => {
              throw new Error('no route');
            })
          }
        >
          Continue
        </button>
      );
    }
    defineWidget({ tag, component: Continue });
    const el = await mount(tag);
    fireEvent.click(shadow(el).getByRole('button', { name: 'Continue' }));
    await pressHandled();
    expect(shadow(el).getByRole('alert').textContent).toContain(DEFAULT_ERROR_TEXT);
    expect(shadow(el).queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'no route' }), expect.objectContaining({ tag }));
  });

  it('unmounts on disconnect: effects are cleaned up and the signal aborts', async () => {
    const tag = uniqueTag('life');
    const cleanup = vi.fn();
    let signal: AbortSignal | null = null;
    function Probe() {
      const env = useWidget();
      signal = env.signal;
      useEffect(() => cleanup, []);
      return <p>alive</p>;
    }
    defineWidget({ tag, component: Probe });
    const el = await mount(tag);
    expect(signal).not.toBeNull();
    expect((signal as unknown as AbortSignal).aborted).toBe(false);
    await act(async () => el.remove());
    expect(cleanup).toHaveBeenCalled();
    expect((signal as unknown as AbortSignal).aborted).toBe(true);
    expect(el.shadowRoot?.textContent ?? '').not.toContain('alive');
  });

  it('mounts again when re-added after removal', async () => {
    const tag = uniqueTag('again');
    defineWidget({ tag, component: () => <p>here</p> });
    const el = await mount(tag);
    await act(async () => el.remove());
    await act(async () => document.body.appendChild(el));
    expect(shadow(el).getByText('here')).toBeTruthy();
  });

  it('moved in the page (taken out and put back in one task), a widget keeps what the visitor typed and is not rebuilt', async () => {
    const tag = uniqueTag('moved');
    const cleanup = vi.fn();
    let signal: AbortSignal | null = null;
    function Field() {
      const env = useWidget();
      signal = env.signal;
      useEffect(() => cleanup, []);
      return <input aria-label="Postcode" />;
    }
    defineWidget({ tag, component: Field });
    const el = await mount(tag);
    const field = shadow(el).getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '30' } });
    const cleanedAtMount = cleanup.mock.calls.length; // StrictMode runs an effect's cleanup once on mount in development
    const aside = document.createElement('aside');
    document.body.appendChild(aside);
    await act(async () => aside.appendChild(el));
    expect(shadow(el).getByRole('textbox', { name: 'Postcode' })).toBe(field);
    expect(field.value).toBe('30');
    expect(cleanup).toHaveBeenCalledTimes(cleanedAtMount);
    expect((signal as unknown as AbortSignal).aborted).toBe(false);
    // Taken out for good, it is torn down as before.
    await act(async () => el.remove());
    expect(cleanup).toHaveBeenCalledTimes(cleanedAtMount + 1);
    expect((signal as unknown as AbortSignal).aborted).toBe(true);
  });

  it('registers a tag once; a second definition from the same build is silent', async () => {
    const tag = uniqueTag('once');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag, component: () => <p>first</p> });
    defineWidget({ tag, component: () => <p>second</p> });
    const el = await mount(tag);
    expect(shadow(el).getByText('first')).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns when another version of the bundle registered the tag', () => {
    const tag = uniqueTag('other');
    class Foreign extends HTMLElement {
      static eaVersion = '0.0.1-other';
    }
    customElements.define(tag, Foreign);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag, component: () => <p>ours</p> });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('0.0.1-other'));
    expect(customElements.get(tag)).toBe(Foreign);
  });

  it('runs onConnect before rendering, and reports instead of throwing when it fails', async () => {
    const tag = uniqueTag('connect');
    const reported = vi.fn();
    setErrorReporter(reported);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget({
      tag,
      component: () => <p>still renders</p>,
      onConnect: () => {
        throw new Error('start-up hiccup');
      },
    });
    const el = await mount(tag);
    expect(shadow(el).getByText('still renders')).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'start-up hiccup' }),
      expect.objectContaining({ phase: 'connect' }),
    );
  });

  it('runs onConnect while hidden off its route, with a signal that aborts once the element is taken out (not when moved)', async () => {
    const tag = uniqueTag('hidden-connect');
    const signals: AbortSignal[] = [];
    defineWidget({
      tag,
      component: () => <p>Landing</p>,
      shownWhen: () => !location.hash.includes('qualifier'),
      onConnect: (_element, signal) => void signals.push(signal),
    });
    location.hash = '#/qualifier';
    try {
      const el = await mount(tag);
      expect(shadow(el).queryByText('Landing')).toBeNull();
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      // Moved in the page: the same connection goes on.
      await act(async () => document.body.prepend(el));
      expect(signals).toHaveLength(1);
      expect(signals[0]?.aborted).toBe(false);
      await act(async () => el.remove());
      expect(signals[0]?.aborted).toBe(true);
    } finally {
      location.hash = '';
    }
  });

  it('renders portals into the widget shadow root', async () => {
    const tag = uniqueTag('portal');
    const { createPortal } = await import('react-dom');
    function WithPortal() {
      const { portal } = useWidget();
      return createPortal(
        <div role="dialog" aria-label="Cart">
          cart
        </div>,
        portal,
      );
    }
    defineWidget({ tag, component: WithPortal });
    const el = await mount(tag);
    expect(shadow(el).getByRole('dialog', { name: 'Cart' })).toBeTruthy();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
