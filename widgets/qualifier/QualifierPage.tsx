import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { brandName } from '../../src/domain/shared/brand';
import { useShallow } from 'zustand/react/shallow';
import {
  ABN_ACN_LABEL,
  CANCEL_TEXT,
  CONFIRM_TEXT,
  IDENTITY_TYPE_LABEL,
  SELECT_NEW_PLAN_TEXT,
} from '../../src/domain/refine/refine-modal-texts';
import {
  ACCOUNT_NUMBER_LABEL,
  ADDRESS_NO_MATCH_TEXT,
  ADDRESS_SEARCH_FAILED_TEXT,
  ACCOUNT_NUMBER_TOOLTIP,
  CONNECTION_TIME_TEXT,
  EXISTING_CUSTOMER_TEXT,
  MOVING_OPTION_TEXTS,
  NEW_CUSTOMER_TEXT,
  NO_ACCOUNT_NUMBER_HELP,
  NO_TEXT,
  NOT_SURE_TEXT,
  OWNER_TEXT,
  RENTER_TEXT,
  YES_TEXT,
} from '../../src/domain/qualifier/qualifier-texts';
import {
  AT_CURRENT_ADDRESS_LABEL,
  CONNECT_SOONER_TEXT,
  CONNECTION_DATE_TITLE,
  CONNECTION_DATES_FAILED,
  CONNECTION_DATES_LOADING,
  DATE_OF_BIRTH_LABEL,
  ID_VALUE_FALLBACK_LABEL,
  MOVING_QUESTION_TEXT,
  MOVING_QUESTION_VARIANT_B_TEXT,
  newToBrandText,
  NO_ACCOUNT_NUMBER_LINK_TEXT,
  NO_DETAILS_HANDY_LINK_TEXT,
  OWN_OR_RENT_QUESTION,
  POWER_OFF_DETECTED_TEXT,
  QLD_ELECTRICITY_OFF_TEXT,
  QLD_ELECTRICITY_ON_QUESTION,
  QUALIFIER_INTRO,
  QUALIFIER_TITLE,
  RESET_DATA_MODAL_TEXT,
  RESET_DATA_MODAL_TITLE,
  SIGN_IN_TEXT,
  SIGN_IN_TITLE,
  SOLAR_CONTACT_TEXT,
  SOLAR_DETECTED_TEXT,
  VERIFY_ACCOUNT_TITLE,
} from '../../src/domain/qualifier/qualifier-messages';
import { addressFieldText, chosenAddressText, connectionAddressLabel, qualifierSections } from '../../src/domain/qualifier/qualifier';
import { connectionTimeText, LOADING_QUALIFIER_TEXT, type SingleFuel, type YesNoUnknown } from '../../src/domain/shared';
import { contactPagePath } from '../../src/domain/page';
import {
  continueButtonText,
  isSelectionEmptied,
  removedFuels,
  selectionRemovedWarnings,
} from '../../src/domain/qualifier/qualifier-services';
import { isDateOfBirthType, maskDateOfBirth } from '../../src/domain/refine/refine-account';
import {
  isMovingQuestionVariantB,
  QUALIFIER_VARIATION_STORAGE_KEY,
  movingOptionsFor,
  queenslandMessageShown,
  newExistingQuestionShown,
  QUALIFIER_FIELDS,
  solarAtAddress,
  type QualifierField,
  type QualifierError,
} from '../../src/domain/qualifier/qualifier-flow';
import { SOLAR_UNKNOWN_TEXT, VERIFY_ACCOUNT_TEXT } from '../../src/domain/shared/messages';
import { guardAbnAcn, guardAccountNumber, guardIdValue, guardPostcode } from '../../src/domain/shared/field-guards';
import { useWidget } from '../../src/embed/context';
import { hostHoldsFocus, returnFocusToPlans } from './return-focus';
import { plansPagePath } from '../../src/domain/auth/plan-verification-modal';
import type { WidgetProps } from '../../src/embed/define-widget';
import { useStyles } from '../../src/embed/styles';
import {
  answerExistingCustomer,
  answerHiddenQuestion,
  answerPropertyRelationship,
  answerQueenslandEnergised,
  chooseConnectionAddress,
  chooseMoving,
  currentIdentityTypes,
  enterQualifier,
  followPlans,
  guardWhileShown,
  leaveQualifier,
  leaveToChooseNewPlan,
  setFormField,
  stopLoadingWhenRestored,
  switchCustomerKind,
  typeConnectionAddress,
} from '../../src/services/qualifier/qualifier';
import { skipToNextStep, submitQualifier, type QualifierSubmitOutcome } from '../../src/services/qualifier/qualifier-submit';
import { startQuoteSnapshots } from '../../src/services/quote/quote-snapshots';
import { disconnectionAvailable } from '../../src/services/qualifier/disconnection';
import { disconnectionStepShown } from '../../src/domain/qualifier/disconnection-flow';
import { TRY_AGAIN_TEXT } from '../../src/domain/qualifier/disconnection-texts';
import { useEnergisationCalendar } from '../../src/ui/useEnergisationCalendar';
import { readStorageValue } from '../../src/store/storage';
import { selectAustralianState, selectSelectedServices, store, useStore, type StoreState } from '../../src/store';
import {
  AddressSearch,
  afterPaint,
  CheckoutHeader,
  ContactMessage,
  DateCalendar,
  Message,
  Modal,
  Spinner,
  usePress,
  type AddressSearchProps,
} from '../../src/ui';
import { ChoiceGroup, HelpToggle, TextField, ToggleButtons } from './fields';
import { LookupFailed, TakenOutAtAddress, TakenOutUnderWarnings } from './LookupFailed';
import { QualifierLoading } from './QualifierLoading';
import css from './qualifier.css?inline';

