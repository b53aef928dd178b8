/**
 * The shape of the build-time description of the public elements (the Custom Elements Manifest,
 * `dist/custom-elements.json`, written by `scripts/release.ts`). Types only: no runtime code imports
 * a manifest module, so none of this text reaches the bundles.
 */
import type { EaEventName } from '../bus/events';

/** One attribute an element reads. */
export interface AttributeDoc {
  readonly name: string;
  /** Markdown; says what an absent attribute means when `default` cannot (a derived default). */
  readonly description: string;
  /**
   * `values`: the allowed values (a union of string literals); `boolean`: read by presence (absent = off);
   * `string`: free text.
   */
  readonly kind: 'values' | 'boolean' | 'string';
  /** The allowed values when `kind` is `values`. */
  readonly values?: readonly string[];
  /** The value the element behaves as if given when the attribute is absent, where that is one literal value. */
  readonly default?: string;
}

/** One field of an event's `detail`. */
export interface DetailField {
  readonly name: string;
  /** TypeScript type text. */
  readonly type: string;
  readonly optional?: boolean;
}

/** A window event of the embedding contract. */
export interface EventDoc {
  readonly name: EaEventName;
  readonly direction: 'host → widgets' | 'widgets → host' | 'both';
  readonly description: string;
  readonly detail: readonly DetailField[];
}

/** One public element, described beside its definition (widgets/<name>/manifest.ts). */
export interface ElementDoc {
  readonly tag: `ea-${string}`;
  /** The entry file in dist/ that registers it. */
  readonly entry: `${string}.js`;
  /** The class name used in the manifest (the class itself is not exported). */
  readonly className: string;
  readonly summary: string;
  readonly description: string;
  /** Attributes besides the common ones (`COMMON_ATTRIBUTE_DOCS`). */
  readonly attributes: readonly AttributeDoc[];
  /** Window events the element acts on. */
  readonly listens: readonly EaEventName[];
  /** Window events the element (or the shared services it starts) dispatches. */
  readonly dispatches: readonly EaEventName[];
}
