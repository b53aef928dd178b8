import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { holdInboundEvents } from '../bus';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { contactPagePath, customerTypeFromUrl, parseCustomerType } from '../domain/page';
import { VERSION } from '../version';
import { WidgetContext, type WidgetEnvironment } from './context';
import { WidgetErrorBoundary } from './error-boundary';
import { reportWidgetError } from './report';
import { adoptStyles, BASE_CSS } from './styles';

/** Attributes every widget reads (EMBEDDING.md). */
export const COMMON_ATTRIBUTES = ['customer-type', 'api-base', 'brand'] as const;

/** The attribute values of a widget element, by attribute name; absent attributes are missing. */
export type WidgetAttributes = Readonly<Record<string, string | undefined>>;

/** Props every widget component receives. */
export interface WidgetProps {
  readonly attributes: WidgetAttributes;
}

export interface WidgetDefinition {
  /** Custom element name, e.g. `ea-refine-bar`. */
  readonly tag: string;
  /** The widget's root component. */
  readonly component: ComponentType<WidgetProps>;
  /** The widget's CSS texts, adopted after the base tokens. */
  readonly styles?: readonly string[];
  /** Element-specific observed attributes, besides the common ones. */
  readonly attributes?: readonly string[];
  /**
   * Runs on every connect (not when the element is only moved) before the first render (e.g. the page's once-only
   * start-up), also while the widget is hidden (`shownWhen` false), with a signal that aborts once the element is
   * taken out for good: what the element does on the page whether shown or not (a host's events) starts here, not
   * in a component that renders only when shown. Errors are reported, not thrown.
   */
  readonly onConnect?: (element: HTMLElement, signal: AbortSignal) => void;
  /**
   * The page's once-only start-up (and what follows from it: the page attributes watched), given the first element of
   * this tag in the document. While the page loads it runs in a task of its own before the first widgets register, on
   * the element that would connect first (the first registered tag's first element), so the first render reads what
   * start-up applied at once (the URL's postcode) rather than drawing twice; `onConnect` still makes sure of it.
   * Errors are reported, not thrown.
   */
  readonly start?: (element: HTMLElement) => void;
  /**
   * Whether the widget shows on the current page location (ARCHITECTURE.md "Routing": the plans-page
   * widgets show on the '' hash route only). Checked on connect and on every hash or history change;
   * while false the widget renders nothing but stays mounted, its state kept, and comes back as it
   * was. Connected while false, it renders for the first time when first shown. Absent: always shown.
   */
  readonly shownWhen?: () => boolean;
  /** Contact page linked from the default error text (default: the residential or business contact page). */
  readonly contactHref?: (attributes: WidgetAttributes) => string | undefined;
}

/** The class behind every widget element; `eaVersion` tells which build registered a tag. */
export interface EaWidgetElement extends HTMLElement {
  readonly eaVersion: string;
}

/**
 * Turns a React component into a custom element class: open shadow root, constructable
 * stylesheets, a React root created on connect and unmounted once taken out (not when moved), observed
 * attributes passed as props, and an error boundary that never lets an error reach the page.
 */
