import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, readBaseCss } from '../../../scripts/custom-elements';
import {
  buildSnippet,
  check,
  enumOptions,
  isApiBase,
  notes,
  PLACEHOLDER_CSS,
  placeholderCss,
  readCatalogue,
  readDistManifest,
  readSettings,
  settingsQuery,
  type Catalogue,
} from '../../../host-demo/site/snippet';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'embed');
const json = (file: string): unknown => JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
const catalogue: Catalogue = readCatalogue(json('custom-elements.json'), json('manifest.json'));
const ORIGIN = 'http://127.0.0.1:4173';

const settingsFor = (query: string) => readSettings(new URLSearchParams(query), catalogue, ORIGIN);

describe('reading the manifests', () => {
  it('lists every custom element with its entry file, hash and attributes', () => {
    expect(catalogue.version).toBe('0.1.0');
    expect(catalogue.widgets.map((w) => [w.tag, w.entry])).toEqual([
      ['ea-refine-bar', 'refine-bar.js'],
      ['ea-plans-table', 'plans-table.js'],
      ['ea-moving-home', 'moving-home.js'],
      ['ea-qualifier', 'qualifier.js'],
    ]);
    const bar = catalogue.widgets[0];
    expect(bar?.integrity).toMatch(/^sha384-REFINEBAR/);
    expect(bar?.attributes.find((a) => a.name === 'location-mode')).toMatchObject({ kind: 'enum', options: ['postcode', 'address'] });
    expect(bar?.attributes.find((a) => a.name === 'hide-unselected-fuel')).toMatchObject({ kind: 'boolean' });
    expect(bar?.attributes.find((a) => a.name === 'brand')).toMatchObject({ kind: 'text', default: 'EnergyAustralia' });
  });

  it("reads the build's own custom-elements.json: every element, page order, the attribute kinds the form needs", () => {
    const real = readCatalogue(customElementsManifest('0.1.0', readBaseCss()), {});
    expect(real.widgets.map((w) => [w.tag, w.entry])).toEqual([
      ['ea-refine-bar', 'refine-bar.js'],
      ['ea-plans-table', 'plans-table.js'],
      ['ea-cart-overlay', 'cart-overlay.js'],
      ['ea-moving-home', 'moving-home.js'],
      ['ea-qualifier', 'qualifier.js'],
      ['ea-checkout-summary', 'checkout-summary.js'],
    ]);
    for (const w of real.widgets) {
      expect(w.attributes.find((a) => a.name === 'customer-type')).toMatchObject({ kind: 'enum', options: ['residential', 'business'] });
      expect(w.attributes.find((a) => a.name === 'api-base')).toMatchObject({ kind: 'text' });
    }
    const table = real.widgets[1]?.attributes ?? [];
    expect(table.filter((a) => a.kind === 'boolean').map((a) => a.name)).toEqual(['mimic-accordions', 'hide-message-close']);
    expect(real.widgets[0]?.attributes.find((a) => a.name === 'location-mode')).toMatchObject({ kind: 'enum', options: ['postcode'] });
    // Without manifest.json no entry has a hash, and the check says so.
    expect(check(readSettings(new URLSearchParams('widget=ea-refine-bar'), real, ORIGIN), real)[0]?.message).toMatch(/no integrity hash/);
  });

  it('reads union types of string literals as enumerations and nothing else', () => {
    expect(enumOptions("'a' | 'b'")).toEqual(['a', 'b']);
    expect(enumOptions('"a" | "b" | undefined')).toEqual(['a', 'b']);
    expect(enumOptions('string')).toBeUndefined();
    expect(enumOptions("'a' | string")).toBeUndefined();
  });

  it('takes manifest.json files as an array or keyed by path, and ignores the rest', () => {
    expect(readDistManifest({ files: { 'dist/a.js': { integrity: 'sha384-x' } } }).integrity.get('a.js')).toBe('sha384-x');
    expect(readDistManifest({ version: '1', files: [{ file: 'b.js', integrity: 'sha384-y' }] }).integrity.get('b.js')).toBe('sha384-y');
    expect(readDistManifest(null).integrity.size).toBe(0);
    expect(readCatalogue({ modules: [{ declarations: [{ customElement: true, tagName: 'not a tag' }] }] }, {}).widgets).toEqual([]);
  });
});

