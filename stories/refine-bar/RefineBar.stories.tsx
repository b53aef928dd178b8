import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiFetch } from '../../host-demo/api/app';
import { apiConfig, configureApi } from '../../src/api';
import type { StoreData } from '../../src/store';
import { UI_CSS } from '../../src/ui/styles';
import css from '../../widgets/refine-bar/refine-bar.css?inline';
import { RefineBar } from '../../widgets/refine-bar/RefineBar';
import { drawnRole, drawnText, shadow, waitsFor, waitsForAll, waitsForText } from '../support/drawn';
import { ShadowFrame, useSeededStore } from '../support/ShadowFrame';

configureApi({ fetch: createApiFetch() });

const STYLES = [UI_CSS, css] as const;
const plan = (code: string, name: string) => ({ code, id: code, name });

type Seed = (data: StoreData) => void;

interface Args {
  seed?: Seed;
  attributes?: Record<string, string>;
  width?: number;
}

/** Plans of both fuels, bands and distributor as the plans service leaves them for postcode 2000. */
const loaded: Seed = (d) => {
  d.plans.electricityPlans = [plan('TOT-AUS-1', 'Total Plan')];
  d.plans.gasPlans = [plan('TOT-JGN-1', 'Total Plan')];
  d.refine.usageBands = {
    electricity: { low: 7.4, medium: 13.1, high: 20.3, benchmark: 10.68 },
    gas: { low: 25, medium: 45, high: 70, benchmark: 50 },
  };
  d.connection.electricityDistributor = { distributor: 'Ausgrid', participantId: 'ENERGYAUST' };
};
const seeds =
  (...list: Seed[]): Seed =>
  (d) =>
    list.forEach((s) => s(d));

function Bar({ seed, attributes = {}, width }: Args) {
  useSeededStore((d) => (seed ?? loaded)(d));
  return (
    <ShadowFrame styles={STYLES} width={width}>
      <RefineBar attributes={attributes} />
    </ShadowFrame>
  );
}

const dialog = async (canvas: HTMLElement, name: string | RegExp) => within(await shadow(canvas).findByRole('dialog', { name }));

