import { describe, expect, it } from 'vitest';
import { customElementsManifest, ELEMENT_DOCS, readBaseCss, vscodeCustomData } from '../../../scripts/custom-elements';

describe('vscode.html-custom-data.json', () => {
  const manifest = customElementsManifest('0.1.0', readBaseCss());
  const data = vscodeCustomData(manifest);

  it('is version 1.1 with one tag per element of the manifest', () => {
    expect(data.version).toBe(1.1);
    expect(data.tags.map((t) => t.name).sort()).toEqual(ELEMENT_DOCS.map((d) => d.tag).sort());
  });

  it("carries each element's attributes from the manifest, enumerated values as values and boolean ones as valueless", () => {
    for (const tag of data.tags) {
      const declaration = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => 'tagName' in d && d.tagName === tag.name);
      const attributes = declaration && 'attributes' in declaration ? (declaration.attributes ?? []) : [];
      expect(tag.attributes.map((a) => a.name)).toEqual(attributes.map((a) => a.name));
      for (const attribute of tag.attributes) expect(attribute.description.length).toBeGreaterThan(10);
    }
    const bar = data.tags.find((t) => t.name === 'ea-refine-bar');
    expect(bar?.attributes.find((a) => a.name === 'customer-type')?.values).toEqual([{ name: 'residential' }, { name: 'business' }]);
    expect(bar?.attributes.find((a) => a.name === 'location-mode')?.values).toEqual([{ name: 'postcode' }]);
    expect(bar?.attributes.find((a) => a.name === 'hide-unselected-fuel')?.valueSet).toBe('v');
    expect(bar?.attributes.find((a) => a.name === 'green-page-key')).not.toHaveProperty('values');
    expect(bar?.attributes.find((a) => a.name === 'green-page-key')?.description).toContain('Default: `greenEnergyOptions`');
    expect(bar?.description).toContain('refine-bar.js');
  });

  it('follows a change of the manifest (generated, not written by hand)', () => {
    const changed = structuredClone(manifest);
    const first = changed.modules[0]?.declarations?.[0];
    if (!first || !('attributes' in first) || !first.attributes) throw new Error('no attributes');
    first.attributes.push({ name: 'size', description: 'How big the thing is.', type: { text: "'s' | 'm'" } });
    const tag = vscodeCustomData(changed).tags[0];
    expect(tag?.attributes.at(-1)).toEqual({ name: 'size', description: 'How big the thing is.', values: [{ name: 's' }, { name: 'm' }] });
  });
});
