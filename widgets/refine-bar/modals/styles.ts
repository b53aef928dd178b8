import { useStyles } from '../../../src/embed/styles';
import css from './modals.css?inline';

/** The modals' own CSS, loaded with them instead of with the bar. */
export function useModalStyles(): void {
  useStyles(css);
}
