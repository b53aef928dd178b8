import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectHome } from '../../../../src/services/page/route-redirect';

/** The Navigation API's view of the session history: `urls`, the last one current. */
function navigationWith(urls: string[], sameDocument = true): void {
  const entries = urls.map((url, index) => ({ url, index, sameDocument }));
  vi.stubGlobal('navigation', { currentEntry: entries[entries.length - 1], entries: () => entries });
}

beforeEach(() => {
  history.replaceState(null, '', '/moving-house/move-home?customerType=residential#/qualifier');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  dispatchEvent(new PopStateEvent('popstate'));
});

describe('redirectHome: the guard of "Get started" sends the visitor to the journey home (spec 3 §2.1)', () => {
  it('goes back to the home entry right behind, once however often the guard runs before the Back lands', () => {
    const home = new URL('/moving-house/move-home?customerType=residential#/', location.href).href;
    navigationWith([home, location.href]);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const length = history.length;
    redirectHome();
    redirectHome();
    expect(back).toHaveBeenCalledTimes(1);
    expect(history.length).toBe(length);
    // Landed: a later redirect (Forward to the route again) goes back again.
    dispatchEvent(new PopStateEvent('popstate'));
    redirectHome();
    expect(back).toHaveBeenCalledTimes(2);
  });

  it('writes the home in place, query kept, when the browser does not say what is behind', () => {
    const back = vi.spyOn(history, 'back');
    const length = history.length;
    redirectHome();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/');
    expect(location.search).toBe('?customerType=residential');
    expect(history.length).toBe(length);
  });

  it('writes it in place when the home behind is an earlier load of the page: Back would load the whole page again', () => {
    const home = new URL('/moving-house/move-home?customerType=residential#/', location.href).href;
    navigationWith([home, location.href], false);
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    const length = history.length;
    redirectHome();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/');
    expect(history.length).toBe(length);
  });

  it('writes it in place when another page is behind: Back never leads to "Get started" without what it needs', () => {
    navigationWith([new URL('/', location.href).href, location.href]);
    const back = vi.spyOn(history, 'back');
    redirectHome();
    expect(back).not.toHaveBeenCalled();
    expect(location.hash).toBe('#/');
  });
});
