import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EaEventName } from '../../../src/bus/events';
import { AddressSchema, AddressUpdateSchema, PlanLoadSchema, RefineSchema } from '../../../src/bus/host-schemas';
import { EmptySchema, LocationUpdateSchema, LookupCompletedSchema, PlanLoadFailedSchema } from '../../../src/bus/schemas';
import { EVENT_DOCS } from '../../../src/embed/manifest-data';

/** The schema each event's detail is checked with (src/bus/bus.ts). */
const SCHEMAS: Record<EaEventName, v.GenericSchema> = {
  'ea:location-update': LocationUpdateSchema,
  'ea:plan-load': PlanLoadSchema,
  'ea:refine': RefineSchema,
  'ea:open-refine': EmptySchema,
  'ea:address-update': AddressUpdateSchema,
  'ea:address-clear': EmptySchema,
  'ea:open-cart': EmptySchema,
  'ea:lookup-completed': LookupCompletedSchema,
  'ea:plan-load-failed': PlanLoadFailedSchema,
};

/** An object schema's fields as `name` or `name?` (optional), unwrapping an optional event detail. */
function fieldsOf(schema: v.GenericSchema): string[] {
  const unwrapped = 'wrapped' in schema ? (schema.wrapped as v.GenericSchema) : schema;
  if (!('entries' in unwrapped)) throw new Error(`not an object schema: ${unwrapped.type}`);
  const entries = unwrapped.entries as Record<string, v.GenericSchema>;
  return Object.entries(entries)
    .map(([name, entry]) => (entry.type === 'optional' ? `${name}?` : name))
    .sort();
}

describe("the manifest's event details follow the bus's schemas", () => {
  for (const doc of EVENT_DOCS) {
    it(`${doc.name}: the same fields, optional where the schema says so`, () => {
      const documented = doc.detail.map((f) => (f.optional ? `${f.name}?` : f.name)).sort();
      expect(documented).toEqual(fieldsOf(SCHEMAS[doc.name]));
    });
  }

  it("an address's fields match AddressSchema wherever the manifest spells one out", () => {
    const expected = fieldsOf(AddressSchema);
    const texts = EVENT_DOCS.flatMap((e) => e.detail.filter((f) => f.name === 'address').map((f) => f.type));
    expect(texts.length).toBe(2);
    for (const text of texts) {
      const documented = [...text.matchAll(/(\w+)(\??):/g)].map((m) => `${m[1]}${m[2]}`).sort();
      expect(documented).toEqual(expected);
    }
  });
});