const meta = {
  title: 'Widgets/Refine bar',
  component: Bar,
  args: {},
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Bar>;

export default meta;
type Story = StoryObj<typeof meta>;

// ——— The bar ———

/** Plans loaded for postcode 2000: fuel selector, address search, distributor, green and period, summary. */
export const Default: Story = { play: waitsForAll(['combobox', "I'm looking for"], ['combobox', 'Service address']) };
/** Postcode mode with the postcode/suburb box. */
export const PostcodeMode: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.selectedLocationType = 'postcode')) },
  play: waitsFor('combobox', 'Postcode or suburb'),
};
/** Suburb suggestions for "Parra". */
export const SuburbSuggestions: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.selectedLocationType = 'postcode')) },
  play: async ({ canvasElement }) => {
    const box = await drawnRole(canvasElement, 'combobox', 'Postcode or suburb');
    await userEvent.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}Parra');
    await expect(await shadow(canvasElement).findByRole('option', { name: /parramatta/i })).toBeTruthy();
  },
};
/** A failed submit: the required text, the field focused. */
export const PostcodeRequired: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.selectedLocationType = 'postcode')) },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.type(await drawnRole(canvasElement, 'combobox', 'Postcode or suburb'), '{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.click(s.getByRole('button', { name: 'Update' }));
    await expect(s.getByText('Please enter a postcode or suburb')).toBeTruthy();
  },
};
/** A postcode that is not four digits nor a suburb: the pattern text, the field described by it. */
export const PostcodeInvalid: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.selectedLocationType = 'postcode')) },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.type(
      await drawnRole(canvasElement, 'combobox', 'Postcode or suburb'),
      '{Backspace}{Backspace}{Backspace}{Backspace}30',
    );
    await userEvent.click(s.getByRole('button', { name: 'Update' }));
    await expect(s.getByRole('combobox', { name: 'Postcode or suburb' })).toHaveAccessibleDescription(
      'Please enter a valid postcode or suburb',
    );
  },
};
/** Update on the address search with nothing to choose: "Please provide a valid address". */
export const AddressInvalid: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.type(await drawnRole(canvasElement, 'combobox', 'Service address'), '1');
    await userEvent.click(s.getByRole('button', { name: 'Update' }));
    await expect(await s.findByText('Please provide a valid address')).toBeTruthy();
  },
};
/** An address search without a match says so under the field as the visitor types. */
export const AddressNoMatch: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.type(await drawnRole(canvasElement, 'combobox', 'Service address'), 'Nowhere Lane');
    await waitFor(() => expect(s.getByText("Couldn't find your address - please try postcode")).toBeTruthy());
  },
};
/** Update on an address search without a match: the bar switches to postcode, which takes focus. */
export const AddressNotFound: Story = {
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.type(await drawnRole(canvasElement, 'combobox', 'Service address'), 'Nowhere Lane');
    await waitFor(() => expect(s.getByText("Couldn't find your address - please try postcode")).toBeTruthy());
    await userEvent.click(s.getByRole('button', { name: 'Update' }));
    await expect(await s.findByRole('alert')).toHaveTextContent("Couldn't find your address - please try postcode");
    const box = await s.findByRole('combobox', { name: 'Postcode or suburb' });
    await waitFor(() => expect((box.getRootNode() as ShadowRoot).activeElement).toBe(box));
  },
};
/** Only gas plans: the plain "Gas plans" heading; electricity options disabled. */
export const SingleFuel: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.plans.electricityPlans = [];
      d.refine.fuelSelection = 'gas';
    }),
  },
  play: waitsFor('heading', 'Gas plans'),
};
/** Plans of both fuels without dual fuel: no "electricity and gas" option. */
export const DualFuelUnavailable: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.plans.dualFuelAvailable = false;
      d.refine.fuelSelection = 'electricity';
    }),
  },
  play: async ({ canvasElement }) => {
    const fuel = await drawnRole(canvasElement, 'combobox', "I'm looking for");
    await expect(within(fuel).queryByRole('option', { name: 'electricity and gas' })).toBeNull();
  },
};
/** Plans loading: every refine option disabled. */
export const Loading: Story = {
  args: { seed: seeds(loaded, (d) => void (d.plans.loading = true)) },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'combobox', "I'm looking for")).toBeDisabled();
  },
};
/** Gas only selected: the green option is disabled. */
export const ElectricityNotSelected: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.fuelSelection = 'gas')) },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'combobox', 'Green energy')).toBeDisabled();
  },
};
/** No plans yet (or none for the postcode): the fuel selector offers all three fuels, with none narrowed down by plans. */
export const NoPlans: Story = {
  args: { seed: seeds(loaded, (d) => Object.assign(d.plans, { electricityPlans: [], gasPlans: [] })) },
  play: async ({ canvasElement }) => {
    const fuel = await drawnRole(canvasElement, 'combobox', "I'm looking for");
    await expect(within(fuel).getAllByRole('option')).toHaveLength(3);
  },
};
/** Plans loading for the quote tool: the usage filters, NMI, MIRN and Apply are disabled with the rest. */
export const LoadingUsageFilters: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.app.sourceSystem = 'EQ';
      d.plans.loading = true;
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'button', 'Apply')).toBeDisabled();
  },
};
/** The quote tool (agents) looking for electricity only. */
const quoteToolElectricity = seeds(loaded, (d) => {
  d.app.sourceSystem = 'EQ';
  d.refine.fuelSelection = 'electricity';
});
/** Quote tool with electricity only: the gas usage and MIRN are disabled. */
export const UsageFiltersGasNotSelected: Story = {
  args: { seed: quoteToolElectricity },
  play: async ({ canvasElement }) => {
    await expect(await drawnRole(canvasElement, 'combobox', 'Gas usage')).toBeDisabled();
  },
};
/** Quote tool with electricity only and the hide-unselected-fuel attribute: the gas fields are not shown. */
export const UsageFiltersHideUnselected: Story = {
  args: { seed: quoteToolElectricity, attributes: { 'hide-unselected-fuel': '' } },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await drawnRole(canvasElement, 'combobox', 'Electricity usage');
    await expect(s.queryByRole('combobox', { name: 'Gas usage' })).toBeNull();
  },
};
/** A verified customer: location hidden, service address with NMI and MIRN, customer usage in the summary. */
export const CustomerData: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.refine.customerData = { electricity: { annualUsage: 4562.5, dailyUsage: 12.5 }, gas: { annualUsage: 18250, dailyUsage: 50 } };
      d.refine.usageSelection = { electricity: { type: 'customer', value: 12.5 }, gas: { type: 'customer', value: 50 } };
      d.address = { postcode: '2000', label: '1 Martin Place, Sydney NSW 2000', found: true };
      d.connection.nmi = '4102000000';
      d.connection.mirn = '5240000000';
    }),
  },
  play: waitsForText(/Electricity usage - Customer data \(12\.50 kWh a day\), Gas usage - Customer data \(50\.00 MJ a day\)/),
};
/** Solar detected: the indicator with its tooltip open. */
export const Solar: Story = {
  args: { seed: seeds(loaded, (d) => void (d.connection.electricityMeterDetails = { solarSetup: 'DETECTED' })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', /Solar/));
  },
};
/** GreenPower chosen: the green power summary. */
export const GreenPower: Story = {
  args: { seed: seeds(loaded, (d) => void Object.assign(d.quote, { greenOption: 25, isGreenPowerOptIn: true })) },
  play: waitsForText(
    'Your electricity estimate includes 25% GreenPower: we buy 25% of your electricity use as accredited renewable energy on your behalf.',
  ),
};
/** Quote tool (agents): usage filters with custom usage, NMI, MIRN and Apply. */
export const UsageFilters: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.app.sourceSystem = 'EQ';
      d.refine.usageSelection = { electricity: { type: 'custom', value: 15 }, gas: { type: 'benchmark' } };
    }),
  },
  play: waitsForAll(['combobox', 'Electricity usage'], ['button', 'Apply']),
};
/** Usage filters with a custom electricity usage of 600 kWh: clamped to 499.99 with the maximum text. */
export const UsageFiltersClamped: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.app.sourceSystem = 'EQ';
      d.refine.usageSelection = { electricity: { type: 'custom', value: 600 }, gas: { type: 'benchmark' } };
    }),
  },
  play: async ({ canvasElement }) => {
    await drawnText(canvasElement, 'This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.');
  },
};
/** Usage filters with the NMI field focused: its tooltip shows below it (until Escape). */
export const UsageFiltersMeterTooltip: Story = {
  args: { seed: seeds(loaded, (d) => void (d.app.sourceSystem = 'EQ')) },
  play: async ({ canvasElement }) => {
    const nmi = await drawnRole(canvasElement, 'textbox', 'NMI');
    nmi.focus();
    await waitFor(() => expect(nmi.getRootNode()).toHaveProperty('activeElement', nmi));
    await expect(shadow(canvasElement).getAllByRole('tooltip', { hidden: true })[0]?.textContent).toMatch(/^Your NMI/);
  },
};
/** Plan features toggle (keyFeaturesToggle on), Key features chosen. */
export const KeyFeaturesToggle: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.app.featureToggles = { ...d.app.featureToggles, keyFeaturesToggle: true };
      d.refine.planFeaturesToggle = 'benefits';
    }),
  },
  play: waitsFor('button', 'Key features'),
};
/** Mobile: the summary with the controls closed. */
export const MobileClosed: Story = { args: { width: 360 }, play: waitsFor('button', 'Edit') };
/** Mobile: the summary opened. */
export const MobileOpen: Story = {
  args: { width: 360 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Edit'));
  },
};

