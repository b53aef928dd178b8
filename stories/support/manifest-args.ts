/**
 * Storybook controls from the element metadata (widgets/<name>/manifest.ts, src/embed/manifest-data.ts):
 * the same source as dist/custom-elements.json. Stories only: no runtime module imports the metadata.
 */
import type { ArgTypes } from '@storybook/react-vite';
import { COMMON_ATTRIBUTE_DOCS } from '../../src/embed/manifest-data';
import type { AttributeDoc, ElementDoc } from '../../src/embed/manifest-types';

/** A story's attribute args, by attribute name: text, an allowed value, or on/off for a boolean attribute. */
export type AttributeArgs = Record<string, string | boolean | undefined>;

/** The select controls' option for an absent attribute. */
export const ABSENT = '';

/** Every attribute the element reads: the common ones, then its own (as in the manifest). */
export function elementAttributes(doc: ElementDoc): readonly AttributeDoc[] {
  return [...COMMON_ATTRIBUTE_DOCS, ...doc.attributes];
}

/** The attribute's type as dist/custom-elements.json writes it. */
function typeText(attribute: AttributeDoc): string {
  if (attribute.kind === 'values') return (attribute.values ?? []).map((v) => `'${v}'`).join(' | ');
  return attribute.kind;
}

/**
 * One control per attribute: a select of the allowed values (and "absent"), a boolean for an attribute
 * read by presence, a text box for free text; with the manifest's description and default.
 */
export function attributeArgTypes(doc: ElementDoc): ArgTypes<AttributeArgs> {
  const common = new Set(COMMON_ATTRIBUTE_DOCS.map((a) => a.name));
  const out: ArgTypes<AttributeArgs> = {};
  for (const attribute of elementAttributes(doc)) {
    const table = {
      category: common.has(attribute.name) ? 'Attributes every element reads' : `Attributes of <${doc.tag}>`,
      type: { summary: typeText(attribute) },
      ...(attribute.default === undefined ? {} : { defaultValue: { summary: attribute.default } }),
    };
    const base = { name: attribute.name, description: attribute.description, table };
    if (attribute.kind === 'values') {
      out[attribute.name] = {
        ...base,
        options: [ABSENT, ...(attribute.values ?? [])],
        control: { type: 'select', labels: { [ABSENT]: '(absent)' } },
      };
    } else if (attribute.kind === 'boolean') {
      out[attribute.name] = { ...base, control: 'boolean' };
    } else {
      out[attribute.name] = { ...base, control: 'text' };
    }
  }
  return out;
}

/**
 * The attributes to set for the args, in the manifest's order: a boolean attribute as `''` when on, a
 * value or text as itself; off, empty or unset args leave the attribute absent.
 */
export function attributesFromArgs(doc: ElementDoc, args: AttributeArgs): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of elementAttributes(doc)) {
    const value = args[attribute.name];
    if (attribute.kind === 'boolean') {
      if (value === true) out[attribute.name] = '';
    } else if (typeof value === 'string' && value !== '') {
      out[attribute.name] = value;
    }
  }
  return out;
}
