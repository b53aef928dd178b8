import { describe, expect, it } from 'vitest';
import { quoteAdditionalData, quoteSnapshot } from '../../../../src/domain/quote/quote-payload';
import { createEaStore, dataOf, defaultData, type StoreData } from '../../../../src/store';

/** A visitor half way through the qualifier, with every kind of data the store can hold. */
function filled(): StoreData {
  const d = defaultData();
  d.app.sourceSystem = 'QT2';
  d.app.ready = true;
  d.app.featureToggles = { payment: true };
  d.qualifier.loading = true;
  d.qualifier.queenslandEnergised = 'yes';
  d.qualifier.addressDraft = { text: '12 Albe', over: '' };
  d.moving.moveInDateCheck = 'unavailable';
  d.plans.electricityPlans = [{ code: 'E1', id: 'e1', name: 'Flexi', sourceCode: 'SRC-E' }];
  d.plans.gasPlans = [{ code: 'G1', id: 'g1', name: 'Flexi Gas' }];
  d.plans.currentPlanElectricity = { code: 'C', id: 'c', name: 'Old' };
  d.plans.messages = [
    { code: 'SYSTEM_ERROR', fuel: 'electricity', level: 'error', visible: true } as StoreData['plans']['messages'][number],
  ];
  d.plans.estimates.electricity = { e1: { cost: 1 } as never };
  d.plans.loading = true;
  d.plans.estimatesLoading = true;
  d.plans.selectedElectricityPlanCode = 'E1';
  d.plans.selectedGasPlanCode = 'G1';
  d.address = { postcode: '3000', state: 'VIC', label: '1 Main St, Melbourne VIC 3000' };
  d.account.existingCustomer = 'yes';
  d.account.electricityAccountNumber = '1000000001';
  d.moving.movingHouse = 'MOVING';
  d.moving.moveInDate = '2026-12-01';
  d.refine.fuelSelection = 'both';
  d.refine.usageSelection.electricity = { type: 'custom', value: 12 };
  d.refine.modal = 'refine' as StoreData['refine']['modal'];
  d.quote.savedQuoteReference = 'QOLD123456';
  d.quote.campaignId = 'CAMP1';
  d.newConnection.formId = 3;
  d.person.firstName = 'Sam';
  d.person.dateOfBirth = '01/02/1980';
  d.person.crn = '123456789A';
  d.verification.identificationType = 'DOB';
  d.verification.identificationValue = '01/02/1980';
  d.concessionCard.number = '111222333';
  d.identityDocument.identityDocumentIdentifier = 'DL123456';
  d.identityDocument.dob = '1980-02-01';
  d.identityDocument.primary = true;
  d.creditCard = { cardName: 'S SMITH', creditCardNumber: '4111111111111111', cardExpiry: '12/29' };
  d.bankAccount = { accountName: 'S SMITH', accountNumber: '12345678', bsb: '062000' };
  d.paymentGateway = { authKey: 'tok_secret', controller: 'ctl', bpointSuccessful: true };
  return d;
}

