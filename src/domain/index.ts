/** Pure domain layer: enumerations, constants, rules and formatters. */
export * from './enums';
export * from './constants';
export * from './messages';
export * from './query';
export * from './customer';
export * from './account';
export * from './journey';
export * from './postcode';
export * from './device';
export * from './numbers';
export * from './usage';
export * from './phone';
