/** The retailer's own name, the `brand` attribute's default (EMBEDDING.md). */
export const DEFAULT_BRAND = 'EnergyAustralia';

/** The brand a widget names: its `brand` attribute, or the retailer's own when that is absent or blank. */
export const brandName = (attribute: string | undefined): string => attribute?.trim() || DEFAULT_BRAND;
