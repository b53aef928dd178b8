import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { brandName } from '../../../src/domain/shared/brand';
import {
  ABN_ACN_LABEL,
  ACCOUNT_ON_BILL_TEXT,
  accountNumberLabel,
  BACK_TEXT,
  C1_UNKNOWN_ERROR_LINK_TEXT,
  C1_UNKNOWN_ERROR_TEXT_AFTER,
  C1_UNKNOWN_ERROR_TEXT_BEFORE,
  DATE_OF_BIRTH_FIELD_LABEL,
  DATE_OF_BIRTH_PLACEHOLDER,
  ENTER_USAGE_HEADING,
  ENTER_USAGE_TEXT,
  EXISTING_TEXT,
  EXISTING_TITLE,
  IDENTITY_TYPE_LABEL,
  maxUsageText,
  NEW_OR_EXISTING_TEXT,
  NEW_OR_EXISTING_TITLE,
  NEXT_TEXT,
  noUsageDataText,
  POSTCODE_LABEL,
  REFINE_MODAL_TITLES,
  SHOW_ESTIMATES_TEXT,
  USAGE_DATA_TEXT,
  validateAccountsHeading,
  VERIFY_ACCOUNT_BUTTON,
  VERIFY_IDENTITY_TEXT,
} from '../../../src/domain/refine/refine-modal-texts';
import {
  ACCOUNT_FIELDS,
  guardAccountField,
  isDateOfBirthType,
  maskDateOfBirth,
  validateAccountForm,
  validateIdentityValue,
  type AccountField,
  type AccountForm,
  type IdentityErrorOutcome,
} from '../../../src/domain/refine/refine-account';
import { annualDailyText, exceedsMaxUsage, isUsageInput } from '../../../src/domain/refine/refine-usage-inputs';
import { annualToDaily, selectedFuels, USAGE_TYPE_LABELS } from '../../../src/domain/refine';
import { clampCustomUsage, maxCustomDailyUsage } from '../../../src/domain/refine/refine-custom-usage';
import { APPLY_TEXT, customUsageLabel, usageSelectLabel } from '../../../src/domain/refine/refine-usage-texts';
import { enteredUsageStart, followEnteredUsage, readEnteredUsage } from '../../../src/domain/refine/refine-entered-usage';
import { previousRefineStep } from '../../../src/domain/refine/refine-modal-steps';
import { contactPagePath } from '../../../src/domain/page';
import {
  FUEL_UNITS,
  fuelTitle,
  ID_VALUE_MAX_LENGTH,
  type RefineModalStep,
  type SingleFuel,
  type UsageEstimateType,
} from '../../../src/domain/shared';
import { applyEnteredUsage, applyVerifiedDetails, closeModal, goToStep } from '../../../src/services/refine/modal-actions';
import { followRefineModalEntry } from '../../../src/services/refine/modal-history';
import {
  verifyRefineAccount,
  verifyRefineIdentity,
  type CustomerDetails,
  type VerifiedAccount,
} from '../../../src/services/refine/account-verification';
import { store, useStore } from '../../../src/store';
import { Message, Modal, Spinner, useUnmountSignal } from '../../../src/ui';
import { showThenFocus, useDebounced } from '../hooks';
import { TextField } from './fields';
import { useModalStyles } from './styles';

/**
 * A field of a step, focused after a submit found it wrong: the modal's own content scrolls to it, the page behind
 * stays where it is (it cannot scroll while the modal is open, docs/decisions/refine-bar.md).
 */
const focusField = (field: HTMLElement | null | undefined): void => field?.focus();

/**
 * The modal's Back moves one step back (`back`); the step shown then puts focus on the control the visitor left it by
 * (`cameBackFrom`: the step they came back from), not on the modal's title.
 */
interface StepMoves {
  back: () => void;
  cameBackFrom: RefineModalStep | null;
}