describe('settings', () => {
  it('a first visit is the plans page: refine bar and plans table, residential, api-base this site', () => {
    const s = settingsFor('');
    expect(s.widgets).toEqual(['ea-refine-bar', 'ea-plans-table']);
    expect(s.common).toMatchObject({ 'customer-type': 'residential', 'api-base': ORIGIN, brand: '' });
    expect(check(s, catalogue)).toEqual([]);
  });

  it('round-trips through the query', () => {
    const s = settingsFor(
      'widget=ea-plans-table&customer-type=business&ea-plans-table.offer-order=TOT,BAL&ea-plans-table.mimic-accordions=on',
    );
    expect(readSettings(new URLSearchParams(settingsQuery(s)), catalogue, ORIGIN)).toEqual(s);
  });

  it('ignores unknown widgets and keeps catalogue order', () => {
    expect(settingsFor('widget=ea-plans-table&widget=ea-nope&widget=ea-refine-bar').widgets).toEqual(['ea-refine-bar', 'ea-plans-table']);
  });
});

describe('checks', () => {
  const messages = (query: string) => check(settingsFor(query), catalogue);

  it('needs at least one widget', () => {
    expect(messages('submitted=1')).toEqual([{ field: null, message: 'Choose at least one widget.' }]);
  });

  it('an enumerated attribute must have one of its values', () => {
    expect(messages('widget=ea-refine-bar&customer-type=retail')).toEqual([
      { field: 'customer-type', message: 'customer-type must be one of “residential”, “business”; “retail” is not.' },
    ]);
    expect(messages('widget=ea-refine-bar&ea-refine-bar.location-mode=map')[0]?.field).toBe('ea-refine-bar.location-mode');
  });

  it.each(['/api', 'api.example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://example.com/?x=1', 'https://example.com#x'])(
    'api-base %s is not an absolute http(s) address',
    (value) => {
      expect(isApiBase(value)).toBe(false);
      expect(messages(`widget=ea-refine-bar&api-base=${encodeURIComponent(value)}`)[0]?.message).toMatch(/absolute http\(s\) address/);
    },
  );

  it.each(['https://example.com', 'http://127.0.0.1:4173', 'https://example.com/energy/'])('api-base %s is fine', (value) => {
    expect(isApiBase(value)).toBe(true);
  });

  it('moving-home needs the plans table on the same page, and says why', () => {
    expect(messages('widget=ea-moving-home')).toEqual([{ field: null, message: expect.stringMatching(/needs ea-plans-table/) }]);
    expect(messages('widget=ea-moving-home&widget=ea-plans-table')).toEqual([]);
  });

  it('checkout-url must be a same-site path or an http(s) address', () => {
    expect(messages('widget=ea-qualifier&ea-qualifier.checkout-url=%2Fcheckout')).toEqual([]);
    expect(messages('widget=ea-qualifier&ea-qualifier.checkout-url=javascript%3Ax')[0]?.field).toBe('ea-qualifier.checkout-url');
    expect(messages('widget=ea-qualifier&ea-qualifier.checkout-url=%2F%2Fevil.example')[0]?.field).toBe('ea-qualifier.checkout-url');
  });

  it('a boolean attribute is on or absent; a required one must be there', () => {
    expect(messages('widget=ea-plans-table&ea-plans-table.mimic-accordions=yes')[0]?.field).toBe('ea-plans-table.mimic-accordions');
    const strict: Catalogue = {
      widgets: [
        { tag: 'ea-x', entry: 'x.js', integrity: 'sha384-x', attributes: [{ name: 'y', kind: 'text', options: [], required: true }] },
      ],
    };
    expect(check(readSettings(new URLSearchParams('widget=ea-x'), strict, ORIGIN), strict)).toEqual([
      { field: 'ea-x.y', message: 'y is required.' },
    ]);
  });

  it('an entry without a hash in manifest.json is a problem', () => {
    const bare = readCatalogue(json('custom-elements.json'), { files: [] });
    expect(check(readSettings(new URLSearchParams('widget=ea-refine-bar'), bare, ORIGIN), bare)[0]?.message).toMatch(/no integrity hash/);
  });

  it('notes the qualifier route, the moving-home address event and a missing api-base', () => {
    expect(notes(settingsFor('widget=ea-qualifier&api-base=https%3A%2F%2Fx.example'))).toEqual([expect.stringMatching(/#\/qualifier/)]);
    expect(notes(settingsFor('widget=ea-refine-bar'))).toEqual([expect.stringMatching(/Without api-base/)]);
  });
});

describe('the snippet', () => {
  it('has the placeholder CSS, absolute script URLs with integrity and CORS mode, and the elements', () => {
    const s = settingsFor(`widget=ea-refine-bar&widget=ea-plans-table&customer-type=business&api-base=${encodeURIComponent(ORIGIN)}`);
    expect(buildSnippet(s, catalogue, { origin: ORIGIN })).toBe(
      [
        '<!-- Energy plan widgets 0.1.0 -->',
        '<style>',
        'ea-refine-bar:not(:defined) { display: block; min-height: 360px; }',
        '@media (max-width: 767px) { ea-refine-bar:not(:defined) { min-height: 329px; } }',
        'ea-plans-table:not(:defined) { display: block; min-height: 1200px; }',
        '</style>',
        `<script type="module" src="${ORIGIN}/widgets/0.1.0/refine-bar.js" integrity="${catalogue.widgets[0]?.integrity}" crossorigin="anonymous"></script>`,
        `<script type="module" src="${ORIGIN}/widgets/0.1.0/plans-table.js" integrity="${catalogue.widgets[1]?.integrity}" crossorigin="anonymous"></script>`,
        `<ea-refine-bar customer-type="business" api-base="${ORIGIN}"></ea-refine-bar>`,
        `<ea-plans-table customer-type="business" api-base="${ORIGIN}"></ea-plans-table>`,
        '',
      ].join('\n'),
    );
  });

  it('escapes attribute values, writes booleans bare and leaves empty ones out', () => {
    const s = settingsFor(
      'widget=ea-plans-table&brand=A%22%3E%3Cscript%3E%26B&ea-plans-table.mimic-accordions=on&ea-plans-table.offer-order=',
    );
    expect(buildSnippet(s, catalogue, { origin: ORIGIN })).toContain(
      '<ea-plans-table brand="A&quot;&gt;&lt;script&gt;&amp;B" mimic-accordions></ea-plans-table>',
    );
  });

  it('loads moving-home before the plans table, and can leave api-base out (the preview)', () => {
    const s = settingsFor('widget=ea-plans-table&widget=ea-moving-home&api-base=https%3A%2F%2Fapi.example');
    const lines = buildSnippet(s, catalogue, { origin: `${ORIGIN}/`, omit: ['api-base'] }).split('\n');
    expect(lines.filter((l) => l.startsWith('<script')).map((l) => /widgets\/(?:[\d.]+\/)?([a-z-]+\.js)/.exec(l)?.[1])).toEqual([
      'moving-home.js',
      'plans-table.js',
    ]);
    expect(lines.join('\n')).not.toContain('api-base');
  });

  it('is empty when no widget is chosen', () => {
    expect(buildSnippet(settingsFor('submitted=1'), catalogue, { origin: ORIGIN })).toBe('');
  });

  it('reserves the same space as the demo site does (host-demo/site/static/site.css)', () => {
    const css = readFileSync(join(__dirname, '..', '..', '..', 'host-demo', 'site', 'static', 'site.css'), 'utf8');
    for (const rule of Object.values(PLACEHOLDER_CSS).flat()) expect(css).toContain(rule);
  });
});

describe('placeholder CSS', () => {
  it("reserves the moving-home prompt's space, and none for the plans table beside it (it shows nothing before an address)", () => {
    const css = placeholderCss(settingsFor('widget=ea-plans-table&widget=ea-moving-home')).join('\n');
    expect(css).toContain('ea-moving-home:not(:defined) { display: block; min-height: 90px; }');
    expect(css).not.toContain('ea-plans-table');
    expect(placeholderCss(settingsFor('widget=ea-plans-table')).join('\n')).toContain('ea-plans-table:not(:defined)');
  });
});
