import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../../src/embed/define-widget';
import { ROUTES, useRoute } from '../../src/services/page';
import { QualifierLoading } from './QualifierLoading';

/** The page loads when the route is entered: a plans-page visitor who never continues never downloads it. */
const QualifierPage = lazy(() => import('./QualifierPage'));

/** Renders "Get started" on the `qualifier` hash route only; nothing elsewhere. */
export function QualifierRoute({ attributes }: WidgetProps) {
  const route = useRoute();
  if (route !== ROUTES.qualifier) return null;
  return (
    <Suspense fallback={<QualifierLoading />}>
      <QualifierPage attributes={attributes} />
    </Suspense>
  );
}
