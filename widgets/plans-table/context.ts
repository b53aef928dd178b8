import { createContext, useContext } from 'react';

/** What every part of the table needs from the page: links, state, settings. */
export interface TableSettings {
  customerType: 'RESIDENTIAL' | 'BUSINESS';
  contactHref: string;
  plansHref: string;
  /** The Australian state the rates are for (benchmark name, review month). */
  state: string | null;
  /** Rate accordions open and close together. */
  mimic: boolean;
  /** NMI/MIRN encryption: meter numbers are not shown. */
  hideMeterNumbers: boolean;
  /** Closable lookup messages get a close button (spec 2 §8: "unless disabled"; the `hide-message-close` attribute). */
  messageClose: boolean;
}

export const TableContext = createContext<TableSettings>({
  customerType: 'RESIDENTIAL',
  contactHref: '/home/contact-us',
  plansHref: '/home/electricity-and-gas/plans',
  state: null,
  mimic: false,
  hideMeterNumbers: false,
  messageClose: true,
});

export const useSettings = (): TableSettings => useContext(TableContext);
