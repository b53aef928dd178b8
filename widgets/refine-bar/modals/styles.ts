import { useStyles } from '../../../src/embed/styles';
import fieldsCss from '../fields.css?inline';
import css from './modals.css?inline';

/** The modals' own CSS and their fields', loaded with them instead of with the bar. */
export function useModalStyles(): void {
  useStyles(fieldsCss);
  useStyles(css);
}