/**
 * A step's control that leads to the step `to`: focused as the step shows when the visitor came back from `to` with
 * the modal's Back. Before the modal moves focus to its title (a parent's layout effect runs after this one), and only
 * then: later renders (typing) leave focus where it is.
 */
function useFocusOnReturn<T extends HTMLElement>(cameBackFrom: RefineModalStep | null, to: RefineModalStep): RefObject<T | null> {
  const control = useRef<T>(null);
  const returned = useRef(cameBackFrom === to);
  useLayoutEffect(() => {
    if (returned.current) control.current?.focus();
  }, []);
  return control;
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="ea-btn ea-btn--secondary" onClick={onBack}>
      {BACK_TEXT}
    </button>
  );
}

function OptionsStep({ cameBackFrom, forward }: { cameBackFrom: RefineModalStep | null; forward: (to: RefineModalStep) => void }) {
  const enterUsage = useFocusOnReturn<HTMLButtonElement>(cameBackFrom, 'ENTER_USAGE');
  const verifyAccount = useFocusOnReturn<HTMLButtonElement>(cameBackFrom, 'VALIDATE_ACCOUNT');
  return (
    <div className="rb-choices">
      <section className="rb-choice" aria-labelledby="rb-choice-new">
        <h3 id="rb-choice-new">{NEW_OR_EXISTING_TITLE}</h3>
        <p>{NEW_OR_EXISTING_TEXT}</p>
        <button ref={enterUsage} type="button" className="ea-btn" onClick={() => forward('ENTER_USAGE')}>
          {ENTER_USAGE_TEXT}
        </button>
      </section>
      <section className="rb-choice" aria-labelledby="rb-choice-existing">
        <h3 id="rb-choice-existing">{EXISTING_TITLE}</h3>
        <p>{EXISTING_TEXT}</p>
        <button ref={verifyAccount} type="button" className="ea-btn" onClick={() => forward('VALIDATE_ACCOUNT')}>
          {VERIFY_ACCOUNT_BUTTON}
        </button>
      </section>
    </div>
  );
}

/** One daily usage input of the enter-usage step: clamped after 500 ms, with the maximum text when it was exceeded. */
function DailyUsageInput({
  fuel,
  value,
  onChange,
  error,
  inputRef,
}: {
  fuel: SingleFuel;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const [capped, setCapped] = useState(false);
  const debounced = useDebounced(value, 500);
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    if (debounced === '' || !isUsageInput(debounced) || !exceedsMaxUsage(fuel, debounced)) return;
    const clamped = clampCustomUsage(fuel, debounced);
    if (clamped === undefined) return;
    setCapped(true);
    change.current(String(clamped));
  }, [debounced, fuel]);
  const unit = FUEL_UNITS[fuel];
  return (
    <TextField
      label={customUsageLabel(fuel, unit)}
      value={value}
      inputMode="decimal"
      inputRef={inputRef}
      onChange={(v) => {
        setCapped(false);
        onChange(v);
      }}
      error={error}
      hint={capped ? maxUsageText(fuel, maxCustomDailyUsage(fuel), unit) : undefined}
      hintLive
    />
  );
}

function EnterUsageStep({
  fuels,
  values,
  setValues,
  back,
}: {
  fuels: SingleFuel[];
  /** Kept by the modal, so Back and Enter usage again find what the visitor typed. */
  values: Record<SingleFuel, string>;
  setValues: (update: (current: Record<SingleFuel, string>) => Record<SingleFuel, string>) => void;
  back: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<SingleFuel, string>>>({});
  const refs = useRef<Partial<Record<SingleFuel, HTMLInputElement | null>>>({});
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const { usage: out, errors: next } = readEnteredUsage(values, fuels);
    const firstInvalid = fuels.find((f) => next[f]);
    if (firstInvalid) {
      showThenFocus(
        () => setErrors(next),
        () => focusField(refs.current[firstInvalid]),
      );
      return;
    }
    setErrors(next);
    applyEnteredUsage(out);
  };
  return (
    <form onSubmit={submit} noValidate>
      <h3 className="rb-step-heading">{ENTER_USAGE_HEADING}</h3>
      {fuels.map((fuel) => (
        <DailyUsageInput
          key={fuel}
          fuel={fuel}
          value={values[fuel]}
          error={errors[fuel]}
          inputRef={(el) => (refs.current[fuel] = el)}
          onChange={(v) => setValues((cur) => ({ ...cur, [fuel]: v }))}
        />
      ))}
      <div className="ea-modal__actions">
        <button type="submit" className="ea-btn">
          {APPLY_TEXT}
        </button>
        <BackButton onBack={back} />
      </div>
    </form>
  );
}

