export { DEFAULT_ERROR_TEXT } from '../domain/shared/messages';
export { CONTACT_US_TEXT } from '../domain/shared';