// ——— The refine modal ———

const open = (step: StoreData['refine']['modalStep']): Seed =>
  seeds(loaded, (d) => Object.assign(d.refine, { modal: 'refine', modalStep: step }));

export const RefineOptions: Story = { args: { seed: open('REFINE_OPTIONS') }, play: waitsFor('dialog', 'Refine your estimate') };
export const EnterUsage: Story = { args: { seed: open('ENTER_USAGE') }, play: waitsFor('dialog', 'Enter usage') };
/** Enter usage opened with custom usage in effect (applied before): the fields show it, ready to adjust. */
export const EnterUsageInEffect: Story = {
  args: {
    seed: seeds(loaded, (d) =>
      Object.assign(d.refine, {
        modal: 'refine',
        modalStep: 'ENTER_USAGE',
        usageSelection: { electricity: { type: 'custom', value: 499.99 }, gas: { type: 'custom', value: 40 } },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Enter usage');
    await expect(d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' })).toHaveValue('499.99');
    await expect(d.getByRole('textbox', { name: 'Gas daily usage (MJ)' })).toHaveValue('40');
  },
};
/** Enter usage with 600 kWh: clamped to 499.99 with the maximum text. */
export const EnterUsageClamped: Story = {
  args: { seed: open('ENTER_USAGE') },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Enter usage');
    const input = d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    await userEvent.type(input, '600');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('499.99'));
  },
};
/** Apply with nothing entered: the first field's text, the field focused and described by it. */
export const EnterUsageInvalid: Story = {
  args: { seed: open('ENTER_USAGE') },
  play: async ({ canvasElement }) => {
    const d = await dialog(canvasElement, 'Enter usage');
    await userEvent.click(d.getByRole('button', { name: 'Apply' }));
    await expect(d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' })).toHaveAccessibleDescription(
      'Please enter a number above 0, for example 12.5.',
    );
  },
};
export const ValidateAccount: Story = { args: { seed: open('VALIDATE_ACCOUNT') }, play: waitsFor('dialog', 'Verify account') };
/** Next with nothing filled: every field highlighted with its text. */
export const ValidateAccountInvalid: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    await userEvent.click((await dialog(canvasElement, 'Verify account')).getByRole('button', { name: 'Next' }));
  },
};
/** Business customers give an ABN / ACN. */
export const ValidateAccountBusiness: Story = {
  args: { seed: seeds(open('VALIDATE_ACCOUNT'), (d) => Object.assign(d.app, { customerType: 'BUSINESS' })) },
  play: waitsForAll(['dialog', 'Verify account'], ['textbox', 'ABN / ACN']),
};

