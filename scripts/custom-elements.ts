/**
 * The Custom Elements Manifest (community schema 2.x, `dist/custom-elements.json`) and the VS Code
 * HTML custom data (`dist/vscode.html-custom-data.json`) of the public elements, from the metadata
 * beside each element (widgets/<name>/manifest.ts) and the shared parts (src/embed/manifest-data.ts,
 * base.css). Build time only: `scripts/release.ts` writes them after Rollup.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Attribute, CssCustomProperty, CustomElementDeclaration, Event, JavaScriptModule, Package } from 'custom-elements-manifest';
import { manifest as cartOverlay } from '../widgets/cart-overlay/manifest';
import { manifest as checkoutSummary } from '../widgets/checkout-summary/manifest';
import { manifest as movingHome } from '../widgets/moving-home/manifest';
import { manifest as plansTable } from '../widgets/plans-table/manifest';
import { manifest as qualifier } from '../widgets/qualifier/manifest';
import { manifest as refineBar } from '../widgets/refine-bar/manifest';
import { COMMON_ATTRIBUTE_DOCS, CSS_PROPERTY_DOCS, detailType, EVENT_DOCS, VERSION_PROPERTY_DOC } from '../src/embed/manifest-data';
import type { AttributeDoc, ElementDoc } from '../src/embed/manifest-types';
import type { EaEventName } from '../src/bus/events';

/** The schema version the file follows (custom-elements-manifest 2.1.0's schema.json). */
export const SCHEMA_VERSION = '2.1.0';

/** Every public element's metadata, in entry order. */
export const ELEMENT_DOCS: readonly ElementDoc[] = [cartOverlay, checkoutSummary, movingHome, plansTable, qualifier, refineBar];

/** A CEM declaration with the window events the element acts on (`listens`, our field; `events` are the ones it dispatches). */
export interface EaElementDeclaration extends CustomElementDeclaration {
  listens: Event[];
}

/** Fails when a widget directory (widgets/<name>/index.ts) has no metadata, or metadata names no widget. */
export function checkCoverage(widgetsDir: string, docs: readonly ElementDoc[] = ELEMENT_DOCS): void {
  const built = readdirSync(widgetsDir)
    .filter((name) => existsSync(join(widgetsDir, name, 'index.ts')))
    .map((name) => `${name}.js`)
    .sort();
  const described: string[] = docs.map((d) => d.entry).sort();
  const missing = built.filter((e) => !described.includes(e));
  const extra = described.filter((e) => !built.includes(e));
  if (missing.length || extra.length) {
    throw new Error(
      `custom-elements.json: no metadata for ${missing.join(', ') || '-'}; metadata without a widget: ${extra.join(', ') || '-'}`,
    );
  }
}

