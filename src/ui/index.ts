export { Modal, type ModalProps } from './Modal';
export { Spinner, type SpinnerProps } from './Spinner';
export { Message, type MessageProps } from './Message';
export { ToggleSwitch, type ToggleSwitchProps } from './ToggleSwitch';
export { Accordion, type AccordionProps } from './Accordion';
export { SafeHtml, loadSanitizer, type SafeHtmlProps } from './SafeHtml';
export { useDeviceClass } from './useDeviceClass';
export { UI_CSS } from './styles';
export { useFocusTrap, deepActiveElement } from './useFocusTrap';