const openBusiness = seeds(open('VALIDATE_ACCOUNT'), (d) => Object.assign(d.app, { customerType: 'BUSINESS' }));

/** A business customer's account check: an electricity account and an ABN / ACN, then Next. */
async function submitBusinessAccount(canvas: HTMLElement, electricity: string, abnAcn: string): Promise<ReturnType<typeof within>> {
  const d = await dialog(canvas, 'Verify account');
  await userEvent.type(d.getByRole('textbox', { name: 'Electricity account number' }), electricity);
  await userEvent.type(d.getByRole('textbox', { name: 'ABN / ACN' }), abnAcn);
  await userEvent.click(d.getByRole('button', { name: 'Next' }));
  return d;
}

/** A business customer's ABN / ACN that is neither 9 nor 11 digits. */
export const ValidateAccountBusinessInvalid: Story = {
  args: { seed: openBusiness },
  play: async ({ canvasElement }) => {
    const d = await submitBusinessAccount(canvasElement, '1000000001', '123');
    await expect(d.getByRole('textbox', { name: 'ABN / ACN' })).toHaveAccessibleDescription('Please enter a valid ABN / ACN.');
  },
};

/**
 * Runs `act` with calls to `path` left unanswered (and no timeout), for a busy state to review; other
 * calls, and calls made after `act`, are answered as usual.
 */
