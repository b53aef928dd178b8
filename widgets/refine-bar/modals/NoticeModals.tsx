import { useEffect } from 'react';
import {
  CANCEL_TEXT,
  CONFIRM_TEXT,
  CONTINUE_PLAN_TEXT,
  METER_DETECTED_TITLE,
  planChangeText,
  planChangeTitle,
  RESET_MODAL_TEXT,
  RESET_MODAL_TITLE,
  SELECT_NEW_PLAN_TEXT,
} from '../../../src/domain/refine/refine-modal-texts';
import { meterDetectedContent } from '../../../src/domain/refine/refine-meter';
import type { WidgetAttributes } from '../../../src/embed/define-widget';
import { viewOtherCustomerTypePlans } from '../../../src/services/refine/customer-type-switch';
import { backToPlans, closeModal, confirmReset } from '../../../src/services/refine/modal-actions';
import { followRefineModalEntry } from '../../../src/services/refine/modal-history';
import { useStore } from '../../../src/store';
import { Modal } from '../../../src/ui';
import { useModalStyles } from './styles';

/** "Reset cost estimates": Confirm resets and opens the refine modal; Cancel closes. */
export function ResetModal() {
  // Back closes it (its history entry, kept by the refine modal Confirm opens).
  useEffect(followRefineModalEntry, []);
  return (
    <Modal
      open
      title={RESET_MODAL_TITLE}
      onClose={closeModal}
      actions={
        <>
          <button type="button" className="ea-btn" onClick={confirmReset}>
            {CONFIRM_TEXT}
          </button>
          <button type="button" className="ea-link" onClick={closeModal}>
            {CANCEL_TEXT}
          </button>
        </>
      }
    >
      <p>{RESET_MODAL_TEXT}</p>
    </Modal>
  );
}

/** "Meter detected": not closable; its button goes to the other customer type's plans page (cookie deleted). */
export function MeterDetectedModal({ attributes }: { attributes: WidgetAttributes }) {
  const customerType = useStore((s) => s.app.customerType);
  const phone = useStore((s) => s.app.eaContactNumber);
  const zone = useStore((s) => s.app.contactTimeZone);
  const { text, button } = meterDetectedContent(customerType, phone, zone, {
    text: attributes['meter-detected-text'],
    button: attributes['meter-detected-button'],
    hideButton: attributes['meter-detected-hide-button'] !== undefined && attributes['meter-detected-hide-button'] !== 'false',
  });
  return (
    <Modal
      open
      title={METER_DETECTED_TITLE}
      closable={false}
      actions={
        button ? (
          <button type="button" className="ea-btn" onClick={viewOtherCustomerTypePlans}>
            {button}
          </button>
        ) : undefined
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

/** "Plan Unavailable" / "{Fuel} Unavailable": Select new plan; Continue only when a selected plan was kept. */
export function PlanChangeModal() {
  const change = useStore((s) => s.refine.planChange);
  if (!change) return null;
  return (
    <Modal
      open
      title={planChangeTitle(change)}
      onClose={closeModal}
      actions={
        <>
          <button type="button" className="ea-btn" onClick={backToPlans}>
            {SELECT_NEW_PLAN_TEXT}
          </button>
          {change.kept ? (
            <button type="button" className="ea-link" onClick={closeModal}>
              {CONTINUE_PLAN_TEXT}
            </button>
          ) : null}
        </>
      }
    >
      <p>{planChangeText(change)}</p>
    </Modal>
  );
}

/** The refine bar's notice modals, one chunk loaded on demand. */
export default function NoticeModals({ attributes }: { attributes: WidgetAttributes }) {
  useModalStyles();
  const modal = useStore((s) => s.refine.modal);
  if (modal === 'reset') return <ResetModal />;
  if (modal === 'meterDetected') return <MeterDetectedModal attributes={attributes} />;
  if (modal === 'planChange') return <PlanChangeModal />;
  return null;
}