/** The account form as first shown: the account numbers the store knows. */
const initialAccountForm = (): AccountForm => ({
  electricityAccount: store.getState().account.electricityAccountNumber,
  gasAccount: store.getState().account.gasAccountNumber,
  postcode: '',
  abnAcn: '',
});

function ValidateAccountStep({
  brand,
  fuels,
  form,
  setForm,
  onVerified,
  moves,
}: {
  moves: StepMoves;
  brand: string;
  fuels: SingleFuel[];
  /** Kept by the modal, so Back from the next step finds what the visitor typed. */
  form: AccountForm;
  setForm: (update: (current: AccountForm) => AccountForm) => void;
  onVerified: (v: VerifiedAccount) => void;
}) {
  const customerType = useStore((s) => s.app.customerType);
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [serverError, setServerError] = useState<{ text: string; field?: AccountField } | null>(null);
  const [busy, setBusy] = useState(false);
  // Closed or left while the account is checked: the check stops and its answer opens nothing.
  const unmounted = useUnmountSignal();
  const refs = useRef<Partial<Record<AccountField, HTMLInputElement | null>>>({});
  const serverErrorId = useId();
  const next = useFocusOnReturn<HTMLButtonElement>(moves.cameBackFrom, 'VERIFY_IDENTITY');
  const fields: AccountField[] = [
    ...fuels.map((f): AccountField => (f === 'electricity' ? 'electricityAccount' : 'gasAccount')),
    customerType === 'BUSINESS' ? 'abnAcn' : 'postcode',
  ];

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const found = validateAccountForm(form, fuels, customerType);
    const first = ACCOUNT_FIELDS.find((f) => found[f]);
    const show = (): void => {
      setErrors(found);
      setServerError(null);
    };
    if (first) {
      showThenFocus(show, () => focusField(refs.current[first]));
      return;
    }
    show();
    setBusy(true);
    try {
      const outcome = await verifyRefineAccount(form, fuels, customerType, unmounted());
      if (outcome.kind === 'cancelled') return;
      // The meter-detected modal has taken the place of this one.
      if (outcome.kind === 'verified') onVerified(outcome.account);
      else if (outcome.kind === 'message' && outcome.field) {
        const field = outcome.field;
        showThenFocus(
          () => setServerError({ text: outcome.text, field }),
          () => refs.current[field]?.focus(),
        );
      } else if (outcome.kind === 'message') setServerError({ text: outcome.text });
    } finally {
      setBusy(false);
    }
  };

  const labels: Record<AccountField, string> = {
    electricityAccount: accountNumberLabel('electricity'),
    gasAccount: accountNumberLabel('gas'),
    postcode: POSTCODE_LABEL,
    abnAcn: ABN_ACN_LABEL,
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
      <h3 className="rb-step-heading">{validateAccountsHeading(brand)}</h3>
      <p>{ACCOUNT_ON_BILL_TEXT}</p>
      {serverError ? (
        <Message level="error" textId={serverErrorId}>
          {serverError.text}
        </Message>
      ) : null}
      {fields.map((field) => (
        <TextField
          key={field}
          label={labels[field]}
          name={field}
          value={form[field]}
          inputMode="numeric"
          inputRef={(el) => void (refs.current[field] = el)}
          error={errors[field]}
          invalid={serverError?.field === field}
          describedBy={serverError?.field === field ? serverErrorId : undefined}
          onChange={(v) => setForm((cur) => ({ ...cur, [field]: guardAccountField(field, v) }))}
        />
      ))}
      {busy ? <Spinner label="Checking your account" /> : null}
      <div className="ea-modal__actions">
        {/* aria-disabled, not disabled: Next keeps focus while the check runs (an answer that names no field leaves it there). */}
        <button ref={next} type="submit" className="ea-btn" aria-disabled={busy || undefined}>
          {NEXT_TEXT}
        </button>
        <BackButton onBack={moves.back} />
      </div>
    </form>
  );
}

