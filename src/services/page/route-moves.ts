import { currentRoute, type Route } from './routes';

/**
 * Whether the `popstate` being handled moved the page to another hash route (src/domain/page/overlay-entry.ts). Kept
 * from the first overlay's chunk on: the route seen last (a host's `pushState` then `hashchange` moves it with no
 * `popstate`), set in the capture phase, which runs before the overlays' own listeners at the window.
 */
let seen: Route = currentRoute();
let changed = false;
addEventListener(
  'popstate',
  () => {
    const now = currentRoute();
    changed = now !== seen;
    seen = now;
  },
  true,
);
addEventListener(
  'hashchange',
  () => {
    seen = currentRoute();
  },
  true,
);

/** The `popstate` being handled changed the route (as a host's `location.hash = '#/qualifier'` does). */
export const popstateChangedRoute = (): boolean => changed;
