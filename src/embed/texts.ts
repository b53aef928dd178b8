export { DEFAULT_ERROR_TEXT } from '../domain/messages';
export { CONTACT_US_TEXT } from '../domain/start-texts';
