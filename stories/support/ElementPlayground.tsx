import type { Meta } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { parseCustomerType } from '../../src/domain/page';
import type { ElementDoc } from '../../src/embed/manifest-types';
import { persistence, type StoreData } from '../../src/store';
import { waitFor } from 'storybook/test';
import { shadowRootOf, type DrawnPlay } from './drawn';
import { attributeArgTypes, attributesFromArgs, type AttributeArgs } from './manifest-args';
import { useSeededStore } from './ShadowFrame';
import { elementSnippet } from './snippet';

/** Where the element draws and what it starts from. */
interface Stage {
  /**
   * Puts the page store into the story's state before the element connects (default: a fresh default
   * state); the page's saved state is forgotten first.
   */
  readonly seed?: (data: StoreData) => void;
  /** Runs once the element has connected: what the host page would send (an event the element acts on). */
  readonly after?: () => void;
  /** The page's hash route while the element is shown (`#/qualifier`); restored afterwards. */
  readonly hash?: string;
  /**
   * A fixed-height frame that holds the element's overlays (a `transform` makes it their containing
   * block), for an element that draws as a modal over the page.
   */
  readonly height?: number;
}

interface PlaygroundProps extends Stage {
  readonly tag: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** Makes the element's attributes exactly `attributes` (only changed ones are written: each write re-renders the widget). */
function applyAttributes(element: HTMLElement, attributes: Readonly<Record<string, string>>): void {
  for (const name of element.getAttributeNames()) if (!(name in attributes)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * The real custom element (registered by the widget's define function) with the given attributes: it
 * is created once, with its first attributes before it connects, and later changes are written to it
 * (the element re-renders on each), as a host page's script would.
 */
export function ElementPlayground({ tag, attributes, seed, after, hash, height }: PlaygroundProps) {
  useSeededStore((data) => {
    // The page's saved state (an earlier story's, persisted as on a real page) would be restored over the seed.
    persistence.clearSaved();
    seed?.(data);
    // `customer-type` is the page's (its first element sets it as the page starts, which in Storybook was
    // long ago): the playground stands for a page started with the chosen value.
    const customerType = parseCustomerType(attributes['customer-type']);
    if (customerType) {
      data.app.customerType = customerType;
      data.account.customerType = customerType;
    }
  }, after);
  const hostRef = useRef<HTMLDivElement>(null);
  const elementRef = useRef<HTMLElement | null>(null);
  const latest = useRef(attributes);
  latest.current = attributes;
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const element = document.createElement(tag);
    applyAttributes(element, latest.current);
    elementRef.current = element;
    const before = location.href;
    let live = true;
    // The element renders its React root synchronously when it connects and unmounts it when it is
    // removed: both wait for a microtask, out of this tree's commit (React warns about nested roots there).
    queueMicrotask(() => {
      if (!live) return;
      if (hash !== undefined) history.replaceState(history.state, '', hash);
      host.replaceChildren(element);
    });
    return () => {
      live = false;
      elementRef.current = null;
      queueMicrotask(() => {
        if (!element.isConnected) return;
        element.remove();
        if (hash !== undefined) history.replaceState(history.state, '', before);
      });
    };
  }, [tag, hash]);
  useLayoutEffect(() => {
    if (elementRef.current) applyAttributes(elementRef.current, attributes);
  }, [attributes]);
  const frame: CSSProperties | undefined = height
    ? { position: 'relative', transform: 'translateZ(0)', height, overflow: 'auto' }
    : undefined;
  return <div ref={hostRef} style={frame} />;
}

/**
 * A Playground's play function: the element connects a microtask after the story renders, so `play`
 * (which looks in the element's shadow root) starts once it has one.
 */
export const whenConnected =
  (play: DrawnPlay): DrawnPlay =>
  async (context) => {
    await waitFor(() => {
      if (!shadowRootOf(context.canvasElement)) throw new Error('The element has not connected yet');
    });
    await play(context);
  };

/**
 * The meta of an element's page for editors: one control per attribute from the manifest, the real
 * element drawn with the chosen attributes, and "Show code" giving the HTML to paste for them.
 */
export function playgroundMeta(doc: ElementDoc, stage: Stage = {}, args: AttributeArgs = {}) {
  const snippet = (current: AttributeArgs): string =>
    elementSnippet({ tag: doc.tag, entry: doc.entry, attributes: attributesFromArgs(doc, current) });
  return {
    args,
    argTypes: attributeArgTypes(doc),
    render: (current: AttributeArgs) => {
      const attributes = attributesFromArgs(doc, current);
      // A new customer type is a new page: the element is drawn afresh for it (the attribute is read as the page starts).
      return <ElementPlayground key={attributes['customer-type'] ?? ''} tag={doc.tag} attributes={attributes} {...stage} />;
    },
    parameters: {
      layout: 'padded',
      docs: {
        subtitle: `<${doc.tag}>, registered by ${doc.entry}`,
        description: {
          component: [
            doc.summary,
            doc.description,
            "Change the controls to try the element's attributes; the code below the story is the HTML to paste for them " +
              '(the CDN address in it is a placeholder). A new `customer-type` draws the element afresh, as a page started with it; ' +
              '`api-base` changes only the code: here the element always asks the reference API.',
          ].join('\n\n'),
        },
        canvas: { sourceState: 'shown' },
        source: {
          type: 'dynamic',
          language: 'html',
          transform: (_code: string, context: { args: AttributeArgs }) => snippet(context.args),
        },
      },
    },
  } satisfies Partial<Meta<AttributeArgs>>;
}
