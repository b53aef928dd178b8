export { Modal, type ModalProps } from './Modal';
export { ModalFocusFallback } from './modal-focus';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  ContactMessage,
  Message,
  MessageSentence,
  MeterDetectedMessage,
  type ContactMessageProps,
  type MessageProps,
  type MeterDetectedMessageProps,
} from './Message';
export { ToggleSwitch, type ToggleSwitchProps } from './ToggleSwitch';
export { Accordion, type AccordionProps } from './Accordion';
export { SafeHtml, sanitizedHtml, type SafeHtmlProps } from './SafeHtml';
export { useDeviceClass } from './useDeviceClass';
export { UI_CSS } from './styles';
export { useFocusTrap, useTopLayer, deepActiveElement } from './useFocusTrap';
export { usePageScrollLock } from './scroll-lock';
export { useWidgetShown } from './widget-shown';

export { useUnmountSignal } from './useUnmountSignal';
export { Carousel, type CarouselProps } from './Carousel';
export { WhatHappensNext, WHAT_HAPPENS_NEXT_STEPS } from './WhatHappensNext';
export { Combobox, type ComboboxProps } from './Combobox';
export { useDebounced, useSearch } from './useSearch';
export { DateCalendar, type DateCalendarProps } from './DateCalendar';
export { AddressSearch, type AddressSearchProps, type AddressSearchFn } from './AddressSearch';
export { CheckoutHeader, type CheckoutHeaderProps } from './CheckoutHeader';
export { afterChoices, afterFrame, afterPaint, flushChoices, useChoice } from './after-paint';
export { usePress } from './press';