function ContactError() {
  const customerType = useStore((s) => s.app.customerType);
  return (
    <Message level="error">
      {C1_UNKNOWN_ERROR_TEXT_BEFORE}
      <a href={contactPagePath(customerType)}>{C1_UNKNOWN_ERROR_LINK_TEXT}</a>
      {C1_UNKNOWN_ERROR_TEXT_AFTER}
    </Message>
  );
}

/** The identity step's type and value, kept by the modal like the account form. */
interface IdentityForm {
  idType: string;
  value: string;
}

function VerifyIdentityStep({
  account,
  form,
  setForm,
  onVerified,
  moves,
}: {
  account: VerifiedAccount;
  /** Kept by the modal: Back from "Your usage", or to the accounts and Next again, finds what the visitor typed. */
  form: IdentityForm;
  setForm: (form: IdentityForm) => void;
  onVerified: (d: CustomerDetails) => void;
  moves: StepMoves;
}) {
  // The type kept when these accounts offer it (else their first, and no value: it was for another type).
  const kept = account.identityTypes.some((t) => t.value === form.idType);
  const idType = kept ? form.idType : (account.identityTypes[0]?.value ?? '');
  const value = kept ? form.value : '';
  // A new type starts with no value.
  const setIdType = (type: string): void => setForm({ idType: type, value: '' });
  const setValue = (text: string): void => setForm({ idType, value: text });
  const next = useFocusOnReturn<HTMLButtonElement>(moves.cameBackFrom, 'USAGE_DATA');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<IdentityErrorOutcome | null>(null);
  const failureId = useId();
  const [busy, setBusy] = useState(false);
  const unmounted = useUnmountSignal();
  const input = useRef<HTMLInputElement>(null);
  const dob = isDateOfBirthType(idType);
  const typeText = account.identityTypes.find((t) => t.value === idType)?.text ?? idType;
  const error = submitted ? validateIdentityValue(idType, value) : undefined;
  // The server's answer about the value (a wrong date of birth): the field is highlighted and described by it.
  const valueFailure = failure?.kind === 'message' && failure.field ? { invalid: true, describedBy: failureId } : {};

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    const show = (): void => {
      setSubmitted(true);
      setFailure(null);
    };
    if (validateIdentityValue(idType, value)) {
      showThenFocus(show, () => focusField(input.current));
      return;
    }
    show();
    setBusy(true);
    try {
      const outcome = await verifyRefineIdentity(account, idType, value, typeText, unmounted());
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'verified') onVerified(outcome.details);
      else {
        const answer = outcome.failure;
        if (answer.kind === 'message' && answer.field)
          showThenFocus(
            () => setFailure(answer),
            () => input.current?.focus(),
          );
        else setFailure(answer);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy || undefined}>
      <p>{VERIFY_IDENTITY_TEXT}</p>
      {failure?.kind === 'contact' ? (
        <ContactError />
      ) : failure ? (
        <Message level="error" textId={failureId}>
          {failure.text}
        </Message>
      ) : null}
      <div className="rb-field">
        <label htmlFor="rb-id-type" className="rb-label">
          {IDENTITY_TYPE_LABEL}
        </label>
        <select
          id="rb-id-type"
          className="rb-select"
          value={idType}
          onChange={(e) => {
            setIdType(e.target.value);
            setSubmitted(false);
            // A new identity type starts clean: the last answer (a wrong value, or an error to call us) was about the last try.
            setFailure(null);
          }}
        >
          {account.identityTypes.map((t) => (
            <option key={t.value} value={t.value}>
              {t.text}
            </option>
          ))}
        </select>
      </div>
      {dob ? (
        <TextField
          label={DATE_OF_BIRTH_FIELD_LABEL}
          value={value}
          inputMode="numeric"
          placeholder={DATE_OF_BIRTH_PLACEHOLDER}
          hint={DATE_OF_BIRTH_PLACEHOLDER}
          maxLength={14}
          inputRef={input}
          autoComplete="bday"
          error={error}
          {...valueFailure}
          onChange={(v) => setValue(maskDateOfBirth(v))}
        />
      ) : (
        <TextField
          label={typeText}
          value={value}
          maxLength={ID_VALUE_MAX_LENGTH}
          inputRef={input}
          error={error}
          {...valueFailure}
          onChange={(v) => setValue(v.slice(0, ID_VALUE_MAX_LENGTH))}
        />
      )}
      {busy ? <Spinner label="Verifying your identity" /> : null}
      <div className="ea-modal__actions">
        {/* aria-disabled, not disabled: Next keeps focus while the check runs (an answer that names no field leaves it there). */}
        <button ref={next} type="submit" className="ea-btn" aria-disabled={busy || undefined}>
          {NEXT_TEXT}
        </button>
        <BackButton onBack={moves.back} />
      </div>
    </form>
  );
}

