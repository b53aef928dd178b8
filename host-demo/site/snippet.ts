import { PLACEHOLDER_CSS } from '../../src/embed/manifest-data';
import { esc } from './html';

export { PLACEHOLDER_CSS };

/**
 * The snippet builder's pure logic (the /embed page): reads the build's two manifests, turns a
 * query string into settings, checks them and writes the snippet an editor pastes. No I/O here;
 * host-demo/site/embed-page.ts reads the files and renders the page.
 *
 * dist/custom-elements.json follows the Custom Elements Manifest schema 2.x (modules[].declarations[]
 * with customElement, tagName, attributes[{ name, type: { text }, default, description }]);
 * dist/manifest.json lists every dist file with its size and `integrity` ("sha384-…") and the bundle's
 * `version`. Both are read tolerantly: a field that is missing or of another shape is left out.
 */

/** An attribute of one element, as the builder offers it. */
export interface AttributeSpec {
  name: string;
  /** `enum`: a `<select>` of `options`; `boolean`: present or absent; `text`: a text box. */
  kind: 'enum' | 'boolean' | 'text';
  options: string[];
  default?: string;
  description?: string;
  /** Only when the manifest says so (the contract names no required attribute). */
  required: boolean;
}

/** One element of the bundle: its tag, entry file, the entry's hash and its attributes. */
export interface WidgetSpec {
  tag: string;
  /** Entry file in dist/, e.g. `refine-bar.js`. */
  entry: string;
  /** The entry's `sha384-…` from manifest.json; undefined when manifest.json does not list it. */
  integrity?: string;
  description?: string;
  /** Every attribute the manifest lists for the element, common ones included. */
  attributes: AttributeSpec[];
}

export interface Catalogue {
  version?: string;
  widgets: WidgetSpec[];
}

/** Attributes every element reads (EMBEDDING.md); the builder sets them once for the whole snippet. */
export const COMMON_ATTRIBUTES = ['customer-type', 'api-base', 'brand'] as const;
const COMMON = new Set<string>(COMMON_ATTRIBUTES);

/**
 * Widgets that need another widget on the same page, as the README documents them. The moving-home
 * shell loads the plans at the host's address and shows them through the plans table; its script must
 * come before the plans table's so the plans wait for the address.
 */
export const NEEDS: Readonly<Record<string, { tag: string; why: string }[]>> = {
  'ea-moving-home': [
    {
      tag: 'ea-plans-table',
      why: 'ea-moving-home needs ea-plans-table on the same page: it loads the plans at the address the host page sends, and the plans table is what shows them.',
    },
  ],
};

/** The order elements take in the form and on the page (the demo's plans and moving pages); others follow in manifest order. */
export const PAGE_ORDER = ['ea-refine-bar', 'ea-plans-table', 'ea-cart-overlay', 'ea-moving-home', 'ea-qualifier', 'ea-checkout-summary'];

/** Scripts that must load before another's (README, moving-home). */
const LOAD_FIRST = ['ea-moving-home'];

/** Things an editor should know that do not make the snippet wrong (README). */
export const NOTES: Readonly<Record<string, string>> = {
  'ea-moving-home':
    'ea-moving-home waits for the host page to send ea:address-update (window event) with the chosen address before it loads plans.',
  'ea-qualifier':
    'ea-qualifier shows on the #/qualifier hash route only (the cart’s Continue goes there); on other routes it draws nothing.',
};

