import type { WidgetProps } from '../../src/embed/define-widget';
import { QUALIFIER_TITLE } from '../../src/domain';

export default function QualifierPage(_props: WidgetProps) {
  return <h1>{QUALIFIER_TITLE}</h1>;
}
