import { describe, expect, it } from 'vitest';
import type { PlanMessage } from '../../../../src/domain/plans';
import { tableMessages } from '../../../../src/domain/plans/table-messages';

const message = (over: Partial<PlanMessage>): PlanMessage => ({
  code: 'NMI_NOT_FOUND',
  fuel: 'electricity',
  level: 'warning',
  visible: true,
  ...over,
});

// 100 Queen Street: the electricity meter is known to be off (QLD_DEENERGISED) and postcode 4000 has no gas.
const switchedOff = message({ code: 'QLD_DEENERGISED', level: 'error', closable: false });
const noGas = message({ code: 'POSTCODE_NOT_SERVICED', fuel: 'gas', parameters: { postcode: '4000' } });

describe('the messages the plans table shows (spec 2 §8)', () => {
  it("shows the lookup's messages most severe first; closed ones, and the meter-detected one with its modal on the page, left out", () => {
    const detected = message({ code: 'INVALID_CUSTOMER_TYPE', level: 'error' });
    expect(tableMessages([noGas, switchedOff], true, false)).toEqual([switchedOff, noGas]);
    expect(tableMessages([noGas, { ...switchedOff, visible: false }, detected], true, false)).toEqual([noGas]);
    expect(tableMessages([detected], false, false)).toEqual([detected]);
  });

  it('shows none while the moving landing says the Queensland text: one message on the moving page, the moving one', () => {
    expect(tableMessages([noGas, switchedOff], true, true)).toEqual([]);
    expect(tableMessages([noGas, switchedOff], false, true)).toEqual([]);
  });
});
