import { createContext } from 'react';

/**
 * Where a widget's modals return focus on close when the element focused before one opened cannot
 * take it back (disabled meanwhile, or gone): provided once by the widget around its modals.
 * (A module of its own: the widget provides it at start, while `Modal` itself loads with the
 * first modal that opens.)
 */
export const ModalFocusFallback = createContext<(() => HTMLElement | null | undefined) | undefined>(undefined);
