/**
 * A route guard's redirect to the journey's home ('', spec 3 §2.1), without a second identical home entry in the
 * history (`redirectWay` in src/domain/page/route-redirect.ts). Lazy-only: it loads with the qualifier's guard.
 */
import { redirectWay } from '../../domain/page/route-redirect';
import { currentRoute, goTo, ROUTES } from './routes';

/** A Back of ours is on its way: the guard, run again before it lands (each store change), does not go back twice. */
let goingBack = false;

const settled = (): void => {
  goingBack = false;
};
addEventListener('popstate', settled);
// Left for another document and restored from the back/forward cache: no Back of ours is on its way any more.
addEventListener('pageshow', settled);

/**
 * The address of the history entry behind this one, where the browser says (the Navigation API) and it is in this
 * document, else null. An entry of an earlier load of the page (reloaded on "Get started", or back from checkout
 * without the back/forward cache) is left alone: Back to it would load the whole page again, and a host's
 * `beforeunload` prompt answered "Stay" would leave our Back waiting for good.
 */
function entryBehind(): string | null {
  const navigation = (globalThis as { navigation?: Navigation }).navigation;
  const index = navigation?.currentEntry?.index ?? -1;
  const entry = index > 0 ? navigation?.entries()[index - 1] : undefined;
  return entry?.sameDocument ? (entry.url ?? null) : null;
}

/**
 * Leaves the guarded route for the journey's home, the query kept: back to the home entry the visitor came from when
 * it is right behind, else in place of the guarded entry.
 */
export function redirectHome(): void {
  if (goingBack) return;
  const behind = entryBehind();
  const onHome = behind !== null && currentRoute(new URL(behind).hash) === ROUTES.root;
  if (redirectWay(location.href, behind, onHome) === 'replace') {
    goTo(ROUTES.root, { replace: true });
    return;
  }
  // Set first: a browser may land the Back before `back()` returns.
  goingBack = true;
  history.back();
}
