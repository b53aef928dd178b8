import { describe, expect, it } from 'vitest';
import { ABSENT, attributeArgTypes, attributesFromArgs } from '../../../stories/support/manifest-args';
import { elementSnippet, escapeHtml, PLACEHOLDER_CDN_BASE } from '../../../stories/support/snippet';
import { manifest as cartOverlay } from '../../../widgets/cart-overlay/manifest';
import { manifest as refineBar } from '../../../widgets/refine-bar/manifest';

describe('the snippet on the editors’ Storybook pages', () => {
  it('gives the script tag on the placeholder CDN, the placeholder CSS and the element with its attributes', () => {
    const html = elementSnippet({
      tag: 'ea-refine-bar',
      entry: 'refine-bar.js',
      attributes: { 'customer-type': 'residential', 'hide-unselected-fuel': '' },
    });
    expect(html).toBe(
      [
        `<!-- The script, once per page (${PLACEHOLDER_CDN_BASE} is a placeholder for your CDN's address). -->`,
        '<script type="module" src="https://cdn.example.com/ea-widgets/refine-bar.js"></script>',
        '<style>',
        "  /* Reserves the widget's space until its script has run (no layout shift). */",
        '  ea-refine-bar:not(:defined) { display: block; min-height: 360px; }',
        '  @media (max-width: 767px) { ea-refine-bar:not(:defined) { min-height: 329px; } }',
        '</style>',
        '<ea-refine-bar customer-type="residential" hide-unselected-fuel></ea-refine-bar>',
      ].join('\n'),
    );
  });

  it('escapes attribute values', () => {
    const html = elementSnippet({
      tag: 'ea-refine-bar',
      entry: 'refine-bar.js',
      attributes: { 'meter-detected-text': `Call <b>us</b> & "ask" 'now'` },
    });
    expect(html).toContain('meter-detected-text="Call &lt;b&gt;us&lt;/b&gt; &amp; &quot;ask&quot; &#39;now&#39;"');
    expect(escapeHtml('<script>')).toBe('&lt;script&gt;');
  });

  it('writes no style block for an element without placeholder CSS, and takes another CDN base', () => {
    const html = elementSnippet({ tag: 'ea-cart-overlay', entry: 'cart-overlay.js', attributes: {}, cdnBase: 'https://cdn.test/w/' });
    expect(html).toBe(
      [
        "<!-- The script, once per page (https://cdn.test/w is a placeholder for your CDN's address). -->",
        '<script type="module" src="https://cdn.test/w/cart-overlay.js"></script>',
        '<ea-cart-overlay></ea-cart-overlay>',
      ].join('\n'),
    );
    expect(elementSnippet({ tag: 'ea-plans-table', entry: 'plans-table.js', attributes: {} })).toContain(
      'ea-plans-table:not(:defined) { display: block; min-height: 1200px; }',
    );
  });
});

describe('controls from the element metadata', () => {
  it('has a control for every attribute: select for values, boolean, text; with description and default', () => {
    const types = attributeArgTypes(refineBar);
    expect(Object.keys(types)).toEqual(['customer-type', 'api-base', 'brand', ...refineBar.attributes.map((a) => a.name)]);
    expect(types['customer-type']).toMatchObject({ options: [ABSENT, 'residential', 'business'], control: { type: 'select' } });
    expect(types['location-mode']).toMatchObject({ options: [ABSENT, 'postcode'], table: { type: { summary: "'postcode'" } } });
    expect(types['hide-unselected-fuel']).toMatchObject({ control: 'boolean', table: { type: { summary: 'boolean' } } });
    expect(types['green-page-key']).toMatchObject({
      control: 'text',
      description: 'The getConfig key of the green-energy options the bar offers.',
      table: { defaultValue: { summary: 'greenEnergyOptions' } },
    });
    expect(types['brand']?.table).toMatchObject({
      category: 'Attributes every element reads',
      defaultValue: { summary: 'EnergyAustralia' },
    });
    expect(attributeArgTypes(cartOverlay)['continue-href']?.table).toMatchObject({ category: 'Attributes of <ea-cart-overlay>' });
  });

  it('turns args into attributes in the manifest’s order: booleans by presence, empty and unset left out', () => {
    expect(
      attributesFromArgs(refineBar, {
        'meter-detected-hide-button': true,
        'hide-unselected-fuel': false,
        'location-mode': ABSENT,
        brand: '',
        'green-page-key': 'greenOptionsBusiness',
        'customer-type': 'business',
        unknown: 'x',
      }),
    ).toEqual({ 'customer-type': 'business', 'green-page-key': 'greenOptionsBusiness', 'meter-detected-hide-button': '' });
    expect(Object.keys(attributesFromArgs(refineBar, { 'meter-detected-hide-button': true, 'customer-type': 'business' }))).toEqual([
      'customer-type',
      'meter-detected-hide-button',
    ]);
  });
});
