import { afterEach, describe, expect, it } from 'vitest';
import { CART_ENTRY_MARK, currentRoute, goTo, onPlansRoute, ROUTES } from '../../../../src/services/page/routes';

afterEach(() => history.replaceState(null, '', '/'));

describe('the hash routes of the journey', () => {
  it("reads '#/qualifier' as the qualifier and anything else as the root", () => {
    expect(currentRoute('#/qualifier')).toBe(ROUTES.qualifier);
    expect(currentRoute('#qualifier')).toBe(ROUTES.qualifier);
    expect(currentRoute('#/qualifier?step=2')).toBe(ROUTES.qualifier);
    expect(currentRoute('')).toBe(ROUTES.root);
    expect(currentRoute('#/')).toBe(ROUTES.root);
    expect(currentRoute('#/checkout')).toBe(ROUTES.root);
    expect(currentRoute('#/qualifier/extra')).toBe(ROUTES.root);
  });

  it('goes to the qualifier and back, keeping the page’s query', () => {
    history.replaceState(null, '', '/plans?postcode=3000');
    expect(onPlansRoute()).toBe(true);
    goTo(ROUTES.qualifier);
    expect(location.hash).toBe('#/qualifier');
    expect(location.search).toBe('?postcode=3000');
    expect(onPlansRoute()).toBe(false);
    goTo(ROUTES.root);
    expect(currentRoute()).toBe(ROUTES.root);
    expect(location.search).toBe('?postcode=3000');
    expect(onPlansRoute()).toBe(true);
  });

  it('replaces the history entry when asked (a guard’s redirect), and adds one otherwise', () => {
    history.replaceState(null, '', '/plans');
    const before = history.length;
    goTo(ROUTES.qualifier);
    expect(history.length).toBe(before + 1);
    goTo(ROUTES.root, { replace: true });
    expect(history.length).toBe(before + 1);
    expect(currentRoute()).toBe(ROUTES.root);
  });

  it('writes the root route in place on a page without a hash: Back then leaves the page at once, not after a press that changes nothing', () => {
    history.replaceState(null, '', '/plans?postcode=2000');
    const before = history.length;
    goTo(ROUTES.root);
    expect(location.hash).toBe('#/');
    expect(location.search).toBe('?postcode=2000');
    expect(history.length).toBe(before);
  });

  it('keeps the host page’s own history state on the entries it writes in place (a host router keys its pages by it); an entry it adds has none, as a hash link’s', () => {
    history.replaceState({ hostRouter: { key: 'k1', scroll: 120 } }, '', '/plans');
    goTo(ROUTES.qualifier, { replace: true });
    expect(history.state).toEqual({ hostRouter: { key: 'k1', scroll: 120 } });
    goTo(ROUTES.root);
    expect(history.state).toBeNull();
    history.replaceState('host string state', '', '/plans');
    goTo(ROUTES.root);
    expect(history.state).toBe('host string state');
  });

  it('leaves the open cart’s mark behind: the entry that replaces the cart’s is not the cart’s', () => {
    history.replaceState({ hostRouter: 'k2', [CART_ENTRY_MARK]: true }, '', '/plans');
    goTo(ROUTES.qualifier, { replace: true });
    expect(history.state).toEqual({ hostRouter: 'k2' });
    expect(location.hash).toBe('#/qualifier');
  });
});
