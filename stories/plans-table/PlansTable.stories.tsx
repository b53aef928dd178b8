import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { configureApi } from '../../src/api';
import type { Fuel, Journey } from '../../src/domain/shared';
import { ensureStarted } from '../../src/services/page/startup';
import type { Address, StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/plans-table/plans-table.css?inline';
import { PlansTable } from '../../widgets/plans-table/PlansTable';
import { gst, ratesOpen } from '../../widgets/plans-table/view-state';
import { shadow, waitsFor, waitsForAll, waitsForText } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

const api = createApiFetch();
configureApi({ fetch: api, retries: 0 });
void ensureStarted();

type Transform = (body: Record<string, unknown>) => void;

/** The reference API in process; the lookup can hang or have its answer changed, the account check can fail with an error code. */
function apiFetch(lookup: 'normal' | 'hang', transform?: Transform, accountError?: string): typeof api {
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (accountError && url.includes('/account/verifyAccount')) {
      return new Response(JSON.stringify({ errorCode: accountError, errorContext: null }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (!url.includes('/offers/lookup')) return api(input, init);
    if (lookup === 'hang') return new Promise<Response>(() => {});
    const response = await api(input, init);
    if (!transform) return response;
    const body = (await response.json()) as Record<string, unknown>;
    transform(body);
    return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
  };
}

const withoutBenchmarks: Transform = (body) => {
  for (const fuel of ['electricity', 'gas']) {
    const plans = (body[fuel] as { plans: { benchmark: unknown; rewards: { benchmark: unknown } }[] }).plans;
    for (const p of plans) {
      p.benchmark = null;
      p.rewards.benchmark = null;
    }
  }
};
/** A second electricity variant of the first plan: its group no longer holds one plan per fuel. */
const withSecondVariant: Transform = (body) => {
  const plans = (body['electricity'] as { plans: Record<string, unknown>[] }).plans;
  const first = plans[0];
  if (first) plans.push({ ...first, id: `${String(first['id'])}-2`, code: `${String(first['code'])}-2` });
};

/** 300 copies of the first electricity plan, no gas: past the 120 panels built ahead (issue 21). */
const withFarMorePlans: Transform = (body) => {
  const electricity = body['electricity'] as { plans: Record<string, unknown>[] };
  const first = electricity.plans[0] ?? {};
  electricity.plans = Array.from({ length: 300 }, (_, i) => ({
    ...first,
    id: `MANY-${i}`,
    code: `MANY${i}`,
    name: `Plan number ${i + 1}`,
  }));
  (body['gas'] as { plans: unknown[] }).plans = [];
};

/** Only the first gas plan stays: one group (Flexi Plan, a pair), so dual fuel is available but a campaign shows plans individually. */
const withOneGasPlan: Transform = (body) => {
  const gas = body['gas'] as { plans: unknown[] };
  gas.plans = gas.plans.slice(0, 1);
};
/** The lookup could not find the electricity address: the plans are the postcode's and the address comes back empty. */
const withAddressNotFound: Transform = (body) => {
  (body['electricity'] as { status: string }).status = 'ADDRESS_NOT_FOUND';
  body['address'] = null;
};
/** The electricity rates matched by postcode only, so solar at the address is unknown. */
const withPostcodeAccuracy: Transform = (body) => {
  (body['electricity'] as { accuracy: string }).accuracy = 'POSTCODE';
};
/** A blocked meter that is not a NSW remote disconnection. */
const withoutRemoteDisconnection: Transform = (body) => {
  (body['electricity'] as { meterDetails: { nswRemoteDisconnected: boolean } }).meterDetails.nswRemoteDisconnected = false;
};

/** An address of the reference API's address book (looked up by address). */
const GLEBE: Address = {
  id: 'ADR-0016',
  label: '88 Glebe Point Road, Glebe NSW 2037',
  streetNumber: '88',
  streetName: 'Glebe Point Road',
  suburb: 'Glebe',
  postcode: '2037',
  found: true,
};

interface Args {
  postcode: string;
  nmi: string;
  mirn: string;
  fuel: Fuel;
  incGst: boolean;
  keyFeatures: boolean;
  openRates: boolean;
  currentPlan: boolean;
  verification: boolean;
  accountError: string | undefined;
  address: Address | undefined;
  loyalty: boolean;
  journey: Journey | null;
  lookup: 'normal' | 'hang';
  transform: Transform | undefined;
  width: number | undefined;
  /** The element's `offer-filter` attribute: the offer codes it shows. */
  offerFilter: string | undefined;
}

const STYLES = [UI_CSS, css] as const;

function Table({
  postcode,
  nmi,
  mirn,
  fuel,
  incGst,
  keyFeatures,
  openRates,
  currentPlan,
  verification,
  accountError,
  address,
  loyalty,
  journey,
  lookup,
  transform,
  width,
  offerFilter,
}: Args) {
  useSeededStore((data: StoreData) => {
    configureApi({ fetch: apiFetch(lookup, transform, accountError), retries: 0 });
    gst.set(incGst);
    ratesOpen.set(openRates);
    data.app.ready = true;
    data.app.postcode = postcode;
    data.app.journey = journey;
    data.connection.nmi = nmi;
    data.connection.mirn = mirn;
    // A stored NMI or MIRN is looked up only when it came with the visitor's account (spec 2 §7).
    if (nmi || mirn) data.address = { fromUserAccount: true };
    if (address) {
      data.address = { ...address };
      data.app.postcode = address.postcode ?? postcode;
    }
    if (loyalty) {
      data.plans.planQualifications = ['LOYALTY'];
      data.app.featureToggles.usageDataLoyaltyMessage = true;
    }
    data.refine.fuelSelection = fuel;
    data.refine.planFeaturesToggle = keyFeatures ? 'benefits' : 'all';
    if (journey === 'CAMPAIGN') data.quote.campaignId = 'DEMO';
    if (currentPlan || verification) {
      data.account.electricityAccountNumber = '1000000001';
      data.account.gasAccountNumber = '2000000001';
    }
    if (verification) {
      data.account.existingCustomer = 'yes';
      data.account.accountVerified = true;
    }
  });
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <PlansTable
        attributes={{
          ...(openRates ? { 'mimic-accordions': '' } : {}),
          ...(offerFilter !== undefined ? { 'offer-filter': offerFilter } : {}),
        }}
      />
    </ShadowFrame>
  );
}

const meta = {
  title: 'Widgets/Plans table',
  component: Table,
  args: {
    postcode: '2000',
    nmi: '',
    mirn: '',
    fuel: 'both',
    incGst: true,
    keyFeatures: false,
    openRates: false,
    currentPlan: false,
    verification: false,
    accountError: undefined,
    address: undefined,
    loyalty: false,
    journey: null,
    lookup: 'normal',
    transform: undefined,
    width: undefined,
    offerFilter: undefined,
  },
  argTypes: {
    fuel: { control: 'inline-radio', options: ['both', 'electricity', 'gas'] },
    transform: { control: false },
    address: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans' heading: the list is drawn. */
const PLANS = ['heading', 'Available plans'] as const;

/** 'Loading your plans' while the lookup runs; the space stays reserved. */
export const Loading: Story = { args: { lookup: 'hang' }, play: waitsForText('Loading your plans') };
/** Electricity and gas: dual-fuel panels for the plans offered in both fuels, then the electricity-only ones. */
export const BothFuelsGrouped: Story = { play: waitsForAll(PLANS, ['button', 'Show electricity rates'], ['button', 'Show gas rates']) };
/** Electricity only. */
export const ElectricityOnly: Story = { args: { fuel: 'electricity' }, play: waitsForAll(PLANS, ['button', 'Show electricity rates']) };
/** Gas only. */
export const GasOnly: Story = { args: { fuel: 'gas' }, play: waitsForAll(PLANS, ['button', 'Show gas rates']) };
/** A campaign whose groups are not all pairs: individual display, dual fuel not offered, so the first available fuel is shown. */
export const Individual: Story = {
  args: { journey: 'CAMPAIGN', transform: withSecondVariant },
  play: waitsForAll(PLANS, ['button', 'Show electricity rates']),
};
/** A campaign with one dual-fuel group: dual fuel is offered, but with both fuels each plan shows on its own (individual display, spec 2 §4). */
export const IndividualBothFuels: Story = {
  args: { journey: 'CAMPAIGN', transform: withOneGasPlan },
  play: waitsForAll(PLANS, ['button', 'Show electricity rates']),
};
/** Rates without GST on every plan. */
export const GstOff: Story = {
  args: { incGst: false, openRates: true },
  play: async (context) => {
    await waitsForAll(PLANS)(context);
    await waitsForText('Single rate usage rate (exc GST)')(context);
  },
};
/** Rate accordions open together (the mimic setting). */
export const AccordionsOpen: Story = {
  args: { openRates: true },
  play: waitsForAll(PLANS, ['button', 'What is the daily supply charge?']),
};
/** The daily supply charge modal, opened from the first panel's electricity rates. */
export const SupplyChargeHelp: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.click((await s.findAllByRole('button', { name: 'Show electricity rates' }))[0] as HTMLElement);
    await userEvent.click((await s.findAllByRole('button', { name: 'What is the daily supply charge?' }))[0] as HTMLElement);
    await s.findByRole('dialog', { name: 'Daily supply charge' });
  },
};
/** Flexi Plan in the cart for both fuels: 'Added' with its tick. */
export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    const flexi = await s.findByRole('article', { name: 'Flexi Plan' });
    await userEvent.click(within(flexi).getByRole('button', { name: 'Select plan' }));
    await within(flexi).findByRole('button', { name: 'Added' });
  },
};
/** Flexi Plan for both fuels, then an electricity-only plan: Flexi's gas stays in the cart, its panel reads 'Gas added', outlined. */
export const DualFuelPartlyInCart: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    const flexi = await s.findByRole('article', { name: 'Flexi Plan' });
    await userEvent.click(within(flexi).getByRole('button', { name: 'Select plan' }));
    await within(flexi).findByRole('button', { name: 'Added' });
    const electricityOnly = (await s.findAllByRole('article')).find((a) => !within(a).queryByRole('button', { name: 'Show gas rates' }));
    if (!electricityOnly) throw new Error('no electricity-only plan at 2000');
    await userEvent.click(within(electricityOnly).getByRole('button', { name: 'Select plan' }));
    await within(flexi).findByRole('button', { name: 'Gas added' });
  },
};
/** The key-features table with many plans: a carousel when the columns do not fit. */
export const KeyFeaturesCarousel: Story = { args: { postcode: '2010', keyFeatures: true }, play: waitsFor('table', 'Key features') };
/** The key-features table for a few plans. */
export const KeyFeatures: Story = {
  args: { keyFeatures: true },
  play: waitsForAll(['table', 'Key features'], ['button', 'Select plan: Rate Fix']),
};
/** The visitor's current plans in the first column. */
export const CurrentPlan: Story = {
  args: { currentPlan: true },
  play: waitsForAll(PLANS, ['heading', 'Standing Offer (Home) & Basic Home Gas']),
};
/** The comparison with the reference price (NSW). */
export const BenchmarkShown: Story = {
  play: waitsForAll(PLANS, ['button', 'What does this mean? About the electricity reference price comparison']),
};
/** The Victorian Default Offer in VIC. */
export const BenchmarkVictoria: Story = {
  args: { postcode: '3000' },
  play: waitsForAll(PLANS, ['button', 'What does this mean? About the electricity Victorian Default Offer comparison']),
};
/** No benchmark in the plans: no comparison shown. */
export const BenchmarkHidden: Story = {
  args: { transform: withoutBenchmarks },
  play: async ({ canvasElement }) => {
    await waitsForAll(PLANS, ['button', 'Compare Flexi Plan'])({ canvasElement });
    await expect(shadow(canvasElement).queryAllByRole('button', { name: /^What does this mean\?/ })).toHaveLength(0);
  },
};
/** The verification modal for an existing, verified customer without a refresh token. */
export const VerificationModal: Story = {
  args: { verification: true },
  play: waitsFor('dialog', 'Validate your EnergyAustralia accounts.'),
};
/** The verification modal when the visitor's information cannot be retrieved (C1_UNKNOWN_ERROR): the table variant with the phone number. */
export const VerificationUnknownError: Story = {
  args: { verification: true, accountError: 'C1_UNKNOWN_ERROR' },
  play: async ({ canvasElement }) => {
    await expect(
      await shadow(canvasElement).findByText(/^We are currently unable to retrieve your information\. Please call 133 466/),
    ).toBeTruthy();
  },
};
/** The loyalty message for a loyalty-qualified customer with the toggle on (spec 2 §1). */
export const LoyaltyMessage: Story = {
  args: { loyalty: true },
  play: waitsForText(
    'As a customer for at least six consecutive months, you can choose our exclusive plan with a higher discount on usage and supply charges for 12 months.',
  ),
};
/** The verification modal when the account check says the accounts belong to different holders (ACCOUNT_IDENTITY_NOT_MATCH). */
export const VerificationIdentityNotMatch: Story = {
  args: { verification: true, accountError: 'ACCOUNT_IDENTITY_NOT_MATCH' },
  play: async ({ canvasElement }) => {
    await expect(await shadow(canvasElement).findByText(/belong to different account holders/)).toBeTruthy();
  },
};
/** Disclaimers with each key's general text for the visitor's state: the Victorian variants (postcode 3000; NSW ones in the other stories). */
export const DisclaimersVictoria: Story = {
  args: { postcode: '3000' },
  play: waitsForText(/Estimates use the benchmark usage set by the Essential Services Commission\./),
};
/** The page's `offer-filter` keeps none of the plans found (here a code no plan has): the table says so and links to every plan. */
export const OfferFilterKeepsNone: Story = {
  args: { offerFilter: 'NOPE' },
  play: waitsFor('link', 'See all our plans'),
};
/** About 90 plans (postcode 2010). */
export const ManyPlans: Story = { args: { postcode: '2010' }, play: waitsForAll(PLANS, ['button', 'Compare Flexi Plan']) };

