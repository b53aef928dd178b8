import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../src/store';
import { QUOTE_COOKIE } from '../../../src/store/storage';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { RefineBar } from '../../../widgets/refine-bar/RefineBar';
import { renderInWidget } from '../render';
import { dialog, mountBar, plan } from './helpers';

// Start-up has applied the saved state: the bar is enabled and listens to host events from its first render.
vi.mock('../../../src/services/page/startup', () => import('./startup-applied'));

const s = () => store.getState();

async function openRefine(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Refine your estimate' }));
  return dialog('Refine your estimate');
}

async function toValidate(): Promise<ReturnType<typeof within>> {
  const options = await openRefine();
  fireEvent.click(within(options).getByRole('button', { name: 'Verify account' }));
  return within(await dialog('Verify account'));
}

async function submitAccounts(accounts: { electricity?: string; gas?: string; postcode?: string }): Promise<ReturnType<typeof within>> {
  const d = await toValidate();
  if (accounts.electricity !== undefined)
    fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: accounts.electricity } });
  if (accounts.gas !== undefined)
    fireEvent.change(d.getByRole('textbox', { name: 'Gas account number' }), { target: { value: accounts.gas } });
  fireEvent.change(d.getByRole('textbox', { name: 'Postcode' }), { target: { value: accounts.postcode ?? '2000' } });
  fireEvent.click(d.getByRole('button', { name: 'Next' }));
  return d;
}

async function toIdentity(electricity = '1000000001', gas = '2000000001'): Promise<ReturnType<typeof within>> {
  await submitAccounts({ electricity, gas });
  return within(await dialog('Verify your identity'));
}

describe('refine modal: options and enter usage', () => {
  it('offers Enter usage and Verify account', async () => {
    mountBar();
    const d = within(await openRefine());
    expect(d.getByRole('heading', { name: 'New or existing customers' })).toBeTruthy();
    expect(d.getByRole('heading', { name: 'Existing customers' })).toBeTruthy();
    expect(d.getByRole('button', { name: 'Enter usage' })).toBeTruthy();
  });

  it('Escape closes it and focus returns to the call to action', async () => {
    mountBar();
    const cta = screen.getByRole('button', { name: 'Refine your estimate' });
    cta.focus();
    const d = await openRefine();
    fireEvent.keyDown(d, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s().refine.modal).toBeNull();
  });

  it('enter usage: one input per selected fuel, clamped with the maximum text, Apply sets custom usage', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    expect(d.getByRole('heading', { name: 'Enter your usage from a previous bill' })).toBeTruthy();
    expect(d.queryByRole('textbox', { name: 'Gas daily usage (MJ)' })).toBeNull();
    const input = d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }) as HTMLInputElement;
    // The maximum's text is a status present before it is needed, so the value rewritten is announced.
    const status = d.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.change(input, { target: { value: '600' } });
    await waitFor(() => expect(input.value).toBe('499.99'));
    expect(status.textContent).toBe('This is not an official quote. Electricity daily usage must not exceed 499.99 kWh.');
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
    expect(s().refine.modal).toBeNull();
  });

  it('enter usage: a value that is not a number is refused', async () => {
    mountBar();
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    fireEvent.change(d.getByRole('textbox', { name: 'Gas daily usage (MJ)' }), { target: { value: '12x' } });
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(d.getByText('Please enter a number above 0, for example 12.5.')).toBeTruthy();
    expect(s().refine.modal).toBe('refine');
    fireEvent.click(d.getByRole('button', { name: 'Back' }));
    expect(await dialog('Refine your estimate')).toBeTruthy();
  });
});

