/**
 * The HTML a content editor pastes for one element (Storybook's "Show code" on the editors' pages): the
 * entry's script tag, the placeholder CSS that reserves the widget's space, and the element with its
 * attributes. Pure, so a unit test holds it (test/unit/stories/snippet.test.ts).
 */

import { PLACEHOLDER_CSS } from '../../src/embed/manifest-data';

/**
 * A placeholder CDN base: the stable path `/ea-widgets/<entry>.js` of docs/release.md, whose
 * recommended default snippet is the stable URL without `integrity`. Replace the host with the CDN's.
 */
export const PLACEHOLDER_CDN_BASE = 'https://cdn.example.com/ea-widgets';

export interface SnippetInput {
  /** The element's tag, e.g. `ea-refine-bar`. */
  readonly tag: string;
  /** Its entry file, e.g. `refine-bar.js`. */
  readonly entry: string;
  /** The attributes to write, in order; `''` writes the name alone (a boolean attribute). */
  readonly attributes: Readonly<Record<string, string>>;
  /** Where the entry files are served (default: the placeholder CDN). */
  readonly cdnBase?: string;
}

/** Escapes text for an HTML attribute value in double quotes (and for text content). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The element's start tag's attributes, each ` name="value"` (or ` name` for an empty value). */
function attributeText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
}

/** The snippet: the script tag (once per page), the placeholder CSS where the element has one, the element. */
export function elementSnippet({ tag, entry, attributes, cdnBase = PLACEHOLDER_CDN_BASE }: SnippetInput): string {
  const base = cdnBase.replace(/\/+$/, '');
  const lines = [
    `<!-- The script, once per page (${base} is a placeholder for your CDN's address). -->`,
    `<script type="module" src="${escapeHtml(`${base}/${entry}`)}"></script>`,
  ];
  const css = PLACEHOLDER_CSS[tag];
  if (css) {
    lines.push('<style>', "  /* Reserves the widget's space until its script has run (no layout shift). */");
    lines.push(...css.map((rule) => `  ${rule}`), '</style>');
  }
  lines.push(`<${tag}${attributeText(attributes)}></${tag}>`);
  return lines.join('\n');
}
