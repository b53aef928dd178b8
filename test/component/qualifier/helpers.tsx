import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi, type FetchLike } from '../../../src/api';
import { forgetStartup } from '../../../src/services/page/startup';
import { store, type StoreData } from '../../../src/store';
import QualifierPage from '../../../widgets/qualifier/QualifierPage';
import { QualifierRoute } from '../../../widgets/qualifier/QualifierRoute';
import { pressHandled, renderInWidget } from '../render';

export const plan = (code: string, name = code) => ({ code, id: code, name, sourceCode: `${code}-SRC` });

/**
 * Plans the reference API offers at 2000 (electricity and gas): "Get started" runs the plans service, and a
 * lookup it makes (a sign-in, an address) removes a selected plan the answer does not offer.
 */
export const ELECTRICITY_2000 = 'FLEXI-AUSGRID-ENE1161235MRE1';
export const GAS_2000 = 'GFLEXI-GASNSW-GAS-NSW-FLEXI';

/** The demo's NSW connection address (the reference API knows it: plans, no disconnection needed). */
export const MARTIN_PLACE: StoreData['address'] = {
  postcode: '2000',
  state: 'NSW',
  label: '1 Martin Place, Sydney NSW 2000',
  streetNumber: '1',
  streetName: 'Martin Place',
  id: 'ADR-0001',
};

export interface MountOptions {
  attributes?: Record<string, string>;
  seed?: (data: StoreData) => void;
  /** Wraps the in-process reference API (to count or fail calls). */
  fetch?: (api: FetchLike) => FetchLike;
  /** The page's path and query (start-up reads the customer type and postcode from them). */
  path?: string;
  /** Rendered as the element renders it, on the route only (gone once the route leaves `#/qualifier`). */
  routed?: boolean;
}

/** Mounts "Get started" on #/qualifier against the reference API, with an electricity plan at 2000 in the cart. */
export async function mountQualifier(options: MountOptions = {}) {
  forgetStartup();
  history.replaceState(null, '', `${options.path ?? '/home/electricity-and-gas/plans'}#/qualifier`);
  const api = createApiFetch();
  configureApi({ fetch: options.fetch ? options.fetch(api) : api, retries: 0 });
  const s = store.getState();
  s.patch('plans', {
    electricityPlans: [plan(ELECTRICITY_2000)],
    gasPlans: [plan(GAS_2000)],
    selectedElectricityPlanCode: ELECTRICITY_2000,
  });
  s.setPostcode('2000');
  if (options.seed) {
    const data = structuredClone(
      Object.fromEntries(Object.entries(store.getState()).filter(([, v]) => typeof v !== 'function')),
    ) as unknown as StoreData;
    options.seed(data);
    store.setState(data);
  }
  const user = userEvent.setup();
  const attributes = options.attributes ?? {};
  const result = renderInWidget(options.routed ? <QualifierRoute attributes={attributes} /> : <QualifierPage attributes={attributes} />);
  await screen.findByRole('heading', { name: 'Get started', level: 1 });
  return { ...result, user };
}

export const continueButton = () => screen.getByRole('button', { name: /^Continue/ });

/** Existing customer: account number and postcode, then Continue. */
export async function signIn(user: ReturnType<typeof userEvent.setup>, account: string, postcode = '2000') {
  await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
  await user.type(screen.getByRole('textbox', { name: 'Account number' }), account);
  await user.type(screen.getByRole('textbox', { name: 'At your current address' }), postcode);
  await user.click(continueButton());
  await pressHandled();
  await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
}

/**
 * "Get started" for a new customer, not moving, at 1 Martin Place (`extra` seeds more answers); the
 * quote saves (POSTs) the page sends are collected in `quotePosts`.
 */
export async function mountNotMovingAtMartinPlace(extra?: (d: StoreData) => void) {
  const quotePosts: string[] = [];
  const mounted = await mountQualifier({
    seed: (d) => {
      d.account.existingCustomer = 'no';
      d.moving.movingHouse = 'NOT_MOVING';
      d.qualifier.form.movingAnswer = 'no';
      d.address = { ...MARTIN_PLACE };
      extra?.(d);
    },
    fetch:
      (api: FetchLike): FetchLike =>
      (input, init) => {
        const req = new Request(input, init);
        if (req.method === 'POST' && new URL(req.url).pathname === '/qt2/app/v1/quotes') quotePosts.push(req.url);
        return api(input, init);
      },
  });
  return { ...mounted, quotePosts };
}
