import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { QLD_ELECTRICITY_OFF_TEXT } from '../../../src/domain/qualifier/qualifier-messages';
import { Messages } from '../../../widgets/plans-table/Messages';
import { renderInWidget } from '../render';
import { mountMovingHome, sendAddress } from './helpers';

const QUEEN_STREET = {
  id: 'ADR-0004',
  label: '100 Queen Street, Brisbane City QLD 4000',
  streetNumber: '100',
  streetName: 'Queen Street',
  suburb: 'Brisbane City',
  state: 'QLD' as const,
  postcode: '4000',
};

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.querySelectorAll('ea-moving-home, ea-plans-table').forEach((e) => e.remove());
});

it('moving page, a Queensland meter known to be off: the Queensland move text (spec 3 §8) shows once, in the shell, the only message; the plans table says none of its own', async () => {
  // The moving page: both elements defined and on the page (their React parts rendered below).
  for (const tag of ['ea-moving-home', 'ea-plans-table'])
    if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  document.body.append(document.createElement('ea-moving-home'), document.createElement('ea-plans-table'));
  const m = await mountMovingHome();
  stop = m.stop;
  const table = renderInWidget(<Messages />);
  sendAddress(QUEEN_STREET);
  await waitFor(() => expect(m.completed).toHaveLength(1));
  expect(m.completed[0]).toMatchObject({ electricityStatus: 'QLD_DEENERGISED' });
  await screen.findByText(QLD_ELECTRICITY_OFF_TEXT);
  // Once on the whole page, in the shell, with its contact link.
  expect(screen.getAllByText(QLD_ELECTRICITY_OFF_TEXT)).toHaveLength(1);
  expect(within(m.container).getByText(QLD_ELECTRICITY_OFF_TEXT)).toBeTruthy();
  expect(within(m.container).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/home/contact-us');
  // The table's own QLD_DEENERGISED sentence (spec 2) is not a second Queensland message.
  expect(screen.queryAllByText(/switched off/)).toHaveLength(1);
  // Nor does the table show the lookup's other message (gas: postcode not serviced), which contradicted the shell's.
  expect(screen.queryAllByText(/we don't supply energy/)).toHaveLength(0);
  expect(table.container.querySelectorAll('.ea-message')).toHaveLength(0);
});