describe('refine modal: enter usage errors', () => {
  it('puts the above-0 error under the field that holds the 0, not under an empty one', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'both' }));
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    const electricity = d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' });
    const gas = d.getByRole('textbox', { name: 'Gas daily usage (MJ)' });
    fireEvent.change(gas, { target: { value: '0' } });
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(gas.getAttribute('aria-invalid')).toBe('true');
    expect(d.getByText('Please enter a number above 0, for example 12.5.')).toBeTruthy();
    expect(electricity.getAttribute('aria-invalid')).not.toBe('true');
    expect(document.activeElement).toBe(gas);
    expect(s().refine.modal).toBe('refine');
  });

  it('asks in the first field when nothing is entered', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'both' }));
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    expect(d.getByRole('textbox', { name: 'Electricity daily usage (kWh)' }).getAttribute('aria-invalid')).toBe('true');
    expect(d.getByRole('textbox', { name: 'Gas daily usage (MJ)' }).getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe("refine modal: Enter usage keeps the visitor's figures", () => {
  const field = (d: ReturnType<typeof within>, name: string) => d.getByRole('textbox', { name }) as HTMLInputElement;

  it('what was typed is still there after Back and Enter usage again', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'both' }));
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    fireEvent.change(field(d, 'Electricity daily usage (kWh)'), { target: { value: '12.5' } });
    fireEvent.change(field(d, 'Gas daily usage (MJ)'), { target: { value: '40' } });
    fireEvent.click(d.getByRole('button', { name: 'Back' }));
    fireEvent.click(within(await dialog('Refine your estimate')).getByRole('button', { name: 'Enter usage' }));
    const again = within(await dialog('Enter usage'));
    expect(field(again, 'Electricity daily usage (kWh)').value).toBe('12.5');
    expect(field(again, 'Gas daily usage (MJ)').value).toBe('40');
    fireEvent.click(again.getByRole('button', { name: 'Apply' }));
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'custom', value: 12.5 }, gas: { type: 'custom', value: 40 } });
  });

  it('opened again after Apply, shows the usage in effect, ready to adjust', async () => {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    fireEvent.change(field(d, 'Electricity daily usage (kWh)'), { target: { value: '499.99' } });
    fireEvent.click(d.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    expect(field(within(await dialog('Enter usage')), 'Electricity daily usage (kWh)').value).toBe('499.99');
  });

  it("starts empty for a band (our figure, not the visitor's), and with a host's customer usage", async () => {
    mountBar();
    // A host's ea:refine customer usage for gas (the visitor's own figure); electricity on a band.
    act(() =>
      s().patch('refine', {
        fuelSelection: 'both',
        usageSelection: { electricity: { type: 'low' }, gas: { type: 'customer', value: 50 } },
      }),
    );
    fireEvent.click(within(await openRefine()).getByRole('button', { name: 'Enter usage' }));
    const d = within(await dialog('Enter usage'));
    expect(field(d, 'Electricity daily usage (kWh)').value).toBe('');
    expect(field(d, 'Gas daily usage (MJ)').value).toBe('50');
  });
});