/** The disconnection step (spec 3 §4.8) loads when it is shown: only signed-in movers with an account to disconnect see it. */
const DisconnectionSection = lazy(() => import('./DisconnectionSection').then((m) => ({ default: m.DisconnectionSection })));

/** `#/qualifier`: guarded on entry (spec 3 §2.1), then "Get started". */
export default function QualifierPage({ attributes }: WidgetProps) {
  useStyles(css);
  const [entered, setEntered] = useState(false);
  // The quote is saved as the visitor goes from here on, for the rest of the page (spec 3 §4.7).
  useEffect(startQuoteSnapshots, []);
  useEffect(() => {
    let live = true;
    void enterQualifier().then((stays) => {
      if (live && stays) setEntered(true);
    });
    return () => {
      live = false;
      leaveQualifier();
    };
  }, []);
  if (!entered) return <QualifierLoading />;
  return <Qualifier attributes={attributes} />;
}

type FieldKey = QualifierField;
type Errors = Partial<Record<FieldKey, string>>;

/** Whether the connection address field shows text typed and not chosen (the draft kept in the store). */
const addressFieldEdited = (s: StoreState): boolean => {
  const chosen = chosenAddressText(s.address);
  return addressFieldText(s.qualifier.addressDraft, chosen) !== chosen;
};

/**
 * The connection address field, drawn with the text the visitor typed there and did not choose (read from the store
 * when the field is drawn): Back and Forward, a visit to the cart and a reload give it back.
 */
function ConnectionAddressSearch(props: AddressSearchProps) {
  const [draftText] = useState(() => addressFieldText(store.getState().qualifier.addressDraft, props.initialText ?? ''));
  return <AddressSearch {...props} draftText={draftText} />;
}

function useQualifierView() {
  const existing = useStore((s) => s.account.existingCustomer);
  const accountVerified = useStore((s) => s.account.accountVerified);
  const status = useStore((s) => s.qualifier.authenticationStatus);
  const journey = useStore((s) => s.app.journey);
  const movingStatus = useStore((s) => s.moving.movingHouse);
  const state = useStore(selectAustralianState);
  const nmiNotEnergised: YesNoUnknown = useStore((s) => (s.plans.messages.some((m) => m.code === 'QLD_DEENERGISED') ? 'yes' : 'no'));
  const accuracy = useStore((s) => s.plans.electricityPlansAccuracy);
  const queenslandEnergised = useStore((s) => s.qualifier.queenslandEnergised);
  const customerType = useStore((s) => s.app.customerType);
  return { existing, accountVerified, status, journey, movingStatus, state, nmiNotEnergised, accuracy, queenslandEnergised, customerType };
}

