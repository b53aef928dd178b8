import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../../src/api';
import type { PlanMessage } from '../../../src/domain/plans/plan-message-codes';
import { QUOTE_COOKIE, readCookie } from '../../../src/store/storage';
import { store, type StoreData } from '../../../src/store';
import { continueButton, ELECTRICITY_2000, GAS_2000, MARTIN_PLACE, mountNotMovingAtMartinPlace, mountQualifier, signIn } from './helpers';
import { pressHandled } from '../render';

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const moving = () =>
  screen.queryByRole('group', { name: 'Are you moving (or have recently moved) into a new address, or need to connect another property?' });

describe('"Get started" for a new customer', () => {
  it('shows the title, the intro and only the new/existing question at first', async () => {
    await mountQualifier();
    expect(screen.getByText('To start, we need to know a little bit about you and your situation, before we connect you.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Are you new to EnergyAustralia?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
    expect(moving()).toBeNull();
    expect(screen.getByText('Express checkout')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call us now 133 466/ }).getAttribute('href')).toBe('tel:133466');
  });

  it('uses the brand attribute in the question', async () => {
    await mountQualifier({ attributes: { brand: 'Acme Energy' } });
    expect(screen.getByRole('group', { name: 'Are you new to Acme Energy?' })).toBeTruthy();
  });

  it('new → moving question → connection address and owner/renter; Continue without an address says so and focuses it', async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    expect(moving()).toBeTruthy();
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('combobox', { name: 'Your connection address' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Do you own or rent this property?' })).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByText('Please choose your address from the list.')).toBeTruthy());
    expect(screen.getByText('Please select an option.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Your connection address' })));
    expect(store.getState().qualifier.loading).toBe(false);
  });

  it('an unanswered question keeps its error only until it is answered', async () => {
    const { user } = await mountQualifier();
    const newOrExisting = () => screen.getByRole('group', { name: 'Are you new to EnergyAustralia?' });
    await user.click(continueButton());
    await waitFor(() => expect(within(newOrExisting()).getByText('Please select an option.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    await waitFor(() => expect(within(newOrExisting()).queryByText('Please select an option.')).toBeNull());
    await user.click(continueButton());
    await waitFor(() => expect(within(moving() as HTMLElement).getByText('Please select an option.')).toBeTruthy());
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(within(moving() as HTMLElement).queryByText('Please select an option.')).toBeNull());
  });

  it("moving: the label reads 'Address you're moving to'", async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('combobox', { name: "Address you're moving to" })).toBeTruthy();
    expect(store.getState().moving.movingHouse).toBe('MOVING');
  });

  it.each([
    ['cleared', ''],
    ['retyped to an address not in the list', '99 Nowhere Road'],
  ])('a connection address chosen and then %s does not stand: Continue asks for one from the list and saves nothing', async (_, text) => {
    const assign = vi.fn();
    const { user, quotePosts } = await mountNotMovingAtMartinPlace((d) => void (d.person.customerPropertyRelationship = 'OWNER'));
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const field = screen.getByRole('combobox', { name: 'Your connection address' });
    expect((field as HTMLInputElement).value).toBe('1 Martin Place, Sydney NSW 2000');
    await user.clear(field);
    if (text) await user.type(field, text);
    await user.click(continueButton());
    await waitFor(() => expect(screen.getByText('Please choose your address from the list.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(assign).not.toHaveBeenCalled();
    expect(quotePosts).toHaveLength(0);
  });

  it('an address set from outside after the field was edited (a host plan load, a restored quote) stands: Continue goes on', async () => {
    const assign = vi.fn();
    const { user, quotePosts } = await mountNotMovingAtMartinPlace((d) => void (d.person.customerPropertyRelationship = 'OWNER'));
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const field = screen.getByRole('combobox', { name: 'Your connection address' });
    await user.clear(field);
    // The same place in the host's own words (its plans are those already looked up).
    const label = 'Level 1, 1 Martin Place, Sydney NSW 2000';
    act(() => store.getState().patch('address', { ...store.getState().address, label }));
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(label));
    await user.click(continueButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Please choose your address from the list.')).toBeNull();
    expect(quotePosts).toHaveLength(1);
  });

  it('completes: saves one quote for a double click and goes to checkout with its reference and the customer type', async () => {
    const assign = vi.fn();
    const { user, quotePosts } = await mountNotMovingAtMartinPlace((d) => void (d.person.customerPropertyRelationship = 'OWNER'));
    const { saveAndGoToCheckout } = await import('../../../src/services/qualifier/qualifier');
    expect(typeof saveAndGoToCheckout).toBe('function');
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const button = continueButton();
    await user.dblClick(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(quotePosts).toHaveLength(1);
    const href = String(assign.mock.calls[0]?.[0]);
    // No checkout-url: the checkout page on its details step (spec 1 §2).
    expect(href).toMatch(/^\/checkout\?r=[^&]+&customerType=residential#\/mydetails$/);
    expect(store.getState().quote.savedQuoteReference).toBe(new URL(href, location.origin).searchParams.get('r'));
    expect(readCookie(QUOTE_COOKIE)).toBe(store.getState().quote.savedQuoteReference);
    // Loading stays on while the page goes to checkout.
    expect(store.getState().qualifier.loading).toBe(true);
  });

  it('a failed save keeps everything and shows the default error with the contact link', async () => {
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
        d.address = {
          postcode: '2000',
          state: 'NSW',
          label: '1 Martin Place, Sydney NSW 2000',
          streetName: 'Martin Place',
          id: 'ADR-0001',
        };
        d.person.customerPropertyRelationship = 'TENANT';
      },
      fetch:
        (api: FetchLike): FetchLike =>
        (input, init) => {
          const req = new Request(input, init);
          return new URL(req.url).pathname === '/qt2/app/v1/quotes'
            ? Promise.resolve(new Response('{}', { status: 503 }))
            : api(input, init);
        },
    });
    await user.click(continueButton());
    const alert = await screen.findByText(
      'Sorry, there was a problem processing your request. Please try again or contact us if you need help.',
      {},
    );
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement)
        .getByRole('link', { name: 'Contact us' })
        .getAttribute('href'),
    ).toBe('/home/contact-us');
    expect((screen.getByRole('radio', { name: 'Rent' }) as HTMLInputElement).checked).toBe(true);
    expect(store.getState().qualifier.loading).toBe(false);
  });
});

