import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
import { readEnteredUsage } from '../../../src/domain/refine/refine-entered-usage';
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
import { focusAndScroll, showThenFocus, useDebounced } from '../hooks';
import { TextField } from './fields';
import { useModalStyles } from './styles';

const BACK: Partial<Record<RefineModalStep, RefineModalStep>> = {
  ENTER_USAGE: 'REFINE_OPTIONS',
  VALIDATE_ACCOUNT: 'REFINE_OPTIONS',
  VERIFY_IDENTITY: 'VALIDATE_ACCOUNT',
  USAGE_DATA: 'VERIFY_IDENTITY',
};

const back = (step: RefineModalStep) => () => goToStep(BACK[step] ?? 'REFINE_OPTIONS');

function BackButton({ step }: { step: RefineModalStep }) {
  return (
    <button type="button" className="ea-btn ea-btn--secondary" onClick={back(step)}>
      {BACK_TEXT}
    </button>
  );
}

function OptionsStep() {
  return (
    <div className="rb-choices">
      <section className="rb-choice" aria-labelledby="rb-choice-new">
        <h3 id="rb-choice-new">{NEW_OR_EXISTING_TITLE}</h3>
        <p>{NEW_OR_EXISTING_TEXT}</p>
        <button type="button" className="ea-btn" onClick={() => goToStep('ENTER_USAGE')}>
          {ENTER_USAGE_TEXT}
        </button>
      </section>
      <section className="rb-choice" aria-labelledby="rb-choice-existing">
        <h3 id="rb-choice-existing">{EXISTING_TITLE}</h3>
        <p>{EXISTING_TEXT}</p>
        <button type="button" className="ea-btn" onClick={() => goToStep('VALIDATE_ACCOUNT')}>
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

function EnterUsageStep({ fuels }: { fuels: SingleFuel[] }) {
  const [values, setValues] = useState<Record<SingleFuel, string>>({ electricity: '', gas: '' });
  const [errors, setErrors] = useState<Partial<Record<SingleFuel, string>>>({});
  const refs = useRef<Partial<Record<SingleFuel, HTMLInputElement | null>>>({});
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const { usage: out, errors: next } = readEnteredUsage(values, fuels);
    const firstInvalid = fuels.find((f) => next[f]);
    if (firstInvalid) {
      showThenFocus(
        () => setErrors(next),
        () => focusAndScroll(refs.current[firstInvalid]),
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
        <BackButton step="ENTER_USAGE" />
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
}: {
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
      showThenFocus(show, () => focusAndScroll(refs.current[first]));
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
        <button type="submit" className="ea-btn" aria-disabled={busy || undefined}>
          {NEXT_TEXT}
        </button>
        <BackButton step="VALIDATE_ACCOUNT" />
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

function VerifyIdentityStep({ account, onVerified }: { account: VerifiedAccount; onVerified: (d: CustomerDetails) => void }) {
  const [idType, setIdType] = useState(account.identityTypes[0]?.value ?? '');
  const [value, setValue] = useState('');
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
      showThenFocus(show, () => focusAndScroll(input.current));
      return;
    }
    show();
    setBusy(true);
    try {
      const outcome = await verifyRefineIdentity(account, idType, value, typeText, unmounted());
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'verified') {
        setIdType(account.identityTypes[0]?.value ?? '');
        setValue('');
        setSubmitted(false);
        onVerified(outcome.details);
      } else {
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
            setValue('');
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
        <button type="submit" className="ea-btn" aria-disabled={busy || undefined}>
          {NEXT_TEXT}
        </button>
        <BackButton step="VERIFY_IDENTITY" />
      </div>
    </form>
  );
}

const FALLBACK_TYPES: UsageEstimateType[] = ['benchmark', 'low', 'medium', 'high'];

function UsageDataStep({ details, fuels }: { details: CustomerDetails; fuels: SingleFuel[] }) {
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
        <BackButton step="USAGE_DATA" />
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
  const [details, setDetails] = useState<CustomerDetails | null>(null);
  const list = selectedFuels(fuels);
  const shownStep: RefineModalStep =
    (step === 'VERIFY_IDENTITY' && !account) || (step === 'USAGE_DATA' && !details) ? 'REFINE_OPTIONS' : step;
  return (
    <Modal open title={REFINE_MODAL_TITLES[shownStep]} onClose={closeModal} maxWidth={804} contentKey={shownStep}>
      {shownStep === 'REFINE_OPTIONS' ? <OptionsStep /> : null}
      {shownStep === 'ENTER_USAGE' ? <EnterUsageStep fuels={list} /> : null}
      {shownStep === 'VALIDATE_ACCOUNT' ? (
        <ValidateAccountStep
          brand={brand}
          fuels={list}
          form={accountForm}
          setForm={setAccountForm}
          onVerified={(v) => {
            setAccount(v);
            goToStep('VERIFY_IDENTITY');
          }}
        />
      ) : null}
      {shownStep === 'VERIFY_IDENTITY' && account ? (
        <VerifyIdentityStep
          account={account}
          onVerified={(d) => {
            setDetails(d);
            goToStep('USAGE_DATA');
          }}
        />
      ) : null}
      {shownStep === 'USAGE_DATA' && details ? <UsageDataStep details={details} fuels={list} /> : null}
    </Modal>
  );
}