/** The `--ea-*` custom properties declared on base.css's `:host`, with their default values, in file order. */
export function hostCustomProperties(css: string): { name: string; default: string }[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const host = /:host\s*\{([^}]*)\}/.exec(withoutComments);
  if (!host?.[1]) throw new Error('base.css has no :host block');
  return [...host[1].matchAll(/(--ea-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => ({ name: m[1] ?? '', default: (m[2] ?? '').trim() }));
}

function syntaxOf(name: string): string | undefined {
  if (name.startsWith('--ea-color-')) return '<color>';
  if (/^--ea-(radius|space-\d|font-size-)/.test(name)) return '<length>';
  return undefined;
}

/** The CSS custom properties of every element: base.css's tokens (each must be documented) and `--ea-version`. */
export function cssProperties(baseCss: string, version: string): CssCustomProperty[] {
  const declared = hostCustomProperties(baseCss);
  const names = declared.map((p) => p.name);
  const undocumented = names.filter((n) => !(n in CSS_PROPERTY_DOCS));
  const stale = Object.keys(CSS_PROPERTY_DOCS).filter((n) => !names.includes(n));
  if (undocumented.length || stale.length) {
    throw new Error(
      `custom-elements.json: base.css properties without a description: ${undocumented.join(', ') || '-'}; described but not in base.css: ${stale.join(', ') || '-'}`,
    );
  }
  const tokens = declared.map((p): CssCustomProperty => {
    const syntax = syntaxOf(p.name);
    return { name: p.name, ...(syntax ? { syntax } : {}), default: p.default, description: CSS_PROPERTY_DOCS[p.name] ?? '' };
  });
  return [...tokens, { name: '--ea-version', syntax: '<string>', default: JSON.stringify(version), description: VERSION_PROPERTY_DOC }];
}

/** An attribute's type text: a union of string literals where the values are enumerated. */
export function attributeType(doc: AttributeDoc): string {
  if (doc.kind === 'boolean') return 'boolean';
  if (doc.kind === 'values') {
    if (!doc.values?.length) throw new Error(`attribute ${doc.name}: kind 'values' needs values`);
    return doc.values.map((v) => `'${v}'`).join(' | ');
  }
  return 'string';
}

function attribute(doc: AttributeDoc): Attribute {
  return {
    name: doc.name,
    description: doc.description,
    type: { text: attributeType(doc) },
    ...(doc.default !== undefined ? { default: doc.default } : {}),
  };
}

function windowEvent(name: EaEventName, role: 'dispatches' | 'listens'): Event {
  const doc = EVENT_DOCS.find((e) => e.name === name);
  if (!doc) throw new Error(`custom-elements.json: event ${name} is not in EVENT_DOCS`);
  const where = role === 'dispatches' ? 'Dispatched on `window`' : 'Listened for on `window`';
  return { name, description: `${where} (${doc.direction}). ${doc.description}`, type: { text: `CustomEvent<${detailType(doc.detail)}>` } };
}

/** The manifest of every element for bundle `version`; `baseCss` is src/embed/base.css's text. */
export function customElementsManifest(version: string, baseCss: string, docs: readonly ElementDoc[] = ELEMENT_DOCS): Package {
  const properties = cssProperties(baseCss, version);
  const modules = docs.map((doc): JavaScriptModule => {
    const declaration: EaElementDeclaration = {
      kind: 'class',
      name: doc.className,
      customElement: true,
      tagName: doc.tag,
      summary: doc.summary,
      description: doc.description,
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes: [...COMMON_ATTRIBUTE_DOCS, ...doc.attributes].map(attribute),
      events: doc.dispatches.map((name) => windowEvent(name, 'dispatches')),
      listens: doc.listens.map((name) => windowEvent(name, 'listens')),
      cssProperties: properties,
    };
    return {
      kind: 'javascript-module',
      path: doc.entry,
      description: `Registers <${doc.tag}> (bundle ${version}).`,
      declarations: [declaration],
      exports: [{ kind: 'custom-element-definition', name: doc.tag, declaration: { name: doc.className, module: doc.entry } }],
    };
  });
  return { schemaVersion: SCHEMA_VERSION, modules };
}

/** VS Code HTML custom data (the format of @vscode/web-custom-data, version 1.1). */
export interface VsCodeCustomData {
  version: 1.1;
  tags: {
    name: string;
    description: string;
    attributes: { name: string; description: string; values?: { name: string }[]; valueSet?: 'v' }[];
  }[];
}

/** VS Code's custom data for the elements of a manifest: tags, attributes, enumerated values; boolean attributes as valueless. */
export function vscodeCustomData(pkg: Package): VsCodeCustomData {
  const tags: VsCodeCustomData['tags'] = [];
  for (const module of pkg.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!('customElement' in declaration) || !declaration.customElement || !declaration.tagName) continue;
      tags.push({
        name: declaration.tagName,
        description: [declaration.summary, `Script: \`${module.path}\`.`].filter(Boolean).join('\n\n'),
        attributes: (declaration.attributes ?? []).map((a) => {
          const text = a.type?.text ?? 'string';
          const literals = [...text.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
          const description = a.default !== undefined ? `${a.description ?? ''}\n\nDefault: \`${a.default}\`.` : (a.description ?? '');
          return {
            name: a.name,
            description,
            ...(literals.length ? { values: literals.map((name) => ({ name })) } : {}),
            ...(text === 'boolean' ? { valueSet: 'v' as const } : {}),
          };
        }),
      });
    }
  }
  return { version: 1.1, tags };
}

/** Reads base.css from the source tree. */
export function readBaseCss(root = '.'): string {
  return readFileSync(join(root, 'src', 'embed', 'base.css'), 'utf8');
}
