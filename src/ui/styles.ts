import css from './ui.css?inline';

/** CSS of the shared UI components; put it in a widget's `styles` before the widget's own CSS. */
export const UI_CSS: string = css;