async function withUnansweredCalls(path: string, act: () => Promise<void>): Promise<void> {
  const { fetch: answered = globalThis.fetch, timeout, totalTimeout } = apiConfig();
  const never = 2_147_483_647;
  let requested = (): void => {};
  const made = new Promise<void>((resolve) => (requested = resolve));
  configureApi({
    timeout: never,
    totalTimeout: never,
    fetch: (input, init) => {
      if (!String(input instanceof Request ? input.url : input).includes(path)) return answered(input, init);
      requested();
      return new Promise<Response>(() => {});
    },
  });
  try {
    await act();
    // The call is made (the client may start it a few ticks after the click) before the usual answers return.
    await made;
  } finally {
    configureApi({ fetch: answered, timeout, totalTimeout });
  }
}
async function submitAccount(canvas: HTMLElement, electricity: string, gas = '', postcode = '2000'): Promise<void> {
  const d = await dialog(canvas, 'Verify account');
  if (electricity) await userEvent.type(d.getByRole('textbox', { name: 'Electricity account number' }), electricity);
  if (gas) await userEvent.type(d.getByRole('textbox', { name: 'Gas account number' }), gas);
  await userEvent.type(d.getByRole('textbox', { name: 'Postcode' }), postcode);
  await userEvent.click(d.getByRole('button', { name: 'Next' }));
}

/**
 * A Verify account error of spec 2 §8: the text shown, and when it is about one account, that
 * field highlighted and described by it.
 */
const accountError = (accounts: { electricity?: string; gas?: string; postcode?: string }, text: string, field?: string): Story => ({
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    await submitAccount(canvasElement, accounts.electricity ?? '', accounts.gas ?? '', accounts.postcode ?? '2000');
    const d = await dialog(canvasElement, 'Verify account');
    await waitFor(() => expect(d.getByRole('alert').textContent).toContain(text));
    if (field) {
      const input = d.getByRole('textbox', { name: field });
      await expect(input.getAttribute('aria-invalid')).toBe('true');
      await expect(input).toHaveAccessibleDescription(expect.stringContaining(text));
    }
  },
});
const GENERIC = 'Sorry, there was a problem processing your request. Please try again or contact us if you need help.';
export const ErrorFuelTypeNotMatch = accountError(
  { electricity: '1000000002' },
  'Please enter a valid electricity account number.',
  'Electricity account number',
);
export const ErrorPostcodeNotMatch = accountError(
  { electricity: '1000000003', postcode: '3000' },
  'Postcode does not match with the electricity account number. Please try again.',
  'Electricity account number',
);
export const ErrorAddressNotMatch = accountError(
  { electricity: '1000000005', gas: '2000000001' },
  'The account numbers provided belong to different premises. Please enter account numbers that belong to the same premises.',
);
export const ErrorIdentityNotMatch = accountError(
  { electricity: '1000000006', gas: '2000000001' },
  'The account numbers provided belong to different account holders. Please enter account numbers that belong to the same account holder.',
);
export const ErrorAccountClosed = accountError(
  { electricity: '1000000007' },
  'The electricity account number you entered is inactive.',
  'Electricity account number',
);
export const ErrorGeneric = accountError({ electricity: '1000000011' }, GENERIC);
/** ACCOUNT_FUEL_TYPE_NOT_MATCH on the gas account: the gas field is highlighted and described by the text. */
export const ErrorGasFuelTypeNotMatch = accountError(
  { gas: '1000000002' },
  'Please enter a valid gas account number.',
  'Gas account number',
);
/** ACCOUNT_ABNACN_NOT_MATCH (business): "ABN/ACN does not match with the electricity account number. Please try again." */
export const ErrorAbnAcnNotMatch: Story = {
  args: { seed: openBusiness },
  play: async ({ canvasElement }) => {
    const d = await submitBusinessAccount(canvasElement, '1000000004', '51824753556');
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain('ABN/ACN does not match with the electricity account number. Please try again.'),
    );
  },
};
/** Next pressed, the account check on its way: the spinner, Next disabled. */
export const ValidateAccountChecking: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    await withUnansweredCalls('/account/verifyAccount', () => submitAccount(canvasElement, '1000000001', '2000000001'));
    const d = await dialog(canvasElement, 'Verify account');
    await expect(d.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(d.getByText('Checking your account')).toBeTruthy();
  },
};
/** ACCOUNT_CUSTOMER_TYPE_NOT_MATCH: the meter-detected modal. */
export const ErrorCustomerTypeNotMatch: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    await submitAccount(canvasElement, '1000000009');
    await dialog(canvasElement, 'Meter detected');
  },
};

