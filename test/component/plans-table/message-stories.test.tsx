import { composeStories } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../../stories/plans-table/PlansTable.stories';

const composed = composeStories(stories);
const EXPECTED: Record<string, RegExp> = {
  MessageNmiNotFound: /recognise the NMI/,
  MessageMirnNotFound: /recognise the MIRN/,
  MessageQldDeenergised: /switched off/,
  MessageNmiBlocked: /disconnected|meter type/,
  MessageNmiBlockedMeterType: /unable to sign you up online because of the meter type/,
  MessageCampaignNotServiced: /This offer is not available at your location\. Compare plans/,
  MessageAddressNotFound: /Couldn't find your address - please try postcode/,
  MessageSolarDetection: /could not determine if there is solar at this address/,
  MessageSystemError: /unexpected error occurred\. Please try again later or contact us\.(?! Contact us)/,
  MessageGasPostcodeNotServiced: /Please note: at postcode 4000, we only supply electricity\./,
  MessagePostcodeNotServiced: /Unfortunately we don't supply energy to postcode 2880/,
  MessageErgon: /Unfortunately we don't supply energy to postcode 4870/,
  MessageStateNotServiced: /This offer is not available in NT\./,
  MessagePlanLoadFailed: /We couldn't load your plans just now \(error 500\)\. Please try again\./,
  MessageRemoteMeteringRisk: /You have a remotely capable meter/,
  MessageSolarSetupUnknown: /issue with the electricity meter at this address/,
  MessageAddressNotServiced: /Please note: at postcode 2000, we only supply gas\./,
  LoyaltyMessage: /exclusive plan with a higher discount/,
  VerificationUnknownError: /unable to retrieve your information\. Please call 133 466/,
};

/** Message stories show their message (a designer reviews that state, not the plain plans). */
describe('plans table state stories', () => {
  for (const [name, text] of Object.entries(EXPECTED)) {
    it(name, async () => {
      const Story = composed[name as keyof typeof composed];
      const { container } = render(<Story />);
      await waitFor(() => expect(container.querySelector('div')?.shadowRoot?.textContent ?? '').toMatch(text));
    });
  }

  /** Individual display with both fuels (spec 2 §4): electricity and gas panels, none of them dual fuel. */
  it('IndividualBothFuels shows each plan on its own, for both fuels', async () => {
    const { container } = render(<composed.IndividualBothFuels />);
    const shadow = () => container.querySelector('div')?.shadowRoot;
    const fuels = () => [...(shadow()?.querySelectorAll('article') ?? [])].map((a) => a.getAttribute('data-fuel'));
    // The panels are built a screen at a time: the gas ones follow the electricity ones.
    await waitFor(() => expect(fuels()).toContain('GAS'));
    expect(fuels()).toContain('ELE');
    expect(fuels()).not.toContain('BOTH');
  });
});
