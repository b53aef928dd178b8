import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCoverage,
  cssProperties,
  customElementsManifest,
  ELEMENT_DOCS,
  hostCustomProperties,
  readBaseCss,
  type EaElementDeclaration,
} from '../../../scripts/custom-elements';
import { COMMON_ATTRIBUTE_DOCS, EVENT_DOCS } from '../../../src/embed/manifest-data';
import { EVENT_NAMES } from '../../../src/bus/events';

/** The real element definitions: each entry registers its element when imported. */
const ENTRIES: Record<string, () => Promise<unknown>> = {
  'ea-cart-overlay': () => import('../../../widgets/cart-overlay/index'),
  'ea-checkout-summary': () => import('../../../widgets/checkout-summary/index'),
  'ea-moving-home': () => import('../../../widgets/moving-home/index'),
  'ea-plans-table': () => import('../../../widgets/plans-table/index'),
  'ea-qualifier': () => import('../../../widgets/qualifier/index'),
  'ea-refine-bar': () => import('../../../widgets/refine-bar/index'),
};

const manifest = customElementsManifest('1.2.3', readBaseCss());
const declarations = manifest.modules.flatMap((m) => (m.declarations ?? []) as EaElementDeclaration[]);
const declarationOf = (tag: string): EaElementDeclaration => {
  const found = declarations.find((d) => d.tagName === tag);
  if (!found) throw new Error(`no declaration for ${tag}`);
  return found;
};

describe('custom-elements.json: attributes', () => {
  it('describes every widget directory and nothing else', () => {
    expect(() => checkCoverage('widgets')).not.toThrow();
    expect(ELEMENT_DOCS.map((d) => d.tag).sort()).toEqual(Object.keys(ENTRIES).sort());
  });

  it('fails the build for a widget without metadata', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ea-widgets-'));
    for (const name of ['refine-bar', 'brand-new']) {
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'index.ts'), '');
    }
    const refineBar = ELEMENT_DOCS.filter((d) => d.entry === 'refine-bar.js');
    expect(() => checkCoverage(dir, refineBar)).toThrow(/no metadata for brand-new\.js/);
    expect(() => checkCoverage(dir, ELEMENT_DOCS)).toThrow(/metadata without a widget: .*cart-overlay\.js/);
  });

  for (const doc of ELEMENT_DOCS) {
    it(`<${doc.tag}> lists exactly the attributes its element observes`, async () => {
      const load = ENTRIES[doc.tag];
      expect(load, `no entry import for ${doc.tag}`).toBeDefined();
      await load?.();
      const element = customElements.get(doc.tag) as (CustomElementConstructor & { observedAttributes?: readonly string[] }) | undefined;
      expect(element, `${doc.tag} is not registered by its entry`).toBeDefined();
      const observed = [...(element?.observedAttributes ?? [])].sort();
      const listed = (declarationOf(doc.tag).attributes ?? []).map((a) => a.name).sort();
      expect(listed).toEqual(observed);
      expect(new Set(listed).size).toBe(listed.length);
    });
  }

  it('gives each attribute a type, a description, and enumerated values as string literal unions', () => {
    for (const declaration of declarations) {
      for (const attribute of declaration.attributes ?? []) {
        expect(attribute.description?.length, `${declaration.tagName} ${attribute.name}`).toBeGreaterThan(10);
        expect(attribute.type?.text).toMatch(/^(string|boolean|'[^']+'( \| '[^']+')*)$/);
      }
    }
    const customerType = declarationOf('ea-plans-table').attributes?.find((a) => a.name === 'customer-type');
    expect(customerType?.type?.text).toBe("'residential' | 'business'");
    const brand = declarationOf('ea-qualifier').attributes?.find((a) => a.name === 'brand');
    expect(brand?.default).toBe(COMMON_ATTRIBUTE_DOCS.find((a) => a.name === 'brand')?.default);
  });
});

describe('custom-elements.json: events and CSS properties', () => {
  it('documents every contract event once, and each element names only documented events', () => {
    expect(EVENT_DOCS.map((e) => e.name).sort()).toEqual([...EVENT_NAMES].sort());
    for (const declaration of declarations) {
      for (const event of [...(declaration.events ?? []), ...declaration.listens]) {
        expect(EVENT_NAMES).toContain(event.name);
        expect(event.type.text).toMatch(/^CustomEvent<\{.*\}>$/);
      }
    }
    const table = declarationOf('ea-plans-table');
    expect(table.events?.map((e) => e.name)).toContain('ea:plan-load-failed');
    expect(table.listens.map((e) => e.name)).toContain('ea:plan-load');
    const failed = table.events?.find((e) => e.name === 'ea:plan-load-failed');
    expect(failed?.type.text).toBe("CustomEvent<{ status: string; params: Record<string, unknown>; fuel: 'electricity' | 'gas' }>");
  });

  it("takes the theming properties and their defaults from base.css, plus --ea-version with the bundle's version", () => {
    const css = readBaseCss();
    const declared = hostCustomProperties(css);
    expect(declared.length).toBeGreaterThan(10);
    const properties = declarationOf('ea-refine-bar').cssProperties ?? [];
    for (const p of declared) expect(properties.find((q) => q.name === p.name)?.default).toBe(p.default);
    expect(properties.find((p) => p.name === '--ea-color-brand')?.syntax).toBe('<color>');
    expect(properties.find((p) => p.name === '--ea-version')?.default).toBe('"1.2.3"');
  });

  it('fails for a base.css property without a description, and for a description of a removed one', () => {
    const css = readBaseCss();
    expect(() => cssProperties(css.replace(':host {', ':host {\n  --ea-color-new: red;'), '1.0.0')).toThrow(
      /without a description: --ea-color-new/,
    );
    expect(() => cssProperties(css.replace(/\s*--ea-radius:[^;]+;/, ''), '1.0.0')).toThrow(/not in base.css: --ea-radius/);
  });
});