// ---------------------------------------------------------------------------------------------
// Reading the manifests

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** `'a' | 'b'` → ['a', 'b']; undefined when the type is not a union of string literals. */
export function enumOptions(typeText: string): string[] | undefined {
  const parts = typeText
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== 'undefined' && p !== 'null');
  if (parts.length === 0) return undefined;
  const options: string[] = [];
  for (const part of parts) {
    const match = /^(['"`])(.*)\1$/.exec(part);
    if (!match) return undefined;
    options.push(match[2] ?? '');
  }
  return options;
}

/** A manifest default as text: `'residential'` → residential. */
const unquote = (value: string): string => /^(['"`])(.*)\1$/.exec(value.trim())?.[2] ?? value.trim();

function attributeFrom(raw: unknown): AttributeSpec | undefined {
  if (!isRecord(raw)) return undefined;
  const name = str(raw['name']);
  if (!name) return undefined;
  const typeText = isRecord(raw['type']) ? (str(raw['type']['text']) ?? 'string') : 'string';
  const options = enumOptions(typeText);
  const kind: AttributeSpec['kind'] = options ? 'enum' : typeText.trim() === 'boolean' ? 'boolean' : 'text';
  const spec: AttributeSpec = { name, kind, options: options ?? [], required: raw['required'] === true };
  const def = str(raw['default']);
  if (def !== undefined) spec.default = unquote(def);
  const description = str(raw['description']) ?? str(raw['summary']);
  if (description !== undefined) spec.description = description;
  return spec;
}

/** The dist file names and hashes of manifest.json, and its version. */
export interface DistIndex {
  version?: string;
  integrity: Map<string, string>;
}

/** Accepts `files` as an array of `{ path | file | name, integrity }` or as an object keyed by path. */
export function readDistManifest(json: unknown): DistIndex {
  const index: DistIndex = { integrity: new Map() };
  if (!isRecord(json)) return index;
  const version = str(json['version']);
  if (version !== undefined) index.version = version;
  const files = json['files'] ?? json['assets'];
  const add = (path: string | undefined, entry: unknown): void => {
    if (path === undefined || !isRecord(entry)) return;
    const integrity = str(entry['integrity']);
    if (integrity) index.integrity.set(path.replace(/^(\.\/|dist\/)/, ''), integrity);
  };
  if (Array.isArray(files)) {
    for (const f of files) if (isRecord(f)) add(str(f['path']) ?? str(f['file']) ?? str(f['name']), f);
  } else if (isRecord(files)) {
    for (const [path, f] of Object.entries(files)) add(path, f);
  }
  return index;
}

/** The entry file of an element: its module's path when that is a dist file, else `<tag without ea->.js` (EMBEDDING.md). */
function entryFor(tag: string, modulePath: string | undefined, dist: DistIndex): string {
  const fromTag = `${tag.replace(/^ea-/, '')}.js`;
  const fromModule = modulePath?.replace(/^(\.\/|dist\/)/, '');
  if (fromModule && fromModule.endsWith('.js') && dist.integrity.has(fromModule)) return fromModule;
  return fromTag;
}

/** Every custom element of custom-elements.json, with its entry file and hash from manifest.json. */
export function readCatalogue(customElements: unknown, distManifest: unknown): Catalogue {
  const dist = readDistManifest(distManifest);
  const widgets: WidgetSpec[] = [];
  const modules = isRecord(customElements) && Array.isArray(customElements['modules']) ? customElements['modules'] : [];
  for (const mod of modules) {
    if (!isRecord(mod) || !Array.isArray(mod['declarations'])) continue;
    for (const decl of mod['declarations']) {
      if (!isRecord(decl) || decl['customElement'] !== true) continue;
      const tag = str(decl['tagName']);
      if (!tag || !/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(tag) || widgets.some((w) => w.tag === tag)) continue;
      const entry = entryFor(tag, str(mod['path']), dist);
      const attributes = (Array.isArray(decl['attributes']) ? decl['attributes'] : [])
        .map(attributeFrom)
        .filter((a): a is AttributeSpec => a !== undefined);
      const widget: WidgetSpec = { tag, entry, attributes };
      const integrity = dist.integrity.get(entry);
      if (integrity) widget.integrity = integrity;
      // The one-line summary when there is one: it is the hint under the widget's checkbox.
      const description = str(decl['summary']) ?? str(decl['description']);
      if (description) widget.description = description;
      widgets.push(widget);
    }
  }
  const rank = (tag: string): number => (PAGE_ORDER.includes(tag) ? PAGE_ORDER.indexOf(tag) : PAGE_ORDER.length);
  widgets.sort((a, b) => rank(a.tag) - rank(b.tag));
  return { ...(dist.version ? { version: dist.version } : {}), widgets };
}

// ---------------------------------------------------------------------------------------------
// Settings from the form (a GET query)

export interface Settings {
  /** Chosen tags, in catalogue order. */
  widgets: string[];
  /** `customer-type`, `api-base`, `brand`: one value for every element; '' leaves the attribute out. */
  common: Record<string, string>;
  /** Element-specific values by tag and attribute name; booleans are 'on' or ''. */
  element: Record<string, Record<string, string>>;
}

/** Form field name of an element-specific attribute. */
export const fieldName = (tag: string, attribute: string): string => `${tag}.${attribute}`;
/** Element id of a form field. */
export const fieldId = (name: string): string => `f-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`;

/** The element-specific attributes of a widget (the common ones are set once for the snippet). */
export const ownAttributes = (widget: WidgetSpec): AttributeSpec[] => widget.attributes.filter((a) => !COMMON.has(a.name));

/** A common attribute's spec: the first element's that lists it, else a plain text box. */
export function commonAttribute(catalogue: Catalogue, name: string): AttributeSpec {
  for (const w of catalogue.widgets) {
    const found = w.attributes.find((a) => a.name === name);
    if (found) return found;
  }
  return name === 'customer-type'
    ? { name, kind: 'enum', options: ['residential', 'business'], required: false }
    : { name, kind: 'text', options: [], required: false };
}

/**
 * Settings from a query. A query without `widget` and without `submitted` is a first visit: the
 * refine bar and plans table (the plans page), residential, and `api-base` set to `origin` so the
 * snippet also works when pasted on another site.
 */
export function readSettings(query: URLSearchParams, catalogue: Catalogue, origin: string): Settings {
  const known = catalogue.widgets.map((w) => w.tag);
  const fresh = !query.has('widget') && !query.has('submitted');
  const chosen = fresh ? ['ea-refine-bar', 'ea-plans-table'] : query.getAll('widget');
  const widgets = known.filter((t) => chosen.includes(t));
  const common: Record<string, string> = {};
  for (const name of COMMON_ATTRIBUTES) common[name] = (query.get(name) ?? '').trim();
  if (fresh) {
    common['customer-type'] = 'residential';
    common['api-base'] = origin;
  }
  const element: Record<string, Record<string, string>> = {};
  for (const w of catalogue.widgets) {
    const values: Record<string, string> = {};
    for (const a of ownAttributes(w)) values[a.name] = (query.get(fieldName(w.tag, a.name)) ?? '').trim();
    element[w.tag] = values;
  }
  return { widgets, common, element };
}

/** The settings as a query string (the preview's and the page's address). */
export function settingsQuery(settings: Settings): string {
  const q = new URLSearchParams();
  q.set('submitted', '1');
  for (const tag of settings.widgets) q.append('widget', tag);
  for (const [name, value] of Object.entries(settings.common)) if (value) q.set(name, value);
  for (const tag of settings.widgets) {
    for (const [name, value] of Object.entries(settings.element[tag] ?? {})) if (value) q.set(fieldName(tag, name), value);
  }
  return q.toString();
}

// ---------------------------------------------------------------------------------------------
// Checks

export interface Problem {
  /** The form field (name) the problem is about, or null for the whole choice of widgets. */
  field: string | null;
  message: string;
}

/** True for an absolute http(s) address with no query or fragment (an origin and optional path). */
export function isApiBase(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !value.includes('?') && !value.includes('#')
  );
}

/** Attribute-specific rules the README states. */
function valueProblem(attribute: string, value: string): string | undefined {
  if (attribute === 'api-base' && !isApiBase(value)) {
    return 'api-base must be an absolute http(s) address, such as https://api.example.com or https://example.com/energy (no query or #fragment).';
  }
  if (attribute === 'checkout-url' && !/^\/(?!\/)/.test(value) && !/^https?:\/\/[^/]/i.test(value)) {
    return 'checkout-url must be a path on the same site (starting with /) or an http(s) address; anything else is not followed.';
  }
  if (attribute === 'continue-href' && !/^\/(?!\/)/.test(value) && !/^https?:\/\/[^/]/i.test(value)) {
    return 'continue-href must name a page on the same site, as a path starting with / (or that page’s full http(s) address).';
  }
  return undefined;
}

function attributeProblem(spec: AttributeSpec, field: string, value: string): Problem | undefined {
  if (value === '') return spec.required ? { field, message: `${spec.name} is required.` } : undefined;
  if (spec.kind === 'enum' && !spec.options.includes(value)) {
    return { field, message: `${spec.name} must be one of ${spec.options.map((o) => `“${o}”`).join(', ')}; “${value}” is not.` };
  }
  if (spec.kind === 'boolean' && value !== 'on') return { field, message: `${spec.name} is either present or absent.` };
  const rule = valueProblem(spec.name, value);
  return rule ? { field, message: rule } : undefined;
}

/** What is wrong with the settings, or []. */
export function check(settings: Settings, catalogue: Catalogue): Problem[] {
  const problems: Problem[] = [];
  const chosen = catalogue.widgets.filter((w) => settings.widgets.includes(w.tag));
  if (chosen.length === 0) problems.push({ field: null, message: 'Choose at least one widget.' });
  for (const w of chosen) {
    for (const need of NEEDS[w.tag] ?? []) {
      if (!settings.widgets.includes(need.tag)) problems.push({ field: null, message: need.why });
    }
    if (!w.integrity) {
      problems.push({
        field: null,
        message: `${w.entry} has no integrity hash in manifest.json that matches the file: rebuild the bundle (npm run build).`,
      });
    }
  }
  for (const name of COMMON_ATTRIBUTES) {
    if (chosen.length > 0 && !chosen.some((w) => w.attributes.some((a) => a.name === name))) continue;
    const p = attributeProblem(commonAttribute(catalogue, name), name, settings.common[name] ?? '');
    if (p) problems.push(p);
  }
  for (const w of chosen) {
    for (const a of ownAttributes(w)) {
      const p = attributeProblem(a, fieldName(w.tag, a.name), settings.element[w.tag]?.[a.name] ?? '');
      if (p) problems.push(p);
    }
  }
  return problems;
}

/** Notes for the chosen widgets (nothing wrong, worth knowing). */
export function notes(settings: Settings): string[] {
  const out = settings.widgets.flatMap((t) => (NOTES[t] ? [NOTES[t]] : []));
  if (settings.widgets.length > 0 && !settings.common['api-base']) {
    out.push('Without api-base the widgets call the API on the site the snippet is pasted into.');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The snippet

export interface SnippetOptions {
  /** Absolute origin (and path prefix) the bundle is served from, e.g. `https://cdn.example.com`; files are under /widgets/. */
  origin: string;
  /** Leave these attributes out (the preview drops `api-base`: it always uses this site's API). */
  omit?: readonly string[];
}

/** The chosen elements in catalogue order, scripts in load order (moving-home first). */
function ordered(settings: Settings, catalogue: Catalogue): { elements: WidgetSpec[]; scripts: WidgetSpec[] } {
  const elements = catalogue.widgets.filter((w) => settings.widgets.includes(w.tag));
  const rank = (w: WidgetSpec): number => (LOAD_FIRST.includes(w.tag) ? 0 : 1);
  const scripts = [...elements].sort((a, b) => rank(a) - rank(b));
  return { elements, scripts };
}

/** A version that can be a path segment (`0.1.0`, `1.2.0-rc.1`). */
export const PATH_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/**
 * The `<script>` tag of an entry: absolute URL, integrity and CORS mode. With the bundle's version the
 * URL is the release's versioned path (`/widgets/0.1.0/refine-bar.js`), which never changes: a hash on
 * the stable path would break the page at the next release (docs/release.md "Integrity and stable URLs").
 */
export function scriptTag(widget: WidgetSpec, origin: string, extra = '', version?: string): string {
  const dir = version && PATH_VERSION.test(version) && widget.integrity ? `${version}/` : '';
  const src = `${origin.replace(/\/+$/, '')}/widgets/${dir}${widget.entry}`;
  const integrity = widget.integrity ? ` integrity="${esc(widget.integrity)}"` : '';
  return `<script type="module" src="${esc(src)}"${integrity} crossorigin="anonymous"${extra}></script>`;
}

/** The element with its attributes, values HTML-escaped; booleans bare. */
export function elementTag(widget: WidgetSpec, settings: Settings, omit: readonly string[] = []): string {
  const attrs: string[] = [];
  for (const a of widget.attributes) {
    if (omit.includes(a.name)) continue;
    const value = COMMON.has(a.name) ? (settings.common[a.name] ?? '') : (settings.element[widget.tag]?.[a.name] ?? '');
    if (value === '') continue;
    attrs.push(a.kind === 'boolean' ? a.name : `${a.name}="${esc(value)}"`);
  }
  return `<${widget.tag}${attrs.map((a) => ` ${a}`).join('')}></${widget.tag}>`;
}

/** The placeholder rules for the chosen elements. */
export function placeholderCss(settings: Settings): string[] {
  // With the moving-home shell the plans table shows nothing until the visitor gives an address: reserving
  // its space would let what follows jump up as it draws (the demo's moving page, site.css).
  const moving = settings.widgets.includes('ea-moving-home');
  return settings.widgets.flatMap((t) => (moving && t === 'ea-plans-table' ? [] : (PLACEHOLDER_CSS[t] ?? [])));
}

/** The whole snippet: a comment with the version, the placeholder CSS, the scripts, the elements. */
export function buildSnippet(settings: Settings, catalogue: Catalogue, options: SnippetOptions): string {
  const { elements, scripts } = ordered(settings, catalogue);
  if (elements.length === 0) return '';
  const lines: string[] = [];
  lines.push(`<!-- Energy plan widgets${catalogue.version ? ` ${esc(catalogue.version).replace(/--/g, '- -')}` : ''} -->`);
  const css = placeholderCss(settings);
  if (css.length > 0) lines.push('<style>', ...css, '</style>');
  for (const w of scripts) lines.push(scriptTag(w, options.origin, '', catalogue.version));
  for (const w of elements) lines.push(elementTag(w, settings, options.omit));
  return lines.join('\n') + '\n';
}

/** Chosen widgets in script order and element order (the preview page renders them itself, with a nonce). */
export function chosenWidgets(settings: Settings, catalogue: Catalogue): { elements: WidgetSpec[]; scripts: WidgetSpec[] } {
  return ordered(settings, catalogue);
}
