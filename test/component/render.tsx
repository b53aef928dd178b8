import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WidgetContext, type WidgetEnvironment } from '../../src/embed/context';
import { afterChoices } from '../../src/ui/after-paint';

/** Renders UI as a widget would: with a widget environment whose portal is in the document. */
export function renderInWidget(ui: ReactElement): RenderResult & { env: WidgetEnvironment } {
  const host = document.createElement('div');
  const portal = document.createElement('div');
  document.body.append(host, portal);
  const env: WidgetEnvironment = { host, tag: 'ea-test', portal, signal: new AbortController().signal };
  const result = render(<WidgetContext.Provider value={env}>{ui}</WidgetContext.Provider>, { container: host });
  return { ...result, env };
}

/** Waits until a press that paints first (Continue, the skip link) has run its work: it runs after its frame (src/ui/after-paint.ts). */
export const pressHandled = (): Promise<void> => act(() => new Promise<void>((resolve) => afterChoices(resolve)));
