import { useEffect, useId, useState } from 'react';
import { brandName } from '../../src/domain/shared/brand';
import {
  accountCheckErrorText,
  verificationErrorText,
  verificationTitle,
  verifyPress,
} from '../../src/domain/auth/plan-verification-modal';
import { DEFAULT_CONTACT_TIME_ZONE, ID_VALUE_MAX_LENGTH } from '../../src/domain/shared';
import { DATE_OF_BIRTH_LABEL } from '../../src/domain/qualifier/qualifier-messages';
import {
  identityTypeInSentence,
  isDateOfBirthType,
  maskDateOfBirth,
  validateIdentityValue,
  type IdentityType,
} from '../../src/domain/refine/refine-account';
import { VERIFY_ACCOUNT_TEXT } from '../../src/domain/shared/messages';
import { useWidget } from '../../src/embed/context';
import { checkVerificationAccount, leaveUnverified, verifyAccountHolder } from '../../src/services/plans/verification';
import { useStore } from '../../src/store';
import { Modal } from '../../src/ui';
import { useStyles } from '../../src/embed/styles';
import css from './verification.css?inline';

/**
 * The verification modal (spec 2 §2): identity type and value, Verify, optional Cancel Quote;
 * closing it or cancelling without verifying leaves for the plans page. A click outside does nothing.
 */
export default function VerificationModal({ product: attribute, onVerified }: { product: string | undefined; onVerified: () => void }) {
  const product = brandName(attribute);
  useStyles(css);
  const { signal } = useWidget();
  const timeZone = useStore((s) => s.app.contactTimeZone);
  const hasQuote = useStore((s) => s.quote.savedQuoteReference !== '');
  const customerType = useStore((s) => s.app.customerType);
  const [types, setTypes] = useState<IdentityType[] | null>(null);
  const [idType, setIdType] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Why the account check gave no identity type; worded at render, in the time zone known then. */
  const [accountFailure, setAccountFailure] = useState<{ code: string | undefined; context: unknown } | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [typeError, setTypeError] = useState<string | null>(null);
  /** Counts the account checks: Verify with no identity type to choose checks the accounts again. */
  const [check, setCheck] = useState(0);
  const fieldId = useId();
  const errorId = useId();
  const typeErrorId = useId();

  // The time zone is not a dependency: its arrival with the global configuration does not check the accounts again.
  // Only the latest check is answered (the customer type may settle while the first is on its way).
  useEffect(() => {
    let latest = true;
    setAccountFailure(null);
    void checkVerificationAccount(customerType, signal).then((answer) => {
      if (!latest || answer.kind === 'aborted') return;
      if (answer.kind === 'types') setTypes(answer.types);
      else {
        setTypes([]);
        setAccountFailure({ code: answer.code, context: answer.context });
      }
    });
    return () => {
      latest = false;
    };
  }, [signal, customerType, check]);
  const shownError =
    error ??
    (accountFailure ? accountCheckErrorText(accountFailure.code, accountFailure.context, timeZone || DEFAULT_CONTACT_TIME_ZONE) : null);

  const typeText = types?.find((t) => t.value === idType)?.text ?? '';
  const invalid = submitted && idType ? validateIdentityValue(idType, value) : undefined;
  const verify = async (): Promise<void> => {
    if (busy || types === null) return;
    const press = verifyPress(types.length, idType, value);
    // A value's error shows only once Verify was pressed with a type chosen (spec 2 §5).
    if (press.kind === 'invalid-value' || press.kind === 'verify') setSubmitted(true);
    if (press.kind === 'check-accounts') {
      setTypes(null);
      setAccountFailure(null);
      setCheck((n) => n + 1);
      return;
    }
    if (press.kind === 'choose-type') setTypeError(press.text);
    // An invalid value shows its error under the field.
    if (press.kind !== 'verify') return;
    setBusy(true);
    setError(null);
    try {
      // The identity provider checks the identity and signs the visitor in (spec 3 §7, §9); the plans come again.
      const outcome = await verifyAccountHolder(idType, value, { signal, verified: onVerified });
      if (outcome.kind === 'failed')
        setError(verificationErrorText(outcome.code, identityTypeInSentence(typeText), timeZone || DEFAULT_CONTACT_TIME_ZONE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={verificationTitle(product)}
      closeOnBackdrop={false}
      onClose={() => leaveUnverified(false)}
      actions={
        <>
          <button type="button" className="ea-btn" onClick={() => void verify()} aria-disabled={busy || types === null || undefined}>
            Verify
          </button>
          {hasQuote ? (
            <button type="button" className="ea-btn ea-btn--secondary" onClick={() => leaveUnverified(true)}>
              Cancel Quote
            </button>
          ) : null}
        </>
      }
    >
      <p>{VERIFY_ACCOUNT_TEXT}</p>
      {types === null ? <p role="status">Loading…</p> : null}
      {types && types.length > 0 ? (
        <fieldset className="pt-verify" aria-describedby={typeError ? typeErrorId : undefined}>
          <legend>Identity type</legend>
          {types.map((t) => (
            <label key={t.value} className="pt-verify__option">
              <input
                type="radio"
                name={`${fieldId}-type`}
                value={t.value}
                checked={idType === t.value}
                onChange={() => {
                  setIdType(t.value);
                  setValue('');
                  setTypeError(null);
                  setSubmitted(false);
                  setError(null);
                }}
              />{' '}
              {t.text}
            </label>
          ))}
          {typeError ? (
            <span id={typeErrorId} className="pt-verify__error" role="alert">
              {typeError}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      {idType ? (
        <p className="pt-verify__field">
          <label htmlFor={fieldId}>{isDateOfBirthType(idType) ? DATE_OF_BIRTH_LABEL : typeText}</label>
          <input
            id={fieldId}
            value={value}
            inputMode={isDateOfBirthType(idType) ? 'numeric' : 'text'}
            maxLength={isDateOfBirthType(idType) ? 14 : ID_VALUE_MAX_LENGTH}
            placeholder={isDateOfBirthType(idType) ? 'DD / MM / YYYY' : undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setValue(isDateOfBirthType(idType) ? maskDateOfBirth(e.target.value) : e.target.value)}
          />
          {invalid ? (
            <span id={errorId} className="pt-verify__error">
              {invalid}
            </span>
          ) : null}
        </p>
      ) : null}
      {shownError ? (
        <p className="pt-verify__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </Modal>
  );
}
