/**
 * Whether the widget `tag` works on this page: defined (its script loaded) and placed. One widget leaves a message
 * to another on the page this way (the moving shell and the plans table each say what the other does not).
 */
export const widgetOnPage = (tag: string): boolean => !!customElements.get(tag) && !!document.querySelector(tag);