async function toIdentity(canvas: HTMLElement, electricity = '1000000001'): Promise<ReturnType<typeof within>> {
  await submitAccount(canvas, electricity, electricity === '1000000001' ? '2000000001' : '');
  return dialog(canvas, 'Verify your identity');
}

export const VerifyIdentity: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => void (await toIdentity(canvasElement)),
};
/** Next with an empty date of birth. */
export const VerifyIdentityInvalid: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    await userEvent.click((await toIdentity(canvasElement)).getByRole('button', { name: 'Next' }));
  },
};
/** A wrong date of birth: "Incorrect date of birth for the account holder. Please try again." */
export const ErrorWrongIdentity: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.type(d.getByRole('textbox', { name: 'Date of birth' }), '02021981');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await d.findByRole('alert');
  },
};
/** Next with no driver's licence number: "Please enter a valid value." */
export const VerifyIdentityValueRequired: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Identity type' }), 'DL');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await expect(d.getByRole('textbox', { name: "Driver's licence" })).toHaveAccessibleDescription('Please enter a valid value.');
  },
};
/** A wrong driver's licence: the identity type in lower case inside the sentence, the field highlighted. */
export const ErrorWrongDriversLicence: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Identity type' }), 'DL');
    await userEvent.type(d.getByRole('textbox', { name: "Driver's licence" }), '87654321');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await expect(await d.findByRole('alert')).toHaveTextContent("Incorrect driver's licence for the account holder. Please try again.");
  },
};
/** Next pressed, the identity check on its way: the spinner, Next disabled. */
export const VerifyIdentityChecking: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.type(d.getByRole('textbox', { name: 'Date of birth' }), '01011980');
    await withUnansweredCalls('/account/verifyIdentity', () => userEvent.click(d.getByRole('button', { name: 'Next' })));
    await expect(await d.findByText('Verifying your identity')).toBeTruthy();
    await expect(d.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  },
};
/** C1_UNKNOWN_ERROR: the contact-us text and link. */
export const ErrorC1Unknown: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Identity type' }), 'DL');
    await userEvent.type(d.getByRole('textbox', { name: "Driver's licence" }), 'C1ERROR');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await d.findByRole('link', { name: 'contact us' });
  },
};
/** Usage data: 12 months of usage per account. */
export const UsageData: Story = {
  args: { seed: open('VALIDATE_ACCOUNT') },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement);
    await userEvent.type(d.getByRole('textbox', { name: 'Date of birth' }), '01011980');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await dialog(canvasElement, 'Your usage');
  },
};
/** Usage data without usage for electricity: the no-usage text and a usage dropdown. */
export const UsageDataNoUsage: Story = {
  args: { seed: seeds(open('VALIDATE_ACCOUNT'), (d) => void (d.refine.fuelSelection = 'electricity')) },
  play: async ({ canvasElement }) => {
    const d = await toIdentity(canvasElement, '1000000013');
    await userEvent.type(d.getByRole('textbox', { name: 'Date of birth' }), '01011980');
    await userEvent.click(d.getByRole('button', { name: 'Next' }));
    await dialog(canvasElement, 'Your usage');
  },
};

// ——— Other modals ———