const FALLBACK_TYPES: UsageEstimateType[] = ['benchmark', 'low', 'medium', 'high'];

function UsageDataStep({ details, fuels, back }: { details: CustomerDetails; fuels: SingleFuel[]; back: () => void }) {
  const [fallback, setFallback] = useState<Partial<Record<SingleFuel, UsageEstimateType>>>({});
  const annual = { electricity: details.annualElectricityUsage ?? 0, gas: details.annualGasUsage ?? 0 };
  const accounts = { electricity: details.electricityAccountNumber, gas: details.gasAccountNumber };
  const shown = fuels.filter((f) => accounts[f]);
  return (
    <div>
      <p>{USAGE_DATA_TEXT}</p>
      {shown.map((fuel) => (
        <section key={fuel} className="rb-account" aria-labelledby={`rb-usage-${fuel}`}>
          <h3 id={`rb-usage-${fuel}`}>{fuelTitle(fuel)}</h3>
          <p>Account number: {accounts[fuel]}</p>
          {details.address?.label ? <p>{details.address.label}</p> : null}
          {annual[fuel] > 0 ? (
            <p className="rb-usage-figure">{annualDailyText(fuel, annual[fuel], annualToDaily(annual[fuel]))}</p>
          ) : (
            <>
              <p>{noUsageDataText(fuel)}</p>
              <div className="rb-field">
                <label htmlFor={`rb-fallback-${fuel}`} className="rb-label">
                  {usageSelectLabel(fuel)}
                </label>
                <select
                  id={`rb-fallback-${fuel}`}
                  className="rb-select"
                  value={fallback[fuel] ?? 'benchmark'}
                  onChange={(e) => setFallback((cur) => ({ ...cur, [fuel]: e.target.value as UsageEstimateType }))}
                >
                  {/* Named by band alone: the figures the page knows are its own place's, and the account's meter,
                      looked up once Show estimates is pressed, can have others (docs/decisions/refine-bar.md). */}
                  {FALLBACK_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {USAGE_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
              </div>
            </>
          )}
        </section>
      ))}
      <div className="ea-modal__actions">
        <button type="button" className="ea-btn" onClick={() => applyVerifiedDetails(details, shown, fallback)}>
          {SHOW_ESTIMATES_TEXT}
        </button>
        <BackButton onBack={back} />
      </div>
    </div>
  );
}

/** The refine modal (spec 2 §2): options → enter usage, or validate account → verify identity → usage data. */
export default function RefineModal({ brand: attribute }: { brand: string | undefined }) {
  const brand = brandName(attribute);
  useModalStyles();
  // Back closes it (its history entry).
  useEffect(followRefineModalEntry, []);
  const step = useStore((s) => s.refine.modalStep);
  const fuels = useStore((s) => s.refine.fuelSelection);
  const [account, setAccount] = useState<VerifiedAccount | null>(null);
  const [accountForm, setAccountForm] = useState<AccountForm>(initialAccountForm);
  const [identityForm, setIdentityForm] = useState<IdentityForm>({ idType: '', value: '' });
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  // What the visitor typed in Enter usage (at first the usage in effect, when it is their own figure), kept across Back.
  const [enteredUsage, setEnteredUsage] = useState(() => enteredUsageStart(store.getState().refine.usageSelection));
  // The usage in effect changed while the modal is open (a host's ea:refine): the fields the visitor has not typed in
  // follow it, so Apply does not write the figures it replaced back (docs/decisions/refine-bar.md).
  const usageSelection = useStore((s) => s.refine.usageSelection);
  const [followedUsage, setFollowedUsage] = useState(usageSelection);
  if (followedUsage !== usageSelection) {
    setFollowedUsage(usageSelection);
    setEnteredUsage((cur) => followEnteredUsage(cur, enteredUsageStart(followedUsage), enteredUsageStart(usageSelection)));
  }
  // The step the visitor came back from, by the step's Back or the browser's (the "Enter usage" step's history entry):
  // a move to the step before the one shown. A move forward clears it.
  const [cameBackFrom, setCameBackFrom] = useState<RefineModalStep | null>(null);
  const [lastStep, setLastStep] = useState(step);
  if (lastStep !== step) {
    setLastStep(step);
    setCameBackFrom(lastStep !== previousRefineStep(lastStep) && previousRefineStep(lastStep) === step ? lastStep : null);
  }
  const list = selectedFuels(fuels);
  const shownStep: RefineModalStep =
    (step === 'VERIFY_IDENTITY' && !account) || (step === 'USAGE_DATA' && !details) ? 'REFINE_OPTIONS' : step;
  /** A step's moves: Back to the step before, where focus goes to the control that led here. */
  const moves = (from: RefineModalStep): StepMoves => ({
    back: () => goToStep(previousRefineStep(from)),
    cameBackFrom,
  });
  const forward = (to: RefineModalStep): void => goToStep(to);
  return (
    <Modal open title={REFINE_MODAL_TITLES[shownStep]} onClose={closeModal} maxWidth={804} contentKey={shownStep}>
      {shownStep === 'REFINE_OPTIONS' ? <OptionsStep cameBackFrom={cameBackFrom} forward={forward} /> : null}
      {shownStep === 'ENTER_USAGE' ? (
        <EnterUsageStep fuels={list} values={enteredUsage} setValues={setEnteredUsage} back={moves('ENTER_USAGE').back} />
      ) : null}
      {shownStep === 'VALIDATE_ACCOUNT' ? (
        <ValidateAccountStep
          brand={brand}
          fuels={list}
          form={accountForm}
          setForm={setAccountForm}
          moves={moves('VALIDATE_ACCOUNT')}
          onVerified={(v) => {
            setAccount(v);
            forward('VERIFY_IDENTITY');
          }}
        />
      ) : null}
      {shownStep === 'VERIFY_IDENTITY' && account ? (
        <VerifyIdentityStep
          account={account}
          form={identityForm}
          setForm={setIdentityForm}
          moves={moves('VERIFY_IDENTITY')}
          onVerified={(d) => {
            setDetails(d);
            forward('USAGE_DATA');
          }}
        />
      ) : null}
      {shownStep === 'USAGE_DATA' && details ? <UsageDataStep details={details} fuels={list} back={moves('USAGE_DATA').back} /> : null}
    </Modal>
  );
}