describe('refine modal: validate account', () => {
  it('asks for at least one account number and a postcode, highlighting the fields', async () => {
    mountBar();
    const d = await toValidate();
    expect(d.getByRole('heading', { name: 'Validate your EnergyAustralia accounts.' })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(d.getAllByText('Please enter a valid account number.')).toHaveLength(2);
    expect(d.getByText('Please enter a valid postcode.')).toBeTruthy();
    expect(d.getByRole('textbox', { name: 'Electricity account number' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(d.getByRole('textbox', { name: 'Electricity account number' }));
  });

  it('asks business customers for an ABN / ACN', async () => {
    mountBar();
    act(() => s().setCustomerType('BUSINESS'));
    const d = await toValidate();
    fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: '1000000001' } });
    fireEvent.change(d.getByRole('textbox', { name: 'ABN / ACN' }), { target: { value: '123' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(d.getByText('Please enter a valid ABN / ACN.')).toBeTruthy();
  });

  it('strips spaces and cuts account numbers to 10', async () => {
    mountBar();
    const d = await toValidate();
    const input = d.getByRole('textbox', { name: 'Electricity account number' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1000 0000 0123' } });
    expect(input.value).toBe('1000000001');
  });

  it.each([
    [{ electricity: '1000000002' }, 'Please enter a valid electricity account number.', 'Electricity account number'],
    [
      { electricity: '1000000003', postcode: '3000' },
      'Postcode does not match with the electricity account number. Please try again.',
      'Electricity account number',
    ],
    [
      { electricity: '1000000005', gas: '2000000001' },
      'The account numbers provided belong to different premises. Please enter account numbers that belong to the same premises.',
      null,
    ],
    [
      { electricity: '1000000006', gas: '2000000001' },
      'The account numbers provided belong to different account holders. Please enter account numbers that belong to the same account holder.',
      null,
    ],
    [{ electricity: '1000000007' }, 'The electricity account number you entered is inactive.', 'Electricity account number'],
    [
      { electricity: '1000000008' },
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      null,
    ],
    [
      { electricity: '1000000010' },
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      null,
    ],
    [
      { electricity: '1000000011' },
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      null,
    ],
    [{ gas: '1000000002' }, 'Please enter a valid gas account number.', 'Gas account number'],
  ])('account %o shows its text', async (accounts, text, field) => {
    mountBar();
    const d = await submitAccounts(accounts);
    await waitFor(() => expect(d.getByRole('alert').textContent).toContain(text));
    if (field) expect(d.getByRole('textbox', { name: field }).getAttribute('aria-invalid')).toBe('true');
  });

  it('ABN/ACN mismatch for business', async () => {
    mountBar();
    act(() => s().setCustomerType('BUSINESS'));
    const d = await toValidate();
    fireEvent.change(d.getByRole('textbox', { name: 'Electricity account number' }), { target: { value: '1000000004' } });
    fireEvent.change(d.getByRole('textbox', { name: 'ABN / ACN' }), { target: { value: '51824753556' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain('ABN/ACN does not match with the electricity account number. Please try again.'),
    );
  });

  it('a customer type mismatch opens the meter-detected modal (not closable)', async () => {
    mountBar();
    await submitAccounts({ electricity: '1000000009' });
    const meter = await dialog('Meter detected');
    expect(within(meter).getByText(/business meter/)).toBeTruthy();
    expect(within(meter).getByRole('button', { name: 'View business plans' })).toBeTruthy();
    expect(within(meter).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(meter, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Meter detected' })).toBeTruthy();
  });

  it('closed while the account is checked, the answer opens nothing (not even the meter-detected modal)', async () => {
    const api = createApiFetch();
    let check: Request | undefined;
    let answer = (): void => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    configureApi({
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname !== '/qt2/app/account/verifyAccount') return api(request);
        check = request;
        // The answer an account of the other customer type gets, held until the modal has been closed.
        await answered;
        return Response.json({ errorCode: 'ACCOUNT_CUSTOMER_TYPE_NOT_MATCH', errorContext: null }, { status: 400 });
      },
      // Only closing the modal may end the check here, not the client's own time limit.
      timeout: 600_000,
    });
    renderInWidget(<RefineBar attributes={{}} />);
    act(() => s().patch('plans', { electricityPlans: [plan('E1')], gasPlans: [plan('G1')] }));
    const d = await submitAccounts({ electricity: '1000000009' });
    await waitFor(() => expect(check).toBeDefined());
    fireEvent.keyDown(d.getByRole('button', { name: 'Next' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(check?.signal.aborted).toBe(true));
    await act(async () => {
      answer();
      await answered;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s().refine.modal).toBeNull();
  });

  it("'View business plans' forgets the quote (its cookie) and then goes to the business plans page", async () => {
    mountBar();
    await submitAccounts({ electricity: '1000000009' });
    const meter = await dialog('Meter detected');
    document.cookie = `${QUOTE_COOKIE}=Q1234567; path=/`;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      fireEvent.click(within(meter).getByRole('button', { name: 'View business plans' }));
      expect(document.cookie.split('; ').some((c) => c.startsWith(`${QUOTE_COOKIE}=`))).toBe(false);
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(String(assign.mock.calls[0]?.[0])).toMatch(/^\/business\/.*plans/);
    } finally {
      assign.mockRestore();
    }
  });
});

describe('refine modal: verify identity and usage data', () => {
  it('offers identity types without PIN for residential; errors only after Next', async () => {
    mountBar();
    const d = await toIdentity();
    expect(d.getByText('Provide one of the forms of identification when you originally signed up.')).toBeTruthy();
    const types = within(d.getByRole('combobox', { name: 'Identity type' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['Date of birth', "Driver's licence", 'Other']);
    const dob = d.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement;
    fireEvent.change(dob, { target: { value: '0101' } });
    expect(dob.value).toBe('01 / 01');
    expect(d.queryByText('Please enter a valid date.')).toBeNull();
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(d.getByText('Please enter a valid date.')).toBeTruthy();
  });

  it('a wrong date of birth names the identity type', async () => {
    mountBar();
    const d = await toIdentity();
    fireEvent.change(d.getByRole('textbox', { name: 'Date of birth' }), { target: { value: '02021981' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain('Incorrect date of birth for the account holder. Please try again.'),
    );
  });

  it("a wrong date of birth stops being the field's error once another identity type is chosen", async () => {
    mountBar();
    const d = await toIdentity();
    fireEvent.change(d.getByRole('textbox', { name: 'Date of birth' }), { target: { value: '02021981' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain('Incorrect date of birth for the account holder. Please try again.'),
    );
    fireEvent.change(d.getByRole('combobox', { name: 'Identity type' }), { target: { value: 'DL' } });
    const licence = d.getByRole('textbox', { name: "Driver's licence" });
    expect(licence.getAttribute('aria-invalid')).toBeNull();
    expect(licence.getAttribute('aria-describedby')).toBeNull();
    expect(d.queryByText('Incorrect date of birth for the account holder. Please try again.')).toBeNull();
  });

  it('an account offering a residential visitor only a PIN is answered as one without identity types, on the Verify account step', async () => {
    const api = createApiFetch();
    let checked = 0;
    configureApi({
      fetch: async (input, init) => {
        const request = input instanceof Request ? new Request(input, init) : new Request(new URL(String(input), 'http://localhost'), init);
        if (new URL(request.url).pathname !== '/qt2/app/account/verifyAccount') return api(request);
        checked++;
        return Response.json({ errorCode: null, errorContext: null, data: [{ value: 'PIN', text: 'PIN' }] });
      },
    });
    renderInWidget(<RefineBar attributes={{}} />);
    act(() => s().patch('plans', { electricityPlans: [plan('E1')], gasPlans: [plan('G1')] }));
    const d = await submitAccounts({ electricity: '1000000001', gas: '2000000001' });
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain(
        'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      ),
    );
    expect(checked).toBe(1);
    expect(screen.queryByRole('dialog', { name: 'Verify your identity' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Verify account' })).toBeTruthy();
  });

  it('a value is required for other identity types; C1_UNKNOWN_ERROR links to contact us', async () => {
    mountBar();
    const d = await toIdentity();
    fireEvent.change(d.getByRole('combobox', { name: 'Identity type' }), { target: { value: 'DL' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    expect(d.getByText('Please enter a valid value.')).toBeTruthy();
    fireEvent.change(d.getByRole('textbox', { name: "Driver's licence" }), { target: { value: 'C1ERROR' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(d.getByRole('alert').textContent).toContain(
        'We are currently unable to retrieve your information. Please contact us to complete your cost estimate.',
      ),
    );
    expect(d.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/home/contact-us');
  });

  it('the right date of birth shows the usage per account; Show estimates applies it', async () => {
    mountBar();
    const d = await toIdentity();
    fireEvent.change(d.getByRole('textbox', { name: 'Date of birth' }), { target: { value: '01011980' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    const usage = within(await dialog('Your usage'));
    expect(usage.getByText('4,562.50 kWh per year | 12.50 kWh a day')).toBeTruthy();
    expect(usage.getByText('18,250.00 MJ per year | 50.00 MJ a day')).toBeTruthy();
    expect(usage.getByText('Account number: 1000000001')).toBeTruthy();
    fireEvent.click(usage.getByRole('button', { name: 'Show estimates' }));
    expect(s().refine.usageSelection).toEqual({ electricity: { type: 'customer', value: 12.5 }, gas: { type: 'customer', value: 50 } });
    expect(s().refine.modal).toBeNull();
  });

  it('Back from Verify identity finds the account form as the visitor left it', async () => {
    mountBar();
    const d = await toIdentity('1000000001', '2000000001');
    fireEvent.click(d.getByRole('button', { name: 'Back' }));
    const form = within(await dialog('Verify account'));
    expect((form.getByRole('textbox', { name: 'Electricity account number' }) as HTMLInputElement).value).toBe('1000000001');
    expect((form.getByRole('textbox', { name: 'Gas account number' }) as HTMLInputElement).value).toBe('2000000001');
    expect((form.getByRole('textbox', { name: 'Postcode' }) as HTMLInputElement).value).toBe('2000');
  });

  it('Back from Your usage finds the identity as the visitor gave it', async () => {
    mountBar();
    const d = await toIdentity();
    fireEvent.change(d.getByRole('textbox', { name: 'Date of birth' }), { target: { value: '01011980' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    fireEvent.click(within(await dialog('Your usage')).getByRole('button', { name: 'Back' }));
    const identity = within(await dialog('Verify your identity'));
    expect((identity.getByRole('textbox', { name: 'Date of birth' }) as HTMLInputElement).value).toBe('01 / 01 / 1980');
  });

  /** Electricity only, account 1000000013 (no usage) verified by date of birth: the "Your usage" step. */
  async function toUsageWithoutData(): Promise<ReturnType<typeof within>> {
    mountBar();
    act(() => s().patch('refine', { fuelSelection: 'electricity' }));
    await submitAccounts({ electricity: '1000000013' });
    const d = within(await dialog('Verify your identity'));
    fireEvent.change(d.getByRole('textbox', { name: 'Date of birth' }), { target: { value: '01011980' } });
    fireEvent.click(d.getByRole('button', { name: 'Next' }));
    const usage = within(await dialog('Your usage'));
    return usage;
  }

  it('an account without usage asks for a daily usage', async () => {
    const usage = await toUsageWithoutData();
    expect(
      usage.getByText('No usage data is retrieved for ELECTRICITY account. Please select a daily usage to base your estimates on.'),
    ).toBeTruthy();
    // The page's figures are for its own place; the account's meter may have others: the bands are named alone.
    const select = usage.getByRole('combobox', { name: 'Electricity usage' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Average', 'Low', 'Medium', 'High']);
    fireEvent.change(select, { target: { value: 'high' } });
    fireEvent.click(usage.getByRole('button', { name: 'Back' }));
    expect(await dialog('Verify your identity')).toBeTruthy();
  });

  it('the band chosen for an account without usage is the one the estimates use', async () => {
    const usage = await toUsageWithoutData();
    fireEvent.change(usage.getByRole('combobox', { name: 'Electricity usage' }), { target: { value: 'high' } });
    fireEvent.click(usage.getByRole('button', { name: 'Show estimates' }));
    await waitFor(() => expect(s().refine.modal).toBeNull());
    expect(s().refine.usageSelection.electricity.type).toBe('high');
  });
});
