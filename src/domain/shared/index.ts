/**
 * Rules and texts every concern uses: enumerations, constants, numbers, dates, postcodes, addresses, the message catalogue.
 *
 * This index is what start-up code may import from the folder. The folder's other modules are
 * lazy-only: imported by path, and only from lazily loaded code (`import()`); the ESLint rule
 * local/concern-boundaries checks both (docs/architecture.md, "Where things live").
 * Lazy-only here: address-search, calendar, carousel, dates, field-guards, iso-date, messages, phone.
 */
export * from './address';
export * from './constants';
export * from './device';
export * from './enums';
export * from './fuel-texts';
export * from './numbers';
export * from './postcode';
export * from './region';
export * from './start-texts';
