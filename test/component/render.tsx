import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { WidgetContext, type WidgetEnvironment } from '../../src/embed/context';

/** Renders UI as a widget would: with a widget environment whose portal is in the document. */
export function renderInWidget(ui: ReactElement): RenderResult & { env: WidgetEnvironment } {
  const host = document.createElement('div');
  const portal = document.createElement('div');
  document.body.append(host, portal);
  const env: WidgetEnvironment = { host, tag: 'ea-test', portal, signal: new AbortController().signal };
  const result = render(<WidgetContext.Provider value={env}>{ui}</WidgetContext.Provider>, { container: host });
  return { ...result, env };
}