export const ResetEstimates: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.modal = 'reset')) },
  play: waitsFor('dialog', 'Reset cost estimates'),
};
export const MeterDetected: Story = {
  args: { seed: seeds(loaded, (d) => void (d.refine.modal = 'meterDetected')) },
  play: waitsForAll(['dialog', 'Meter detected'], ['button', 'View business plans']),
};
export const MeterDetectedOverridden: Story = {
  args: {
    seed: seeds(loaded, (d) => void (d.refine.modal = 'meterDetected')),
    attributes: {
      'meter-detected-text': 'This address has a business meter. Please call us to talk about business plans.',
      'meter-detected-hide-button': '',
    },
  },
  play: waitsForText('This address has a business meter. Please call us to talk about business plans.'),
};
export const PlanUnavailable: Story = {
  args: {
    seed: seeds(loaded, (d) =>
      Object.assign(d.refine, { modal: 'planChange', planChange: { removed: ['electricity'], kept: true, unavailableFuel: null } }),
    ),
  },
  play: waitsFor('dialog', 'Plan Unavailable'),
};
export const GasUnavailable: Story = {
  args: {
    seed: seeds(loaded, (d) =>
      Object.assign(d.refine, { modal: 'planChange', planChange: { removed: ['gas'], kept: true, unavailableFuel: 'gas' } }),
    ),
  },
  play: waitsFor('dialog', 'Gas Unavailable'),
};
/** The usage selection modal from the quote tool's help button. */
export const UsageSelection: Story = {
  args: { seed: seeds(loaded, (d) => void (d.app.sourceSystem = 'EQ')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Help me choose my electricity usage'));
  },
};
/** Usage selection with Custom chosen: the custom input and the example bill. */
export const UsageSelectionCustom: Story = {
  args: { seed: seeds(loaded, (d) => void (d.app.sourceSystem = 'EQ')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Help me choose my gas usage'));
    await userEvent.click((await dialog(canvasElement, /Update your gas estimate/)).getByRole('radio', { name: 'Custom' }));
  },
};
/** Usage selection with a custom usage of 0: Apply stays unavailable, and the field says why. */
export const UsageSelectionCustomZero: Story = {
  args: { seed: seeds(loaded, (d) => void (d.app.sourceSystem = 'EQ')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Help me choose my electricity usage'));
    const d = await dialog(canvasElement, /Update your electricity estimate/);
    await userEvent.type(d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }), '0');
    await drawnText(canvasElement, 'Please enter a number above 0, for example 12.5.');
  },
};
/** Usage selection on a 375 px phone: the full-screen modal stacks each option with its labelled facts (no sideways scrolling). */
export const MobileUsageSelection: Story = {
  args: { seed: seeds(loaded, (d) => void (d.app.sourceSystem = 'EQ')) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const s = shadow(canvasElement);
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Edit'));
    await userEvent.click(await s.findByRole('button', { name: 'Help me choose my electricity usage' }));
    await dialog(canvasElement, /Update your electricity estimate/);
  },
};
/** Plan-switch journey (My Account): only Average and Customer data. */
export const UsageSelectionPlanSwitch: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      Object.assign(d.app, { sourceSystem: 'MA', journey: 'PLAN_SWITCH' });
      d.refine.customerData.electricity = { annualUsage: 4562.5, dailyUsage: 12.5 };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Help me choose my electricity usage'));
  },
};
/** A host's customer usage (ea:refine) in use: the modal offers and selects Customer data with its daily figure. */
export const UsageSelectionCustomerInUse: Story = {
  args: {
    seed: seeds(loaded, (d) => {
      d.app.sourceSystem = 'EQ';
      d.refine.usageSelection.electricity = { type: 'customer', value: 9.5 };
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await drawnRole(canvasElement, 'button', 'Help me choose my electricity usage'));
    await expect(
      (await dialog(canvasElement, /Update your electricity estimate/)).getByRole('radio', { name: 'Customer data' }),
    ).toBeChecked();
  },
};
