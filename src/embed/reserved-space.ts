/** A height band: below `maxWidth` px of page width (null: any width) the element takes at least `height` px. */
export type HeightBand = readonly [maxWidth: number | null, height: number];

/**
 * `<ea-checkout-summary>`'s height as it loads (the checkout header and the quote's list of six rows held), widest
 * band first: taller as the header and the list wrap on narrower pages. The page reserves it until the element is
 * defined (PLACEHOLDER_CSS), and the element holds it until its code has loaded.
 */
export const CHECKOUT_SUMMARY_HEIGHTS: readonly HeightBand[] = [
  [null, 388],
  [639, 437],
  [519, 677],
  [479, 719],
];

/** CSS rules giving `selector` each band's least height (`first` goes before the widest band's, e.g. a display). */
export const minHeightRules = (selector: string, bands: readonly HeightBand[], first = ''): string[] =>
  bands.map(([maxWidth, height]) =>
    maxWidth === null
      ? `${selector} { ${first}min-height: ${height}px; }`
      : `@media (max-width: ${maxWidth}px) { ${selector} { min-height: ${height}px; } }`,
  );