function Qualifier({ attributes }: WidgetProps) {
  const { host } = useWidget();
  const brand = brandName(attributes['brand']);
  const view = useQualifierView();
  const form = useStore((s) => s.qualifier.form);
  const loading = useStore((s) => s.qualifier.loading);
  const entryServices = useStore((s) => s.qualifier.entryServices) ?? 'none';
  const services = useStore(selectSelectedServices);
  const campaignNew = useStore((s) => s.campaign.newCustomersOnly);
  const campaignExisting = useStore((s) => s.campaign.existingOnly);
  const chosenAddress = useStore((s) => chosenAddressText(s.address));
  const relationship = useStore((s) => s.person.customerPropertyRelationship);
  const stage = useStore((s) => s.app.checkoutStage);
  const contactNumber = useStore((s) => s.app.eaContactNumber);
  const solarSetup = useStore((s) => s.connection.electricityMeterDetails.solarSetup);
  const messageCodes = useStore(useShallow((s) => s.plans.messages.filter((m) => m.visible !== false).map((m) => m.code)));
  const solar = solarAtAddress({
    solarSetup,
    messageCodes,
    electricityTakenOut: removedFuels(entryServices, services).includes('electricity'),
  });
  const business = view.customerType === 'BUSINESS';
  const contactHref = contactPagePath(view.customerType);
  const variantB = useMemo(() => isMovingQuestionVariantB(readStorageValue('local', QUALIFIER_VARIATION_STORAGE_KEY)), []);

  const [idValue, setIdValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<QualifierError | null>(null);
  // The connection address field's text is not the address chosen (the visitor cleared or retyped it, now or before
  // a reload: the text typed is kept). An address chosen anew, here or from outside (a host's plan load, a restored
  // quote), shows in the field: it stands.
  const addressEdited = useStore(addressFieldEdited);
  /** Continue's press runs until the page has shown its outcome (the failed-lookup message waits for it). */
  const [pressing, setPressing] = useState(false);
  const [confirmSwitch, setConfirmSwitch] = useState<'yes' | 'no' | null>(null);
  const [showNoAccountHelp, setShowNoAccountHelp] = useState(false);
  const [queenslandTried, setQueenslandTried] = useState(false);
  const [disconnectionErrors, setDisconnectionErrors] = useState<Partial<Record<SingleFuel, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const verifyHeading = useRef<HTMLHeadingElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const newPlanButton = useRef<HTMLButtonElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  // While a step or the save runs the form is inert, which sends focus to the page (the next Tab started again from
  // the top): focus waits on the loading overlay instead, whose spinner says what is happening. Only focus that was
  // in the form: a visitor who has moved on to the host page keeps their place.
  useLayoutEffect(() => {
    const el = overlay.current;
    if (!loading || !el) return;
    const root = el.getRootNode();
    const active = document.activeElement;
    const inForm = root instanceof ShadowRoot ? active === root.host : !!active && el.parentElement?.contains(active);
    if (active === null || active === document.body || inForm) el.focus({ preventScroll: true });
  }, [loading]);
  const fieldRefs = useRef<Partial<Record<FieldKey, HTMLElement | null>>>({});
  const refFor = (key: FieldKey) => (el: HTMLElement | null) => {
    fieldRefs.current[key] = el;
  };
  const disconnectionRefs = useRef<Partial<Record<SingleFuel | 'failed', HTMLElement | null>>>({});
  const disconnectionRefFor = (key: SingleFuel | 'failed') => (el: HTMLElement | null) => {
    disconnectionRefs.current[key] = el;
  };

  const questionShown = newExistingQuestionShown({ journey: view.journey, newCustomersOnly: campaignNew, existingOnly: campaignExisting });
  // A hidden question is answered for the visitor (spec 3 §2.2, §6).
  useEffect(() => {
    answerHiddenQuestion({ journey: view.journey, newCustomersOnly: campaignNew, existingOnly: campaignExisting });
  }, [campaignNew, campaignExisting, view.journey]);

  // Back from checkout out of the browser's page cache: the page is not saving any more.
  useEffect(stopLoadingWhenRestored, []);

  // The route stays guarded while shown: on the moving journey an address the host clears sends the visitor home.
  useEffect(guardWhileShown, []);

  // The plans follow the answers (a connection address is looked up there), also on a page loaded on "Get started".
  useEffect(() => {
    const following = new AbortController();
    followPlans(following.signal);
    return () => following.abort();
  }, []);

  // The qualifier takes the page: its heading takes focus and the page scrolls to its top, unless the visitor is
  // in a control of the host page (a page loaded on "Get started" whose search field took focus). Leaving it for
  // the plans, focus goes back to the plan chosen.
  useEffect(() => {
    if (!hostHoldsFocus()) {
      heading.current?.focus({ preventScroll: true });
      if (typeof host.scrollIntoView === 'function') host.scrollIntoView({ block: 'start' });
    }
    return () => returnFocusToPlans(host);
  }, [host]);

  const calendar = useEnergisationCalendar(view.movingStatus, view.nmiNotEnergised, view.journey);
  const datesId = useId();
  const sections = qualifierSections({
    existingCustomer: view.existing,
    accountVerified: view.accountVerified,
    authenticationStatus: view.status,
    journey: view.journey ?? undefined,
    movingStatus: view.movingStatus,
    state: view.state,
    nmiNotEnergised: view.nmiNotEnergised,
    electricityPlansAccuracy: view.accuracy ?? undefined,
    queenslandEnergised: view.queenslandEnergised,
    // Loading or failed, the date keeps its place and stays required (spec 3 §5): the place says why there is no
    // calendar, and a press of Continue goes there, instead of the date silently not being asked.
    hasCalendar: calendar.availableDates.length > 0 || calendar.loading || calendar.failed,
    customerType: view.customerType,
  });
  const blocked = view.status === 'BLOCKED';
  const disconnectElectricity = useStore((s) => s.disconnection.electricity.account);
  const disconnectGas = useStore((s) => s.disconnection.gas.account);
  const available = useStore((s) => disconnectionAvailable(s));
  const disconnectionShown = disconnectionStepShown({
    available,
    existingCustomer: view.existing,
    accountVerified: view.accountVerified,
    authenticationStatus: view.status,
    electricityAccount: disconnectElectricity,
    gasAccount: disconnectGas,
  });
  const queenslandMessage = queenslandMessageShown(sections, view.queenslandEnergised, queenslandTried);
  const warnings = selectionRemovedWarnings(entryServices, services);
  const emptied = isSelectionEmptied(entryServices, services);
  const disabled = loading || emptied;

  const idTypes = currentIdentityTypes();
  const idTypeText = idTypes.find((t) => t.value === form.idType)?.text;
  const dob = isDateOfBirthType(form.idType);

  /** Moves focus to a field or section (spec 1 §5: scrolled to 35 px below the top, CSS scroll-margin). */
  function focusOn(el: HTMLElement | null | undefined): void {
    if (!el) return;
    el.focus({ preventScroll: true });
    if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
  }

  /** After a step, focus goes to what it revealed: Verify, or the moving question (announced by its name). */
  function focusNextSection(): void {
    requestAnimationFrame(() => {
      const status = store.getState().qualifier.authenticationStatus;
      focusOn(status === 'VALIDATED' ? verifyHeading.current : (fieldRefs.current.moving ?? fieldRefs.current.address));
    });
  }

  /** A step's message; one about a field (the identity value, the account's postcode …) shows on it, which takes focus. */
  function fail(error: QualifierError): void {
    // An error about a field is said once, under that field (spec 3 §8: the first error is shown).
    const field = error.field;
    if (field) {
      setFormError(null);
      setErrors({ [field]: error.text });
      requestAnimationFrame(() => focusOn(fieldRefs.current[field]));
      return;
    }
    setFormError(error);
  }

  // A step that failed with a message for the whole form (the account check, the remote-meter block) leaves
  // focus on Continue, under that message: the form was inert while the step ran, which let focus go to the page.
  // With nothing left to sign up for (a selection emptied while the quote was saved) Continue is disabled: focus goes
  // to 'Select new plan' beside it.
  useEffect(() => {
    if (formError && !loading) (submitButton.current?.disabled ? newPlanButton.current : submitButton.current)?.focus();
  }, [formError, loading]);

  /** Shows how a press of Continue or 'I don't have my details handy' ended. */
  function show(outcome: QualifierSubmitOutcome): void {
    switch (outcome.kind) {
      case 'invalid': {
        const { errors: e, dateErrors, queenslandBlocked } = outcome;
        setErrors(e);
        setDisconnectionErrors(dateErrors);
        const first = QUALIFIER_FIELDS.find((k) => k in e) ?? (queenslandBlocked ? 'queensland' : undefined);
        const firstDate = (['electricity', 'gas'] as const).find((f) => f in dateErrors);
        requestAnimationFrame(() => focusOn(first ? fieldRefs.current[first] : firstDate ? disconnectionRefs.current[firstDate] : null));
        return;
      }
      case 'failed':
        return fail(outcome.error);
      case 'next-section':
        return focusNextSection();
      case 'disconnection-failed':
        requestAnimationFrame(() => focusOn(disconnectionRefs.current.failed));
        return;
      default:
        return;
    }
  }

  async function submit(): Promise<void> {
    const outcome = await submitQualifier(
      {
        sections,
        questionShown,
        disconnectionShown,
        idValue,
        availableDates: calendar.availableDates,
        checkoutBase: attributes['checkout-url'],
        addressEdited,
      },
      {
        started: () => {
          setFormError(null);
          setErrors({});
          setDisconnectionErrors({});
          setPressing(true);
        },
        checked: setQueenslandTried,
        identityUsed: () => setIdValue(''),
      },
    );
    // In one render with the press's message: loading goes off in the store a render before it.
    setPressing(false);
    show(outcome);
  }

  async function skip(): Promise<void> {
    const outcome = await skipToNextStep(attributes['checkout-url'], {
      started: () => {
        setIdValue('');
        setErrors({});
        setFormError(null);
      },
    });
    show(outcome);
  }

  // The latest render's presses: one made right after an answer runs once the page shows that answer.
  const pressed = useRef({ submit, skip });
  // A press whose frame saw the visitor leave "Get started" (Back) does nothing: no check, no save.
  const press = usePress();
  useLayoutEffect(() => {
    pressed.current = { submit, skip };
  });

  const chooseExisting = (value: 'yes' | 'no'): void => {
    if (view.existing === value) return;
    // Answered, its error goes, as every other question's does.
    setErrors((e) => ({ ...e, existing: undefined }));
    if (view.existing === 'yes' || view.existing === 'no') setConfirmSwitch(value);
    else answerExistingCustomer(value);
  };

  const errorFor = (key: FieldKey): string | undefined => (errors[key] ? errors[key] : undefined);

  // Spec 3 §2.5's solar note is about the connection address: under its field where the form shows one (chosen on a
  // phone, it showed above the form, out of view), else at the top.
  const solarNote = solar ? (
    <Message level="info">
      <p>{solar === 'detected' ? SOLAR_DETECTED_TEXT : SOLAR_UNKNOWN_TEXT}</p>
      <p>
        <a href={contactHref}>{SOLAR_CONTACT_TEXT}</a>
      </p>
    </Message>
  ) : null;

  return (
    <div className="qq">
      <CheckoutHeader brand={brand} stage={stage} contactNumber={contactNumber} movingContact={view.journey === 'MOVING'} />
      <h1 ref={heading} tabIndex={-1} className="qq-title">
        {QUALIFIER_TITLE}
      </h1>
      <p className="qq-intro">{QUALIFIER_INTRO}</p>

      {warnings.map((w) => (
        <Message key={w} level="warning">
          <p>{w}</p>
        </Message>
      ))}
      {/* Why a plan went when no connection address of the form's says it (a host's plan load by NMI or MIRN). */}
      <TakenOutUnderWarnings
        fieldShown={sections.connectionInformation}
        contactHref={contactHref}
        plansHref={plansPagePath(view.customerType)}
        queenslandTextShown={queenslandMessage}
      />
      {sections.connectionInformation ? null : solarNote}

      <form
        className="qq-form"
        noValidate
        // While a step or the save runs nothing else can be pressed or typed (the overlay covers the mouse, inert the keyboard).
        inert={loading}
        onSubmit={(e) => {
          e.preventDefault();
          // The press paints first; then Continue reads the page with every answer given before it (src/ui/after-paint.ts).
          press(() => void pressed.current.submit());
        }}
      >
        {!questionShown ? null : (
          <section className="qq-section" aria-label={newToBrandText(brand)}>
            <ToggleButtons
              legend={newToBrandText(brand)}
              groupRef={refFor('existing')}
              options={[
                { value: 'no', text: NEW_CUSTOMER_TEXT },
                { value: 'yes', text: EXISTING_CUSTOMER_TEXT },
              ]}
              value={view.existing === 'yes' || view.existing === 'no' ? view.existing : ''}
              onChoose={chooseExisting}
              error={errorFor('existing')}
            />
          </section>
        )}

        {sections.signIn ? (
          <section className="qq-section" aria-labelledby="qq-signin-h">
            <h2 id="qq-signin-h" className="qq-h2">
              {SIGN_IN_TITLE}
            </h2>
            <p>{SIGN_IN_TEXT}</p>
            <TextField
              label={ACCOUNT_NUMBER_LABEL}
              name="accountNumber"
              inputMode="numeric"
              autoComplete="off"
              value={form.accountNumber}
              onChange={(v) => setFormField('accountNumber', guardAccountNumber(v))}
              error={errorFor('accountNumber')}
              inputRef={refFor('accountNumber')}
              labelExtra={<HelpToggle label={`About your ${ACCOUNT_NUMBER_LABEL.toLowerCase()}`} text={ACCOUNT_NUMBER_TOOLTIP} />}
            />
            <button
              type="button"
              className="ea-link qq-link"
              aria-expanded={showNoAccountHelp}
              onClick={() => setShowNoAccountHelp((v) => !v)}
            >
              {NO_ACCOUNT_NUMBER_LINK_TEXT}
            </button>
            {showNoAccountHelp ? (
              <>
                <p className="qq-hint">{NO_ACCOUNT_NUMBER_HELP}</p>
                <button type="button" className="ea-link qq-link" onClick={() => press(() => void pressed.current.skip())}>
                  {NO_DETAILS_HANDY_LINK_TEXT}
                </button>
              </>
            ) : null}
            {business ? (
              <TextField
                label={ABN_ACN_LABEL}
                name="abnAcn"
                inputMode="numeric"
                value={form.abnAcn}
                onChange={(v) => setFormField('abnAcn', guardAbnAcn(v))}
                error={errorFor('abnAcn')}
                inputRef={refFor('abnAcn')}
              />
            ) : (
              <TextField
                label={AT_CURRENT_ADDRESS_LABEL}
                name="postcode"
                inputMode="numeric"
                autoComplete="postal-code"
                value={form.postcode}
                onChange={(v) => setFormField('postcode', guardPostcode(v))}
                error={errorFor('postcode')}
                inputRef={refFor('postcode')}
                hint="Postcode"
              />
            )}
          </section>
        ) : null}

        {sections.verify ? (
          <section className="qq-section" aria-labelledby="qq-verify-h">
            <h2 id="qq-verify-h" className="qq-h2" ref={verifyHeading} tabIndex={-1}>
              {VERIFY_ACCOUNT_TITLE}
            </h2>
            <p>{VERIFY_ACCOUNT_TEXT}</p>
            {idTypes.length > 0 ? (
              <ChoiceGroup
                legend={IDENTITY_TYPE_LABEL}
                name="idType"
                layout="stacked"
                groupRef={refFor('idType')}
                options={idTypes.map((t) => ({ value: t.value, text: t.text }))}
                value={form.idType}
                onChange={(v) => {
                  setFormField('idType', v);
                  setIdValue('');
                  setErrors((e) => ({ ...e, idType: undefined, idValue: undefined }));
                  // 'Incorrect {id type} …' named the type just left: it goes with that type's value.
                  setFormError((f) => (f?.field === 'idValue' ? null : f));
                }}
                error={errorFor('idType')}
              />
            ) : null}
            {form.idType ? (
              <TextField
                label={dob ? DATE_OF_BIRTH_LABEL : (idTypeText ?? ID_VALUE_FALLBACK_LABEL)}
                name="idValue"
                inputMode={dob ? 'numeric' : 'text'}
                placeholder={dob ? 'DD / MM / YYYY' : undefined}
                autoComplete="off"
                value={idValue}
                onChange={(v) => setIdValue(dob ? maskDateOfBirth(v) : guardIdValue(v))}
                error={errorFor('idValue')}
                inputRef={refFor('idValue')}
              />
            ) : null}
            {blocked ? null : (
              <button type="button" className="ea-link qq-link" onClick={() => press(() => void pressed.current.skip())}>
                {NO_DETAILS_HANDY_LINK_TEXT}
              </button>
            )}
          </section>
        ) : null}

        {sections.movingQuestion ? (
          <section className="qq-section">
            <ChoiceGroup
              headed
              legend={variantB ? MOVING_QUESTION_VARIANT_B_TEXT : MOVING_QUESTION_TEXT}
              name="moving"
              layout={variantB ? 'stacked' : 'buttons'}
              groupRef={refFor('moving')}
              options={
                variantB
                  ? movingOptionsFor(view.existing).map((o) => ({ value: o, text: MOVING_OPTION_TEXTS[o] }))
                  : [
                      { value: 'yes', text: YES_TEXT },
                      { value: 'no', text: NO_TEXT },
                    ]
              }
              value={form.movingAnswer}
              onChange={(v) => {
                setErrors((e) => ({ ...e, moving: undefined }));
                chooseMoving(v, variantB);
              }}
              error={errorFor('moving')}
            />
          </section>
        ) : null}

        {sections.connectionInformation ? (
          <section className="qq-section" aria-label={connectionAddressLabel(view.movingStatus)}>
            <ConnectionAddressSearch
              label={connectionAddressLabel(view.movingStatus)}
              initialText={chosenAddress}
              // Cleared or retyped, the field no longer holds the address chosen: Continue asks for one from the list.
              onTextChange={typeConnectionAddress}
              onSelect={(a) =>
                // The address shows in the field at once; the lookup it starts follows the next paint.
                afterPaint(() => {
                  chooseConnectionAddress(a);
                  setErrors((e) => ({ ...e, address: undefined }));
                  // Continue's word on the last address's plans is not this one's.
                  setFormError((e) => (e?.fromLookup ? null : e));
                })
              }
              error={errorFor('address')}
              notFoundText={ADDRESS_NO_MATCH_TEXT}
              failedText={ADDRESS_SEARCH_FAILED_TEXT}
              inputRef={refFor('address')}
            />
            {formError?.fromLookup || loading || pressing ? null : (
              // Continue says the same once pressed (its press retries the lookup): then only there, where focus is.
              <LookupFailed
                contactHref={contactHref}
                plansHref={plansPagePath(view.customerType)}
                onResolved={() => fieldRefs.current.address?.focus()}
              />
            )}
            <TakenOutAtAddress
              contactHref={contactHref}
              plansHref={plansPagePath(view.customerType)}
              queenslandTextShown={queenslandMessage}
            />
            {solarNote}
            {sections.queenslandEnergised ? (
              <ChoiceGroup
                legend={QLD_ELECTRICITY_ON_QUESTION}
                name="queenslandEnergised"
                groupRef={refFor('queensland')}
                options={[
                  { value: 'yes', text: YES_TEXT },
                  { value: 'no', text: NO_TEXT },
                  { value: 'notSure', text: NOT_SURE_TEXT },
                ]}
                value={view.queenslandEnergised === 'unknown' ? '' : view.queenslandEnergised}
                onChange={(v) => {
                  answerQueenslandEnergised(v);
                  setQueenslandTried(false);
                }}
                invalid={queenslandMessage}
              />
            ) : null}
            {queenslandMessage ? (
              // With the question hidden (the meter is known to be off) the message is where Continue sends focus.
              <div ref={sections.queenslandKnownOff ? refFor('queensland') : undefined} tabIndex={-1} className="qq-focus-target">
                <ContactMessage level="error" text={QLD_ELECTRICITY_OFF_TEXT} contactHref={contactHref} />
              </div>
            ) : null}
            {sections.followUp && sections.connectionDatepicker ? (
              <div className="qq-subsection">
                {view.nmiNotEnergised === 'yes' ? <p>{POWER_OFF_DETECTED_TEXT}</p> : null}
                {calendar.loading || calendar.failed ? (
                  <div
                    ref={refFor('connectionDate')}
                    tabIndex={-1}
                    className="qq-focus-target ea-field"
                    role="group"
                    aria-labelledby={datesId}
                  >
                    <span id={datesId} className="ea-label">
                      {CONNECTION_DATE_TITLE}
                    </span>
                    {calendar.loading ? (
                      <Spinner label={CONNECTION_DATES_LOADING} />
                    ) : (
                      <Message level="warning">
                        <p>{CONNECTION_DATES_FAILED}</p>
                        <p>
                          <button type="button" className="ea-btn ea-btn--secondary" onClick={calendar.retry}>
                            {TRY_AGAIN_TEXT}
                          </button>
                        </p>
                      </Message>
                    )}
                  </div>
                ) : (
                  <div ref={refFor('connectionDate')} tabIndex={-1} className="qq-focus-target">
                    <DateCalendar
                      label={CONNECTION_DATE_TITLE}
                      availableDates={calendar.availableDates}
                      value={form.connectionDate || null}
                      onChange={(iso) => {
                        setFormField('connectionDate', iso);
                        setErrors((e) => ({ ...e, connectionDate: undefined }));
                      }}
                      error={errorFor('connectionDate')}
                      hint={CONNECTION_TIME_TEXT(connectionTimeText(view.state))}
                    />
                  </div>
                )}
                <p className="qq-hint">
                  <a href={contactHref}>{CONNECT_SOONER_TEXT}</a>
                </p>
              </div>
            ) : null}
            {sections.followUp && sections.propertyRelationship ? (
              <ChoiceGroup
                legend={OWN_OR_RENT_QUESTION}
                name="property"
                groupRef={refFor('property')}
                options={[
                  { value: 'OWNER', text: OWNER_TEXT },
                  { value: 'TENANT', text: RENTER_TEXT },
                ]}
                value={relationship === 'OWNER' || relationship === 'TENANT' ? relationship : ''}
                onChange={(v) => {
                  answerPropertyRelationship(v);
                  setErrors((e) => ({ ...e, property: undefined }));
                }}
                error={errorFor('property')}
              />
            ) : null}
          </section>
        ) : null}

        {disconnectionShown ? (
          <Suspense fallback={null}>
            <DisconnectionSection
              errors={disconnectionErrors}
              onAnswered={(fuel) => setDisconnectionErrors((e) => ({ ...e, [fuel]: undefined }))}
              refFor={disconnectionRefFor}
              contactHref={contactHref}
            />
          </Suspense>
        ) : null}

        {formError ? (
          <ContactMessage
            level={formError.warning ? 'warning' : 'error'}
            text={formError.text}
            contactHref={formError.contactLink ? contactHref : null}
          />
        ) : null}

        <div className="qq-actions">
          <button ref={submitButton} type="submit" className="ea-btn qq-submit" disabled={disabled} aria-disabled={disabled || undefined}>
            {continueButtonText(entryServices, services)}
          </button>
          {/* Nothing left to sign up for: the way back to the plans (ours; the spec only disables Continue). */}
          {emptied ? (
            <button ref={newPlanButton} type="button" className="ea-btn ea-btn--secondary" onClick={leaveToChooseNewPlan}>
              {SELECT_NEW_PLAN_TEXT}
            </button>
          ) : null}
        </div>
      </form>

      {loading ? (
        <div className="qq-overlay" ref={overlay} tabIndex={-1}>
          <Spinner label={LOADING_QUALIFIER_TEXT} size={72} />
        </div>
      ) : null}

      <Modal
        open={confirmSwitch !== null}
        historyEntry
        title={RESET_DATA_MODAL_TITLE}
        onClose={() => setConfirmSwitch(null)}
        actions={
          <>
            <button
              type="button"
              className="ea-btn"
              onClick={() => {
                if (confirmSwitch) void switchCustomerKind(confirmSwitch);
                setIdValue('');
                setErrors({});
                setFormError(null);
                setConfirmSwitch(null);
              }}
            >
              {CONFIRM_TEXT}
            </button>
            <button type="button" className="ea-btn ea-btn--secondary" onClick={() => setConfirmSwitch(null)}>
              {CANCEL_TEXT}
            </button>
          </>
        }
      >
        <p>{RESET_DATA_MODAL_TEXT}</p>
      </Modal>
    </div>
  );
}
