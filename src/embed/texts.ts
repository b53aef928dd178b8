export { DEFAULT_ERROR_TEXT } from '../domain/messages';