export function createWidgetClass(def: WidgetDefinition): CustomElementConstructor {
  const observed = [...COMMON_ATTRIBUTES, ...(def.attributes ?? [])];

  return class EaWidget extends HTMLElement implements EaWidgetElement {
    static readonly observedAttributes = observed;
    static readonly eaVersion = VERSION;
    readonly eaVersion = VERSION;

    #root: Root | null = null;
    #controller: AbortController | null = null;
    #mount: HTMLElement | null = null;
    #portal: HTMLElement | null = null;
    /** Connected while hidden (`shownWhen` false): the first render waits until the widget is shown. */
    #deferred = false;
    /** Says the widget listens (the bus keeps the host's events until then); called after the first commit's effects. */
    #listening: () => void = () => {};

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow, [BASE_CSS, ...(def.styles ?? [])]);
    }

    connectedCallback(): void {
      if (this.#controller) {
        // Moved (taken out and put back before a promise callback runs): taking it out dropped focus to the
        // page; the open modal on top takes it back, so Tab stays in it and Escape closes it.
        if (document.activeElement === document.body)
          [...(this.#portal?.querySelectorAll<HTMLElement>('[aria-modal="true"]') ?? [])].pop()?.focus();
        return;
      }
      const shadow = this.shadowRoot;
      if (!shadow) return;
      this.#controller = new AbortController();
      this.#listening = holdInboundEvents();
      this.#controller.signal.addEventListener('abort', this.#listening);
      try {
        def.onConnect?.(this, this.#controller.signal);
      } catch (error) {
        reportWidgetError(error, { tag: def.tag, phase: 'connect' });
      }
      this.#mount = document.createElement('div');
      this.#mount.className = 'ea-root';
      this.#portal = document.createElement('div');
      this.#portal.className = 'ea-portal';
      shadow.append(this.#mount, this.#portal);
      if (def.shownWhen) this.#follow(def.shownWhen, this.#controller.signal);
      try {
        this.#root = createRoot(this.#mount, {
          identifierPrefix: `${def.tag}-${nextId()}-`,
          onUncaughtError: (error) => reportWidgetError(error, { tag: def.tag, phase: 'uncaught' }),
          onCaughtError: () => {
            /* already reported by the boundary */
          },
          onRecoverableError: (error) => reportWidgetError(error, { tag: def.tag, phase: 'recoverable' }),
        });
        // The first render is synchronous: the element never shows an empty frame between its
        // definition and its first paint, which would let the page jump (layout shift). A widget
        // hidden on this location (the plans on `#/qualifier`) renders when it is first shown: a page
        // loaded on "Get started" does not build the plans behind it (issue 21).
        if (def.shownWhen && !def.shownWhen()) {
          this.#deferred = true;
          this.#listening();
        } else flushSync(() => this.#render());
      } catch (error) {
        this.#listening();
        reportWidgetError(error, { tag: def.tag, phase: 'mount' });
      }
    }

    disconnectedCallback(): void {
      // Moved in the page (taken out and put back synchronously, before a promise callback runs, as a host's
      // layout script or framework does): the widget stays as it was, with what the visitor typed. Taken out
      // for good: torn down.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#deferred = false;
        this.#controller?.abort();
        this.#controller = null;
        const root = this.#root;
        this.#root = null;
        try {
          root?.unmount();
        } catch (error) {
          reportWidgetError(error, { tag: def.tag, phase: 'unmount' });
        }
        this.#mount?.remove();
        this.#portal?.remove();
      });
    }

    attributeChangedCallback(_name: string, oldValue: string | null, newValue: string | null): void {
      if (oldValue !== newValue && this.#root && !this.#deferred) this.#render();
    }

    /** Hides the widget's content (and its modals) while `shown` says no. */
    #follow(shown: () => boolean, signal: AbortSignal): void {
      const apply = (): void => {
        const hidden = !shown();
        if (this.#mount) this.#mount.hidden = hidden;
        if (this.#portal) this.#portal.hidden = hidden;
        if (!hidden && this.#deferred) {
          this.#deferred = false;
          flushSync(() => this.#render());
        }
      };
      apply();
      addEventListener('hashchange', apply, { signal });
      addEventListener('popstate', apply, { signal });
    }

    #attributes(): WidgetAttributes {
      const out: Record<string, string | undefined> = Object.create(null) as Record<string, string | undefined>;
      for (const name of observed) {
        const value = this.getAttribute(name);
        if (value !== null) out[name] = value;
      }
      return out;
    }

    #render(): void {
      const root = this.#root;
      const portal = this.#portal;
      const controller = this.#controller;
      if (!root || !portal || !controller) return;
      const attributes = this.#attributes();
      const env: WidgetEnvironment = { host: this, tag: def.tag, portal, signal: controller.signal };
      const Widget = def.component;
      root.render(
        <StrictMode>
          <WidgetContext.Provider value={env}>
            <Listening done={this.#listening}>
              <WidgetErrorBoundary
                tag={def.tag}
                contactHref={def.contactHref ? def.contactHref(attributes) : defaultContactHref(attributes)}
              >
                <Widget attributes={attributes} />
              </WidgetErrorBoundary>
            </Listening>
          </WidgetContext.Provider>
        </StrictMode>,
      );
    }
  };
}

/** Runs `done` once the widget's first commit has run its effects (a parent's run after its children's): its components listen. */
function Listening({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done]);
  return children;
}

/** The contact page for the element's customer type (its attribute, else the URL's). */
function defaultContactHref(attributes: WidgetAttributes): string {
  const type =
    parseCustomerType(attributes['customer-type']) ?? customerTypeFromUrl(location.pathname, new URLSearchParams(location.search));
  return contactPagePath(type);
}

let counter = 0;
function nextId(): number {
  counter += 1;
  return counter;
}

