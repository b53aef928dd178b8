import { useEffect } from 'react';
import { NO_PLANS_SHOWN_LINK, NO_PLANS_SHOWN_TEXT } from '../../src/domain/plans/plan-texts';
import { logWarning } from '../../src/log';
import { Message } from '../../src/ui';

/**
 * The lookup answered plans but the table's `offer-filter` keeps none of them (a campaign's plan not offered at the
 * visitor's address, or a code mistyped by the page's editor): the visitor is told, and offered every plan, instead
 * of a table that is not there. Loaded only then.
 */
export default function NoPlansShown({ filter, plansHref, count }: { filter: string; plansHref: string; count: number }) {
  useEffect(() => logWarning(`offer-filter "${filter}" keeps none of the ${count} plans found`), [filter, count]);
  return (
    <Message level="info">
      {NO_PLANS_SHOWN_TEXT} <a href={plansHref}>{NO_PLANS_SHOWN_LINK}</a>
    </Message>
  );
}