describe('quote snapshot (spec 3 §3.3)', () => {
  it('keeps what a checkout needs to continue', () => {
    const q = quoteSnapshot(filled()) as Record<string, Record<string, unknown>>;
    expect(q['app']?.['sourceSystem']).toBe('QT2');
    expect(q['quote']?.['campaignId']).toBe('CAMP1');
    expect(q['newConnection']?.['formId']).toBe(3);
    expect(q['plans']?.['selectedElectricityPlanCode']).toBe('E1');
    expect(q['plans']?.['selectedGasPlanCode']).toBe('G1');
    expect(q['address']).toEqual({ postcode: '3000', state: 'VIC', label: '1 Main St, Melbourne VIC 3000' });
    expect(q['account']?.['electricityAccountNumber']).toBe('1000000001');
    expect(q['qualifier']?.['queenslandEnergised']).toBe('yes');
    expect(q['moving']).toMatchObject({ movingHouse: 'MOVING', moveInDate: '2026-12-01' });
    expect(q['refine']?.['usageSelection']).toMatchObject({ electricity: { type: 'custom', value: 12 } });
    expect(q['person']?.['firstName']).toBe('Sam');
    expect(q['verification']?.['identificationType']).toBe('DOB');
  });

  it('leaves out plan lists, estimates, messages, loading flags, open modals and the old reference', () => {
    const q = quoteSnapshot(filled()) as Record<string, Record<string, unknown>>;
    for (const key of ['electricityPlans', 'gasPlans', 'currentPlanElectricity', 'messages', 'estimates', 'loading', 'estimatesLoading']) {
      expect(q['plans']).not.toHaveProperty(key);
    }
    expect(q['app']).not.toHaveProperty('ready');
    expect(q['app']).not.toHaveProperty('featureToggles');
    expect(q['qualifier']).not.toHaveProperty('loading');
    // What the visitor typed in the address field and did not choose stays in this browser.
    expect(q['qualifier']).not.toHaveProperty('addressDraft');
    expect(JSON.stringify(q)).not.toContain('12 Albe');
    expect(q['refine']).not.toHaveProperty('modal');
    // The check of a move-in date against a new address runs on this page only.
    expect(q['moving']).not.toHaveProperty('moveInDateCheck');
    expect(q['quote']).not.toHaveProperty('savedQuoteReference');
  });

  it('never copies the plan lists it leaves out (the save does not serialise every plan of the lookup)', () => {
    const data = filled();
    let serialised = 0;
    const plans = Object.assign([], {
      toJSON: () => {
        serialised += 1;
        return [];
      },
    });
    const q = quoteSnapshot({ ...data, plans: { ...data.plans, electricityPlans: plans, gasPlans: plans } }) as Record<
      string,
      Record<string, unknown>
    >;
    expect(serialised).toBe(0);
    expect(q['plans']).not.toHaveProperty('electricityPlans');
    expect(q['plans']?.['selectedElectricityPlanCode']).toBe(data.plans.selectedElectricityPlanCode);
  });

  it('holds no identity value, date of birth, token or payment data', () => {
    const q = quoteSnapshot(filled()) as Record<string, Record<string, unknown>>;
    expect(q['verification']?.['identificationValue']).toBe('');
    expect(q['person']?.['dateOfBirth']).toBe('');
    expect(q['person']?.['crn']).toBe('');
    expect(q['concessionCard']?.['number']).toBe('');
    for (const value of Object.values(q['identityDocument'] ?? {})) expect(value === '' || value === false).toBe(true);
    expect(q['creditCard']).toEqual({ cardName: '', creditCardNumber: '', cardExpiry: '' });
    expect(q['bankAccount']).toEqual({ accountName: '', accountNumber: '', bsb: '' });
    expect(q['paymentGateway']).toEqual({ authKey: '', controller: '', bpointSuccessful: true });
    const json = JSON.stringify(q);
    for (const secret of [
      '01/02/1980',
      '1980-02-01',
      'DL123456',
      '123456789A',
      '111222333',
      '4111111111111111',
      '062000',
      '12345678',
      'tok_secret',
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('is a copy: the state is untouched and the store actions are not in it', () => {
    const store = createEaStore(filled());
    const before = JSON.stringify(dataOf(store.getState()));
    const q = quoteSnapshot(store.getState());
    expect(JSON.stringify(dataOf(store.getState()))).toBe(before);
    expect(q).not.toHaveProperty('selectPlan');
    expect(store.getState().person.dateOfBirth).toBe('01/02/1980');
  });
});

describe('quote additionalData (spec 3 §3.3)', () => {
  it('names the selected plans, their source codes and the tariff type', () => {
    expect(
      quoteAdditionalData({
        electricity: { name: 'Flexi', sourceCode: 'SRC-E' },
        gas: { name: 'Flexi Gas', sourceCode: 'SRC-G' },
        tariffType: 'PDC1',
      }),
    ).toEqual({
      electricityPlanName: 'Flexi',
      gasPlanName: 'Flexi Gas',
      electricitySourceCode: 'SRC-E',
      gasSourceCode: 'SRC-G',
      tariffType: 'PDC1',
    });
  });
  it('a fuel without a selected plan, or a blank value, is null', () => {
    expect(quoteAdditionalData({ electricity: { name: 'Flexi' }, gas: null, tariffType: ' ' })).toEqual({
      electricityPlanName: 'Flexi',
      gasPlanName: null,
      electricitySourceCode: null,
      gasSourceCode: null,
      tariffType: null,
    });
  });
});