interface Registration {
  readonly def: WidgetDefinition;
  readonly register: () => void;
}

/** Registrations waiting: those of widgets hidden on this location while the page's scripts run, until a shown widget registers. */
const held: Registration[] = [];

function registerHeld(): void {
  for (const { register } of held.splice(0)) register();
}

/**
 * Registers a widget element once. A second registration of the same tag is a no-op; when the
 * tag was registered by another build of the bundle, a warning names both versions.
 *
 * While the page loads, each widget shown here registers (and draws for the first time) in a task of its own, in the
 * order the page's scripts define them, after the task that evaluates the scripts: React's and the bundle's evaluation,
 * each widget's first render and start-up are then separate tasks rather than one long one that keeps the page from
 * answering a tap (issue 21). The page reserves each element's space until it is defined (`:not(:defined)`), so the
 * widgets drawing one by one move nothing. The host's events sent meanwhile are kept as for a starting widget. A script
 * added once the page has loaded registers at once, or after the registrations still queued, if any.
 *
 * A widget hidden on this location (`shownWhen` false: the plans on `#/qualifier`) keeps the space
 * the page reserved for it (`:not(:defined)`) until a widget shown here registers, both in the same
 * task, or until DOMContentLoaded (load, for scripts added after it), or the location changes. The browser may paint between
 * two widgets' scripts; the hidden ones giving up their space before the shown one draws let the host
 * page's content below come into view and move away again (a layout shift).
 */
export function defineWidget(def: WidgetDefinition): void {
  if (typeof customElements === 'undefined') return;
  const register = (): void => {
    try {
      const existing = customElements.get(def.tag) as (CustomElementConstructor & { eaVersion?: string }) | undefined;
      if (!existing) customElements.define(def.tag, createWidgetClass(def));
      else if (existing.eaVersion !== VERSION)
        console.warn(
          `<${def.tag}> is already registered by energy plan widgets ${existing.eaVersion ?? 'unknown'}; this copy (${VERSION}) is not used.`,
        );
    } catch (error) {
      // One registration failing leaves the others of its batch to register.
      reportWidgetError(error, { tag: def.tag, phase: 'define' });
    }
  };
  held.push({ def, register });
  if (def.shownWhen && !def.shownWhen() && document.readyState != 'complete')
    // A visitor going to another location (back to the plans) before then brings it in (one listener per event).
    for (const event of ['DOMContentLoaded', 'load', 'hashchange', 'popstate']) addEventListener(event, registerHeldSoon);
  else if (document.readyState == 'complete' && !pending) registerHeld();
  else {
    if (!startQueued) later(startFirst);
    startQueued = true;
    // After the registrations already queued, so none comes before a widget shown earlier.
    const batch = held.splice(0);
    queued?.push(...batch.map((r) => r.def));
    later(() => batch.forEach((r) => r.register()));
  }
}

/** The page's start-up has a task of its own queued (or run): before the first registrations, once per page. */
let startQueued = false;
/** The definitions queued to register while the page loads, in their order, until the start task has run. */
let queued: WidgetDefinition[] | null = [];

/**
 * Starts the page with the element that will connect first: the first of the first tag queued that has one in the
 * document. A tag another copy of the bundle registered is not ours to connect (that copy starts its own page).
 */
function startFirst(): void {
  const defs = queued ?? [];
  queued = null;
  for (const def of defs) {
    const element = customElements.get(def.tag) ? null : document.querySelector<HTMLElement>(def.tag);
    if (!element) continue;
    try {
      def.start?.(element);
    } catch (error) {
      reportWidgetError(error, { tag: def.tag, phase: 'start' });
    }
    return;
  }
}

/** Test hook: a page that has not started (its next registrations while it loads get a start task again). */
export function forgetStartTask(): void {
  startQueued = false;
  queued = [];
}

/** Registrations queued by `later` and not yet run. */
let pending = 0;

/** The held registrations at once, or after those queued when some are (in their order). Nothing held: nothing done. */
function registerHeldSoon(): void {
  if (!held.length) return;
  if (pending) later(registerHeld);
  else registerHeld();
}

/**
 * Runs `task` in a task of its own after those queued before it (registrations keep their order), the host's events
 * kept until then.
 */
function later(task: () => void): void {
  const release = holdInboundEvents();
  pending += 1;
  setTimeout(() => {
    try {
      task();
    } finally {
      pending -= 1;
      release();
    }
  });
}