/** A lookup answering far more plans than usual: 120 built ahead, then 'Show more plans' (or scrolling near the end). */
export const FarMorePlans: Story = {
  args: { fuel: 'electricity', transform: withFarMorePlans },
  play: async ({ canvasElement }) => {
    await expect(await shadow(canvasElement).findByRole('button', { name: 'Show more plans' }, { timeout: 30_000 })).toBeTruthy();
  },
};
/** Mobile width. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } }, play: waitsForAll(PLANS, ['button', 'Show electricity rates']) };
/** Desktop width. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: waitsForAll(PLANS, ['button', 'Show electricity rates']),
};

// Messages (spec 2 §8): one story per status of the scenario catalogue.
/** Gas not supplied at a QLD postcode: the full postcode message with the note about electricity. */
export const MessageGasPostcodeNotServiced: Story = {
  args: { postcode: '4000' },
  play: waitsForText('Please note: at postcode 4000, we only supply electricity.'),
};
/** Both fuels not supplied. */
export const MessagePostcodeNotServiced: Story = {
  args: { postcode: '2880' },
  play: waitsForText("Unfortunately we don't supply energy to postcode 2880."),
};
/** Ergon network (electricity) and no gas: the combined warning. */
export const MessageErgon: Story = {
  args: { postcode: '4870' },
  play: waitsForText("Unfortunately we don't supply energy to postcode 4870."),
};
/** A state not served. */
export const MessageStateNotServiced: Story = { args: { postcode: '0800' }, play: waitsForText('This offer is not available in NT.') };
/** SYSTEM_ERROR for gas and nothing else said: the error for both fuels, in the default message's words. */
export const MessageSystemError: Story = {
  args: { postcode: '2001' },
  play: async (context) => {
    // The sentence's 'contact us' is its link.
    await waitsForText(/^Sorry, an unexpected error occurred\. Please try again later or/)(context);
    await waitsFor('link', 'contact us')(context);
  },
};
/** The lookup answered HTTP 500: a closable warning with the status. */
export const MessagePlanLoadFailed: Story = {
  args: { postcode: '2002' },
  play: waitsForText("We couldn't load your plans just now (error 500). Please try again."),
};
/** NMI blocked: NSW remote disconnection with the distributor's name and phone. */
export const MessageNmiBlocked: Story = {
  args: { nmi: '4102000001' },
  play: waitsForText(
    'Your electricity has been remotely disconnected. Please call your distributor Ausgrid on 131 388 to have it reconnected. You can still choose a gas plan.',
  ),
};
/** A remotely capable meter. */
export const MessageRemoteMeteringRisk: Story = {
  args: { nmi: '4102000002' },
  play: waitsForText(
    "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.",
  ),
};
/** Electricity switched off (QLD): not closable. */
export const MessageQldDeenergised: Story = {
  args: { nmi: '3120000003' },
  play: waitsForText(
    "We're unable to sign you up online because electricity at your site is currently switched off. Please call us on 133 466.",
  ),
};
/** Solar set-up unknown: not closable. */
export const MessageSolarSetupUnknown: Story = {
  args: { nmi: '4102000004' },
  play: waitsForText('There is an issue with the electricity meter at this address. Please call us on 133 466.'),
};
/** The address is not served for electricity: only gas. */
export const MessageAddressNotServiced: Story = {
  args: { nmi: '4102000006' },
  play: waitsForText('Please note: at postcode 2000, we only supply gas.'),
};
/** An unknown NMI. */
export const MessageNmiNotFound: Story = {
  args: { nmi: '4102000099' },
  play: waitsForText(
    "Unfortunately we don't recognise the NMI entered (4102000099). You can enter your postcode instead to see the plans available in your area.",
  ),
};
/** An unknown MIRN. */
export const MessageMirnNotFound: Story = {
  args: { mirn: '5240000009' },
  play: waitsForText(
    "Unfortunately we don't recognise the MIRN entered (5240000009). You can enter your postcode instead to see the plans available in your area.",
  ),
};
/** A campaign not offered here (postcode 3001): the combined warning for both fuels with Compare plans. */
export const MessageCampaignNotServiced: Story = {
  args: { postcode: '3001', journey: 'CAMPAIGN' },
  play: waitsForText('This offer is not available at your location.'),
};
/** NMI blocked by the meter type (not a NSW remote disconnection). */
export const MessageNmiBlockedMeterType: Story = {
  args: { nmi: '4102000001', transform: withoutRemoteDisconnection },
  play: waitsForText(
    "We're unable to sign you up online because of the meter type. Please call us on 133 466. You can still choose a gas plan.",
  ),
};
/** A lookup by address that could not find it: the postcode's plans and 'Couldn't find your address - please try postcode'. */
export const MessageAddressNotFound: Story = {
  args: { address: GLEBE, transform: withAddressNotFound },
  play: waitsForText("Couldn't find your address - please try postcode"),
};
/** A lookup by address whose electricity matched by postcode only: the solar detection note. */
export const MessageSolarDetection: Story = {
  args: { address: GLEBE, transform: withPostcodeAccuracy },
  play: waitsForText('We could not determine if there is solar at this address. If there is no solar power please continue.'),
};