describe('existing customers', () => {
  it('sign-in asks for an account number and the postcode at the current address, and checks them', async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeTruthy();
    expect(
      screen.getByText(
        'If you are moving and would like to schedule a disconnection of your current address, please ensure you sign in below.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "I don't have my account number" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'About your account number' }));
    expect(screen.getByText(/You can find it on the front page of your bill/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12 34 5678 9012');
    expect((screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value).toBe('1234567890');
    await user.click(continueButton());
    // The account form's words (spec 2 §5): an empty field is required, a malformed one is not valid.
    const postcode = await screen.findByRole('textbox', { name: 'At your current address', description: /^This field is required/ });
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(postcode));
    await user.type(postcode, '200');
    await user.click(continueButton());
    expect(
      await screen.findByRole('textbox', { name: 'At your current address', description: /^Please enter a valid postcode(?!\.)/ }),
    ).toBe(postcode);
  });

  it('an empty account number is required; the identity value is required once its type is chosen', async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    await user.type(screen.getByRole('textbox', { name: 'At your current address' }), '2000');
    await user.click(continueButton());
    expect(await screen.findByRole('textbox', { name: 'Account number', description: 'This field is required' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1000000001');
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: "Driver's licence" }));
    await user.click(continueButton());
    expect(await screen.findByRole('textbox', { name: "Driver's licence", description: 'This field is required' })).toBeTruthy();
  });

  it('1000000003 with another postcode: the default error with its contact link, under which Continue keeps focus', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000003', '3000');
    expect(
      await screen.findByText('Sorry, there was a problem processing your request. Please try again or contact us if you need help.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryByText(/Postcode does not match/)).toBeNull();
    expect((screen.getByRole('textbox', { name: 'At your current address' }) as HTMLInputElement).value).toBe('3000');
    expect(store.getState().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it('1000000001 / 2000 → Verify your account: identity types without PIN, a masked date of birth, a wrong one, then verified', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeTruthy();
    expect(screen.getByText('Please select an identity type to verify your account.')).toBeTruthy();
    const types = within(screen.getByRole('group', { name: 'Identity type' }))
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);
    expect(types).toEqual(['Date of birth', "Driver's licence", 'Other']);
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
    await user.click(continueButton());
    expect(await screen.findByText('Please select an identity type.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Date of birth' }));
    const dob = screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }) as HTMLInputElement;
    await user.type(dob, '02021990');
    expect(dob.value).toBe('02 / 02 / 1990');
    await user.click(continueButton());
    // Said once, under the field, which takes focus and is described by it.
    const wrong = 'Incorrect date of birth for the account holder. Please try again.';
    expect(await screen.findByText(wrong)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(dob));
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)', description: wrong })).toBe(dob);
    expect(store.getState().qualifier.authenticationStatus).toBe('VALIDATED');

    await user.clear(dob);
    await user.type(dob, '01011980');
    await user.click(continueButton());
    await waitFor(() => expect(moving()).toBeTruthy());
    expect(store.getState().qualifier.authenticationStatus).toBe('AUTHENTICATED');
    expect(store.getState().account.accountVerified).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Verify your account' })).toBeNull();
    expect(JSON.stringify(store.getState())).not.toContain('01/01/1980');
  });

  it('a wrong date of birth, then another identity type: the message naming the date of birth goes', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    await user.click(await screen.findByRole('radio', { name: 'Date of birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }), '02021990');
    await user.click(continueButton());
    const wrong = 'Incorrect date of birth for the account holder. Please try again.';
    expect((await screen.findAllByText(wrong)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: "Driver's licence" }));
    expect(screen.getByRole('textbox', { name: "Driver's licence" })).toBeTruthy();
    expect(screen.queryByText(wrong)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('1000000010 (no identity types) skips silently to the moving question', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000010');
    await waitFor(() => expect(moving()).toBeTruthy());
    expect(store.getState().qualifier.authenticationStatus).toBe('SKIPPED');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown account shows the default error and keeps what was typed', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000008');
    expect(
      await screen.findByText('Sorry, there was a problem processing your request. Please try again or contact us if you need help.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value).toBe('1000000008');
    expect(store.getState().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
  });

  it("'I don't have my account number' offers to go on without signing in, which skips the sign-in", async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    await user.click(screen.getByRole('button', { name: "I don't have my account number" }));
    expect(
      screen.getByText(
        "No problem. Choose 'I don't have my details handy' below to go on without signing in, or continue as a new customer.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "I don't have my details handy" }));
    await waitFor(() => expect(store.getState().qualifier.authenticationStatus).toBe('SKIPPED'));
    expect(moving()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
  });

  it('verified in the refine modal (AUTHENTICATED, no account flag): asked the moving question, not sent to checkout with none', async () => {
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'yes';
        d.qualifier.authenticationStatus = 'AUTHENTICATED';
      },
    });
    expect(screen.queryByRole('heading', { name: 'Please sign in' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Verify your account' })).toBeNull();
    expect(moving()).toBeTruthy();
    await user.click(continueButton());
    expect((await screen.findAllByText('Please select an option.')).length).toBeGreaterThan(0);
    expect(store.getState().qualifier.authenticationStatus).toBe('AUTHENTICATED');
  });

  it("'I don't have my details handy' skips verification", async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    await user.click(await screen.findByRole('button', { name: "I don't have my details handy" }));
    await waitFor(() => expect(store.getState().qualifier.authenticationStatus).toBe('SKIPPED'));
    expect(moving()).toBeTruthy();
  });

  it('1000000012 with an electricity plan is blocked with the remote metering text', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000012');
    await user.click(await screen.findByRole('radio', { name: 'Date of birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }), '01011980');
    await user.click(continueButton());
    expect(
      await screen.findByText(
        "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.",
        {},
      ),
    ).toBeTruthy();
    expect(store.getState().qualifier.authenticationStatus).toBe('BLOCKED');
    expect(screen.getByRole('heading', { name: 'Verify your account' })).toBeTruthy();
    expect(moving()).toBeNull();

    // Continue verifies again (the plans may have changed since), never with the value cleared.
    await user.clear(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }));
    await user.click(continueButton());
    expect(await screen.findByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)', description: 'This field is required' })).toBeTruthy();
    expect(screen.queryByText(/Sorry, there was a problem/)).toBeNull();
    expect(store.getState().qualifier.authenticationStatus).toBe('BLOCKED');
  });

  it('a business signs in with an ABN / ACN instead of a postcode and is not asked own or rent', async () => {
    const { user } = await mountQualifier({ path: '/business/electricity-and-gas/small-business/plans' });
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    expect(screen.queryByRole('textbox', { name: 'At your current address' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1000000001');
    await user.type(screen.getByRole('textbox', { name: 'ABN / ACN' }), '51824753556');
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Other' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'PIN' })).toBeTruthy();
  });
});

describe('what the review found', () => {
  it('a failed account check (HTTP 500, 1000000011) shows the default error instead of skipping', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000011');
    expect(
      await screen.findByText('Sorry, there was a problem processing your request. Please try again or contact us if you need help.'),
    ).toBeTruthy();
    expect(store.getState().qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect(moving()).toBeNull();
  });

  it('a failed account check leaves focus on Continue under its message, not on the page (the form was inert meanwhile)', async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1000000011');
    await user.type(screen.getByRole('textbox', { name: 'At your current address' }), '2000');
    await user.click(continueButton());
    // What a browser does when the form turns inert under the pressed button.
    (continueButton().getRootNode() as ShadowRoot).activeElement?.closest('button')?.blur();
    await pressHandled();
    await waitFor(() => expect(store.getState().qualifier.loading).toBe(false));
    await screen.findByText('Sorry, there was a problem processing your request. Please try again or contact us if you need help.');
    await waitFor(() => expect((continueButton().getRootNode() as ShadowRoot).activeElement).toBe(continueButton()));
  });

  it("a blocked account offers no 'I don't have my details handy' and stays blocked", async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000012');
    expect(screen.getByRole('button', { name: "I don't have my details handy" })).toBeTruthy();
    await user.click(await screen.findByRole('radio', { name: 'Date of birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }), '01011980');
    await user.click(continueButton());
    await screen.findByText(/You have a remotely capable meter/, {});
    expect(screen.queryByRole('button', { name: "I don't have my details handy" })).toBeNull();
  });

  it('the unknown identity error (C1ERROR) names the hours with the default time zone', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    await user.click(await screen.findByRole('radio', { name: "Driver's licence" }));
    await user.type(screen.getByRole('textbox', { name: "Driver's licence" }), 'C1ERROR');
    await user.click(continueButton());
    expect(
      await screen.findByText(
        'We are currently unable to retrieve your information. Please call 133 466 (Monday – Friday, 8am – 8pm AEST).',
        {},
      ),
    ).toBeTruthy();
  });

  it('after a validated account, focus moves to Verify; after verifying, to the moving question', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Verify your account' })));
    await user.click(screen.getByRole('button', { name: "I don't have my details handy" }));
    await waitFor(() => expect(document.activeElement).toBe(moving()));
  });

  it('switching to new after signing in forgets the account, its tokens and the answers', async () => {
    const { user } = await mountQualifier();
    await signIn(user, '1000000001');
    await user.click(await screen.findByRole('radio', { name: 'Date of birth' }));
    await user.type(screen.getByRole('textbox', { name: 'Date of birth (DD/MM/YYYY)' }), '01011980');
    await user.click(continueButton());
    await waitFor(() => expect(moving()).toBeTruthy());
    expect(sessionStorage.getItem('ea_refresh_token')).toBeTruthy();
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset previously entered data' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(store.getState().account.existingCustomer).toBe('no'));
    const s = store.getState();
    expect(s.account.accountVerified).toBe(false);
    expect(s.account.electricityAccountNumber).toBe('');
    expect(s.moving.movingHouse).toBe('UNKNOWN');
    expect(s.qualifier.authenticationStatus).toBe('UNAUTHENTICATED');
    expect(sessionStorage.getItem('ea_refresh_token')).toBeNull();
    expect((within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(false);
  });

  it('an unanswered Queensland question shows the Queensland message on Continue, not a field error', async () => {
    const { user } = await mountQualifier({
      path: '/home/electricity-and-gas/plans?postcode=4000',
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'MOVING';
        d.qualifier.form.movingAnswer = 'yes';
        d.address = {
          postcode: '4000',
          state: 'QLD',
          label: '12 Albert Street, Brisbane City QLD 4000',
          streetName: 'Albert Street',
          id: 'ADR-QLD',
        };
        d.plans.electricityPlansAccuracy = 'POSTCODE';
      },
    });
    await user.click(continueButton());
    expect(await screen.findByText(/We're unable to process Queensland move home connections online/)).toBeTruthy();
    expect(screen.queryByText('Please select an option.')).toBeNull();
  });

  it('solar detected at the meter shows the solar message with the contact link', async () => {
    await mountQualifier({ seed: (d) => void (d.connection.electricityMeterDetails.solarSetup = 'DETECTED') });
    expect(screen.getByText('We have detected solar at this address.')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'If you do have solar power set up at this address please contact us so we can add it to your quote.' })
        .getAttribute('href'),
    ).toBe('/home/contact-us');
  });

  it('the solar message shows under the connection address once the form asks for it, at the top before', async () => {
    const { user } = await mountQualifier({ seed: (d) => void (d.connection.electricityMeterDetails.solarSetup = 'DETECTED') });
    const note = () => screen.getByText('We have detected solar at this address.');
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form') as HTMLFormElement;
    expect(form.contains(note())).toBe(false);
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'No' }));
    const field = screen.getByRole('combobox', { name: 'Your connection address' });
    // One note, after the field it is about (a phone visitor choosing the address sees it there).
    expect(screen.getAllByText('We have detected solar at this address.')).toHaveLength(1);
    expect(field.compareDocumentPosition(note()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note().closest('section')).toBe(field.closest('section'));
  });

  it('leaving for the plans puts the checkout stage back to plans', async () => {
    const { unmount } = await mountQualifier();
    expect(store.getState().app.checkoutStage).toBe('qualifier');
    unmount();
    expect(store.getState().app.checkoutStage).toBe('plans');
  });
});

describe('switching new / existing (spec 3 §4.3)', () => {
  it('asks to confirm; Cancel keeps everything, Confirm resets the form and flips the answer', async () => {
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "No, I'm an existing customer" }));
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '1000000001');
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset previously entered data' });
    expect(
      within(dialog).getByText(
        'You are about to switch customer type and all previously entered data will be deleted. Please confirm if you want to proceed',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().account.existingCustomer).toBe('yes');
    expect((screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement).value).toBe('1000000001');

    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset previously entered data' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(store.getState().account.existingCustomer).toBe('no');
    expect(store.getState().qualifier.form.accountNumber).toBe('');
    expect(moving()).toBeTruthy();
  });
});

describe('focus as "Get started" opens', () => {
  it('its heading takes focus from the page', async () => {
    await mountQualifier();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Get started', level: 1 })));
  });

  it('a host page\'s own field that holds focus (a page loaded on "Get started") keeps it', async () => {
    const search = document.createElement('input');
    search.setAttribute('aria-label', 'Search the site');
    document.body.append(search);
    search.focus();
    try {
      await mountQualifier();
      await act(() => new Promise((r) => requestAnimationFrame(r)));
      expect(document.activeElement).toBe(search);
    } finally {
      search.remove();
    }
  });
});

describe('what the page offers', () => {
  it('a campaign for new customers only hides the question and treats the visitor as new', async () => {
    await mountQualifier({ seed: (d) => void (d.campaign.newCustomersOnly = true) });
    expect(screen.queryByRole('group', { name: /Are you new to/ })).toBeNull();
    await waitFor(() => expect(moving()).toBeTruthy());
  });

  it('variant B (qq_variation = B) asks what the visitor is here to do, with the new customer options', async () => {
    localStorage.setItem('qq_variation', 'B');
    const { user } = await mountQualifier();
    await user.click(screen.getByRole('button', { name: "Yes, I'm new" }));
    const group = screen.getByRole('group', { name: 'What are you here to do today?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(group).getByRole('radio', { name: "I'm switching from another retailer" }));
    expect(store.getState().moving.movingHouse).toBe('NOT_MOVING');
    expect(store.getState().quote.offerType).toBe('OTHER');
  });

  it("a fuel removed since entry changes the button and warns; an emptied selection disables Continue and offers 'Select new plan'", async () => {
    const { user } = await mountQualifier({
      seed: (d) => void ((d.plans.selectedGasPlanCode = GAS_2000), (d.qualifier.entryServices = 'both')),
    });
    expect(continueButton().textContent).toBe('Continue');
    act(() => store.getState().deselectPlan('gas'));
    expect(continueButton().textContent).toBe('Continue with electricity');
    expect(screen.getByText('Gas plan removed from your selection.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Select new plan' })).toBeNull();
    act(() => {
      store.getState().deselectPlan('electricity');
      // The lookup that removed it opened the plan-change modal on the (hidden) refine bar.
      store
        .getState()
        .patch('refine', { modal: 'planChange', planChange: { removed: ['electricity'], kept: false, unavailableFuel: null } });
    });
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Electricity plan removed from your selection.')).toBeTruthy();
    // Nothing left to sign up for: the way back to the plans, without the modal saying it again.
    await user.click(screen.getByRole('button', { name: 'Select new plan' }));
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(store.getState().refine.modal).toBeNull();
    expect(store.getState().refine.planChange).toBeNull();
  });

  it('\'Select new plan\' drops a "Plan Unavailable" waiting behind a refine modal asleep on the hidden bar, the modal kept', async () => {
    const { user } = await mountQualifier({
      seed: (d) => void ((d.plans.selectedGasPlanCode = GAS_2000), (d.qualifier.entryServices = 'both')),
    });
    act(() => {
      store.getState().deselectPlan('gas');
      store.getState().deselectPlan('electricity');
      // Raised on the plans page behind the open refine modal, which went to sleep when the host moved to "Get started".
      store.getState().patch('refine', { modal: 'refine', planChange: { removed: ['gas'], kept: false, unavailableFuel: null } });
    });
    await user.click(screen.getByRole('button', { name: 'Select new plan' }));
    await waitFor(() => expect(location.hash).toBe('#/'));
    expect(store.getState().refine.modal).toBe('refine');
    expect(store.getState().refine.planChange).toBeNull();
  });

  const countingCalendar =
    (asked: string[]) =>
    (api: FetchLike): FetchLike =>
    (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/energisation/calendar')) asked.push(new URL(url).searchParams.get('state') ?? '');
      return api(input, init);
    };
  const movingSeed = (d: StoreData) => {
    d.account.existingCustomer = 'no';
    d.moving.movingHouse = 'MOVING';
    d.qualifier.form.movingAnswer = 'yes';
    d.qualifier.entryServices = 'electricity';
  };

  it('a mover is asked for a connection date while a plan is chosen; once the address leaves none (a state the retailer does not supply), the dates are not asked for again', async () => {
    const asked: string[] = [];
    await mountQualifier({ fetch: countingCalendar(asked), seed: movingSeed });
    await waitFor(() => expect(asked).toEqual(['NSW']));
    act(() => {
      store.getState().setAddress({ postcode: '0800', state: 'NT', label: '12 Mitchell Street, Darwin City NT 0800', id: 'ADR-NT' });
      store.getState().patch('plans', { selectedElectricityPlanCode: null });
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual(['NSW']);
  });

  it('a fuel taken out because the chosen address is not served says why under the address, in the plans table’s words', async () => {
    await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
        d.qualifier.entryServices = 'both';
        d.plans.selectedGasPlanCode = GAS_2000;
        d.address = {
          postcode: '0800',
          state: 'NT',
          label: '12 Mitchell Street, Darwin City NT 0800',
          streetName: 'Mitchell Street',
          id: 'ADR-NT',
        };
        d.plans.selectedElectricityPlanCode = null;
        d.plans.messages = [
          {
            code: 'STATE_NOT_SERVICED',
            fuel: 'both',
            level: 'warning',
            visible: true,
            closable: true,
            parameters: { state: 'NT', postcode: '0800', full: true },
          },
        ];
      },
    });
    expect(screen.getByText('Electricity plan removed from your selection.')).toBeTruthy();
    const why = screen.getByText(/This offer is not available in NT\./);
    expect(why.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toBeTruthy();
  });

  const takenOutAt = (message: PlanMessage, removed: 'electricity' | 'gas') =>
    mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.moving.movingHouse = 'NOT_MOVING';
        d.qualifier.form.movingAnswer = 'no';
        d.qualifier.entryServices = 'both';
        d.plans.selectedElectricityPlanCode = removed === 'electricity' ? null : ELECTRICITY_2000;
        d.plans.selectedGasPlanCode = removed === 'gas' ? null : GAS_2000;
        d.address = {
          postcode: '2000',
          state: 'NSW',
          label: '22 Bridge Street, Sydney NSW 2000',
          streetName: 'Bridge Street',
          id: 'ADR-METER',
        };
        d.plans.messages = [message];
      },
    });

  it("a plan taken out by the electricity meter's status says the plans table's words for it (remotely capable meter)", async () => {
    await takenOutAt(
      { code: 'REMOTE_METERING_RISK', fuel: 'electricity', level: 'error', visible: true, closable: true, parameters: {} },
      'electricity',
    );
    expect(screen.getByText('Electricity plan removed from your selection.')).toBeTruthy();
    const why = screen.getByText(
      "You have a remotely capable meter, so we're unable to proceed with your request online. Please call us on 133 466 to discuss your options.",
    );
    expect(why.closest('[role="alert"]')).not.toBeNull();
  });

  it('a blocked meter says why without offering the gas plan the visitor has already chosen', async () => {
    await takenOutAt(
      {
        code: 'NMI_BLOCKED',
        fuel: 'electricity',
        level: 'error',
        visible: true,
        closable: true,
        parameters: { hasGasPlans: true, nswRemoteDisconnected: false, commercialIndustrial: false },
      },
      'electricity',
    );
    expect(screen.getByText(/^We're unable to sign you up online because of the meter type\. Please call us on 133 466/)).toBeTruthy();
    expect(screen.queryByText(/You can still choose a gas plan/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with gas' })).toBeTruthy();
  });

  it("a meter for the other customer type says the meter-detected modal's words and offers its button", async () => {
    await takenOutAt(
      { code: 'INVALID_CUSTOMER_TYPE', fuel: 'electricity', level: 'error', visible: true, closable: false, parameters: {} },
      'electricity',
    );
    expect(
      screen.getByText(/We have detected a business meter at this address\. It is compatible only with business plans\./),
    ).toBeTruthy();
    // Said once, under the address field: not again under the removal warning.
    expect(screen.getAllByText(/We have detected a business meter/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'View business plans' })).toBeTruthy();
  });

  it('a gas plan taken out where only electricity is supplied says so, with the note on the fuel that is', async () => {
    await takenOutAt(
      {
        code: 'POSTCODE_NOT_SERVICED',
        fuel: 'gas',
        level: 'warning',
        visible: true,
        closable: true,
        parameters: { postcode: '2000', address: '22 Bridge Street, Sydney NSW 2000', otherFuel: 'electricity', full: true },
      },
      'gas',
    );
    expect(screen.getByText('Gas plan removed from your selection.')).toBeTruthy();
    expect(screen.getByText(/Unfortunately we don't supply energy to postcode 2000\./)).toBeTruthy();
    expect(screen.getByText('Please note: at 22 Bridge Street, Sydney NSW 2000, we only supply electricity.')).toBeTruthy();
  });

  it('Queensland move of unknown power state: asks if the electricity is on; No shows the Queensland message and stops', async () => {
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.app.postcode = '4000';
        d.address = {
          postcode: '4000',
          state: 'QLD',
          label: '12 Albert Street, Brisbane City QLD 4000',
          streetName: 'Albert Street',
          id: 'ADR-QLD',
        };
        d.plans.electricityPlansAccuracy = 'POSTCODE';
      },
    });
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }));
    const question = screen.getByRole('group', { name: 'Is the electricity on at your new address?' });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(
      screen.getByText(
        "We're unable to process Queensland move home connections online if the electricity is switched off at the property you're moving to. Please contact our team for help with your connection.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Do you own or rent this property?' })).toBeNull();
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: 'Do you own or rent this property?' })).toBeTruthy();
  });

  it('moving asks for a connection date from the energisation calendar, only available dates', async () => {
    const { user } = await mountQualifier({ seed: (d) => void (d.account.existingCustomer = 'no') });
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }));
    // Its place says the dates are loading, then the calendar shows.
    expect(within(await screen.findByRole('group', { name: 'Connection date' })).getByText('Loading connection dates')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Connection date' }))
          .getAllByRole('gridcell')
          .filter((c) => c.getAttribute('aria-disabled') !== 'true').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByRole('link', { name: 'Need to get connected sooner? Contact us' }).getAttribute('href')).toBe('/home/contact-us');
    expect(screen.getByText('Connection happens between 7am-9pm on the day you choose.')).toBeTruthy();
  });

  it('when the connection dates cannot load, their place says so with Try again, and Continue stops there instead of going on without a date', async () => {
    let failing = true;
    const { user } = await mountQualifier({
      seed: (d) => {
        d.account.existingCustomer = 'no';
        d.address = { ...MARTIN_PLACE };
      },
      fetch: (api) => (input, init) =>
        failing && String(input instanceof Request ? input.url : input).includes('/energisation/calendar')
          ? Promise.resolve(new Response('{}', { status: 500 }))
          : api(input, init),
    });
    await user.click(within(moving() as HTMLElement).getByRole('radio', { name: 'Yes' }));
    const place = () => screen.getByRole('group', { name: 'Connection date' });
    await waitFor(() =>
      expect(within(place()).getByText("We couldn't load the connection dates just now. Please try again.")).toBeTruthy(),
    );
    await user.click(continueButton());
    await pressHandled();
    await waitFor(() => expect(document.activeElement).toBe(place()));
    expect(window.location.pathname).not.toBe('/checkout');
    expect(store.getState().qualifier.form.connectionDate).toBe('');

    failing = false;
    await user.click(within(place()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(place()).getAllByRole('gridcell').length).toBeGreaterThan(0));
    expect(screen.queryByText("We couldn't load the connection dates just now. Please try again.")).toBeNull();
  });
});
