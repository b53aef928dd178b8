/** Pure domain layer: enumerations, constants, rules and formatters. */
export * from './enums';
export * from './constants';
export * from './messages';
