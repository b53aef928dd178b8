import { screen, within } from '@testing-library/react';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { store } from '../../../src/store';
import { RefineBar } from '../../../widgets/refine-bar/RefineBar';
import { renderInWidget } from '../render';

export const plan = (code: string, name = code) => ({ code, id: code, name });

/** Mounts the bar against the reference API in process, with plans of both fuels loaded. */
export function mountBar(attributes: Record<string, string> = {}, options: { plans?: boolean } = {}) {
  configureApi({ fetch: createApiFetch() });
  if (options.plans !== false) store.getState().patch('plans', { electricityPlans: [plan('E1')], gasPlans: [plan('G1')] });
  return renderInWidget(<RefineBar attributes={attributes} />);
}

export const dialog = async (name: string | RegExp) => screen.findByRole('dialog', { name });
export const inDialog = async (name: string | RegExp) => within(await dialog(name));
