import { CALL_US_NOW_TEXT, CHECKOUT_TITLE } from '../domain/qualifier/qualifier-messages';
import { DEFAULT_CONTACT_NUMBER, type CheckoutStage } from '../domain/shared';
import { formatPhoneNumber, phoneHref } from '../domain/shared/phone';
import { MOVING_CONTACT_TEXT } from '../domain/qualifier/qualifier-texts';
import { SECURE_CHECKOUT_TEXT } from '../domain/shared/messages';
import { useStyles } from '../embed/styles';
import css from './checkout-header.css?inline';

export interface CheckoutHeaderProps {
  /** The brand shown as the logo. */
  brand: string;
  stage: CheckoutStage;
  /** The contact number from state (default '133 466'). */
  contactNumber?: string | undefined;
  /** The moving-house contact option (spec 3 §2.2: the header on the moving journey). */
  movingContact?: boolean;
  /** Where the logo links at the complete and declined stages. */
  homeHref?: string;
}

/**
 * The checkout header (spec 3 §2.3): a logo, 'Express checkout', '100% SECURE CHECKOUT' with a lock
 * and a 'Call us now' phone link. Title and contact are hidden at the declined-by-retailer stage;
 * the logo is a link only at the complete or declined stages.
 */
export function CheckoutHeader({ brand, stage, contactNumber, movingContact = false, homeHref = '/' }: CheckoutHeaderProps) {
  useStyles(css);
  const declined = stage === 'rtca-declined';
  const logoLinks = stage === 'complete' || declined;
  const number = formatPhoneNumber(contactNumber?.trim() || DEFAULT_CONTACT_NUMBER);
  const logo = <span className="ea-ch__logo-text">{brand}</span>;
  return (
    <header className="ea-ch">
      <div className="ea-ch__logo">{logoLinks ? <a href={homeHref}>{logo}</a> : logo}</div>
      {declined ? null : (
        <>
          <div className="ea-ch__title">
            <p className="ea-ch__name">{CHECKOUT_TITLE}</p>
            <p className="ea-ch__secure">
              <svg className="ea-ch__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
              </svg>
              {SECURE_CHECKOUT_TEXT}
            </p>
          </div>
          <p className="ea-ch__contact">
            {movingContact ? <span className="ea-ch__moving">{MOVING_CONTACT_TEXT} </span> : null}
            <a href={phoneHref(number)}>
              {CALL_US_NOW_TEXT} <span className="ea-ch__number">{number}</span>
            </a>
          </p>
        </>
      )}
    </header>
  );
}
