import { afterEach, describe, expect, it } from 'vitest';
import { defaultData, loadSavedState, mergeUntrusted, restoreStored, store } from '../../../src/store';

const s = () => store.getState();

/** Every way a payload could have polluted Object.prototype. */
function expectNoPollution(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect((Object as unknown as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
}

afterEach(() => {
  // A failing test must not poison the following ones.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('prototype pollution through a saved-state merge', () => {
  const protoAt = (path: string[]): unknown => {
    let json = '{"__proto__":{"polluted":1}}';
    for (const key of [...path].reverse()) json = `{"${key}":${json}}`;
    return JSON.parse(json) as unknown;
  };
  const constructorAt = (path: string[]): unknown => {
    let value: unknown = { constructor: { prototype: { polluted: 1 } } };
    for (const key of [...path].reverse()) value = { [key]: value };
    return value;
  };
  const depths = [
    [],
    ['app'],
    ['refine', 'usageSelection'],
    ['refine', 'usageSelection', 'electricity'],
    ['plans', 'disclaimers'],
    ['address'],
    ['connection', 'electricityMeterDetails'],
    ['account', 'existingAddress'],
    ['searchedAddress'],
  ];

  it.each(depths)('__proto__ at %j pollutes nothing (loadSavedState)', (...path) => {
    loadSavedState(store, protoAt(path));
    expectNoPollution();
    expect(s().quote.userDataLoaded).toBe(true);
  });

  it.each(depths)('constructor.prototype at %j pollutes nothing (restoreStored)', (...path) => {
    restoreStored(store, constructorAt(path));
    expectNoPollution();
  });

  it('a __proto__ payload does not replace any slice’s prototype', () => {
    loadSavedState(
      store,
      JSON.parse('{"app":{"__proto__":{"postcode":"9999"}},"plans":{"disclaimers":{"__proto__":{"x":{"key":"x","text":"t"}}}}}'),
    );
    expect(Object.getPrototypeOf(s().app)).toBe(Object.prototype);
    expect(s().app.postcode).toBe('2000');
    expect(Object.getPrototypeOf(s().plans.disclaimers)).toBe(Object.prototype);
    expect(s().plans.disclaimers).toEqual({});
  });

  it('legitimate fields next to hostile keys are still merged', () => {
    loadSavedState(
      store,
      JSON.parse('{"__proto__":{"polluted":1},"person":{"firstName":"Ada","constructor":{"prototype":{"polluted":1}}}}'),
    );
    expect(s().person.firstName).toBe('Ada');
    expect(Object.keys(s().person)).not.toContain('constructor');
    expectNoPollution();
  });
});

describe('wrong kinds keep the current value', () => {
  it.each([
    ['a slice as a string', { app: 'x' }],
    ['a slice as an array', { person: ['Ada'] }],
    ['a slice as null', { quote: null }],
    ['a whole payload as an array', [1, 2]],
    ['a whole payload as a string', 'hello'],
    ['a whole payload as null', null],
  ])('%s', (_label, saved) => {
    s().patch('person', { firstName: 'Ada' });
    const before = { app: s().app, person: s().person, quote: s().quote };
    restoreStored(store, saved);
    expect(s().app).toEqual(before.app);
    expect(s().person).toEqual(before.person);
    expect(s().quote).toEqual(before.quote);
  });

  it('scalar fields ignore values of another kind', () => {
    restoreStored(store, {
      app: { postcode: 3000, analyticsReady: 'yes' },
      person: { firstName: { first: 'Ada' }, concessionExists: 1 },
      quote: { quoteCompleted: 'true', greenOption: '50' },
      newConnection: { formId: '3' },
    });
    expect(s().app.postcode).toBe('2000');
    expect(s().app.analyticsReady).toBe(false);
    expect(s().person.firstName).toBe('');
    expect(s().person.concessionExists).toBe(false);
    expect(s().quote.quoteCompleted).toBe(false);
    expect(s().quote.greenOption).toBe(0);
    expect(s().newConnection.formId).toBe(0);
  });

  it('object fields that start empty ignore non-objects (and stay writable)', () => {
    restoreStored(store, {
      address: 'somewhere',
      plans: { disclaimers: 5 },
      connection: { electricityMeterDetails: [1] },
      refine: { usageBands: { electricity: 'low' } },
    });
    expect(s().address).toEqual({});
    expect(s().plans.disclaimers).toEqual({});
    expect(s().connection.electricityMeterDetails).toEqual({});
    expect(s().refine.usageBands.electricity).toEqual({});
    expect(() => s().addDisclaimer({ key: 'k', text: 't' })).not.toThrow();
    expect(() => s().setAddress({ postcode: '3000' })).not.toThrow();
    expect(s().address.state).toBe('VIC');
  });

  it('nullable object fields take null or an object, nothing else', () => {
    restoreStored(store, {
      refine: { customerData: { electricity: 'lots', gas: [1, 2] } },
      account: { existingAddress: 42 },
      searchedAddress: 'x',
      plans: { selectedElectricityPlanCode: 42, selectedGasPlanCode: { code: 'G' } },
    });
    expect(s().refine.customerData).toEqual({ electricity: null, gas: null });
    expect(s().account.existingAddress).toBeNull();
    expect(s().searchedAddress).toBeNull();
    expect(s().plans.selectedElectricityPlanCode).toBeNull();
    expect(s().plans.selectedGasPlanCode).toBeNull();
  });

  it('valid nullable values are accepted', () => {
    restoreStored(store, {
      refine: { customerData: { electricity: { annualUsage: 3650, dailyUsage: 10 } } },
      plans: { selectedElectricityPlanCode: 'E1' },
      searchedAddress: { postcode: '3000', label: 'Melbourne' },
    });
    expect(s().refine.customerData.electricity).toEqual({ annualUsage: 3650, dailyUsage: 10 });
    expect(s().plans.selectedElectricityPlanCode).toBe('E1');
    expect(s().searchedAddress).toEqual({ postcode: '3000', label: 'Melbourne' });
  });

  it("a saved quote's empty choice empties this browser's own (its gas plan left unchosen, no customer data)", () => {
    s().patch('plans', { selectedElectricityPlanCode: 'E-OLD', selectedGasPlanCode: 'G-OLD' });
    s().patch('refine', { customerData: { electricity: { annualUsage: 3650, dailyUsage: 10 }, gas: null } });
    loadSavedState(store, {
      plans: { selectedElectricityPlanCode: 'E-QUOTE', selectedGasPlanCode: null },
      refine: { customerData: { electricity: null } },
    });
    expect(s().plans.selectedElectricityPlanCode).toBe('E-QUOTE');
    expect(s().plans.selectedGasPlanCode).toBeNull();
    expect(s().refine.customerData.electricity).toBeNull();
  });

  it("a saved null does not empty a field that is never empty, nor the page's own slice", () => {
    s().patch('plans', { planUuid: 'uuid-1' });
    s().patch('app', { journey: 'MOVING' });
    loadSavedState(store, { plans: { planUuid: null }, app: { journey: null } });
    expect(s().plans.planUuid).toBe('uuid-1');
    expect(s().app.journey).toBe('MOVING');
  });

  it('unknown keys are dropped', () => {
    restoreStored(store, { evil: { x: 1 }, app: { injected: '<script>' } });
    expect((s() as unknown as Record<string, unknown>).evil).toBeUndefined();
    expect((s().app as unknown as Record<string, unknown>).injected).toBeUndefined();
  });

  it('functions and class instances are dropped', () => {
    restoreStored(store, { person: { firstName: () => 'x', lastName: new Date(0) }, app: { msalConfiguration: new Map() } });
    expect(s().person.firstName).toBe('');
    expect(s().person.lastName).toBe('');
    expect(s().app.msalConfiguration).toBeNull();
  });

  it('unknown feature toggles are not added and non-boolean toggles are ignored', () => {
    restoreStored(store, { app: { featureToggles: { bpoint: 'true', rpoOptIn: true, evilToggle: true } } });
    expect(s().app.featureToggles.bpoint).toBe(false);
    expect(s().app.featureToggles.rpoOptIn).toBe(true);
    expect(s().app.featureToggles).not.toHaveProperty('evilToggle');
  });
});

describe('bad enum values fall back to the default', () => {
  it.each([
    ['customer type', { app: { customerType: 'ALIEN' } }, () => s().app.customerType, 'RESIDENTIAL'],
    ['account customer type', { account: { customerType: 'residential ' } }, () => s().account.customerType, 'RESIDENTIAL'],
    ['fuel selection', { refine: { fuelSelection: 'water' } }, () => s().refine.fuelSelection, 'both'],
    ['legacy selected services', { quote: { legacySelectedServices: 'ALL' } }, () => s().quote.legacySelectedServices, 'both'],
    ['location type', { refine: { selectedLocationType: 'gps' } }, () => s().refine.selectedLocationType, 'address'],
    ['fuel a lookup chose', { refine: { forcedFuel: { from: 'both', to: 'water' } } }, () => s().refine.forcedFuel, null],
    ['fuel a lookup chose, half of it', { refine: { forcedFuel: { from: 'gas' } } }, () => s().refine.forcedFuel, null],
    ['plan features toggle', { refine: { planFeaturesToggle: 'everything' } }, () => s().refine.planFeaturesToggle, 'all'],
    ['estimate period', { refine: { estimatePeriod: 'WEEKLY' } }, () => s().refine.estimatePeriod, 'ANNUAL'],
    ['authentication status', { qualifier: { authenticationStatus: 'ROOT' } }, () => s().qualifier.authenticationStatus, 'UNAUTHENTICATED'],
    ['existing customer', { account: { existingCustomer: 'maybe' } }, () => s().account.existingCustomer, 'unknown'],
    ['life support', { lifeSupport: { electricity: 'sure' } }, () => s().lifeSupport.electricity, 'unknown'],
    ['disconnection status', { disconnection: { gas: { status: 'OFF' } } }, () => s().disconnection.gas.status, 'UNKNOWN'],
    ['moving status', { moving: { movingHouse: 'SOON' } }, () => s().moving.movingHouse, 'UNKNOWN'],
    [
      'property relationship',
      { person: { customerPropertyRelationship: 'SQUATTER' } },
      () => s().person.customerPropertyRelationship,
      'UNKNOWN',
    ],
    [
      'usage selection type',
      { refine: { usageSelection: { electricity: { type: 'huge' } } } },
      () => s().refine.usageSelection.electricity,
      { type: 'benchmark' },
    ],
    ['app postcode', { app: { postcode: '20000' } }, () => s().app.postcode, '2000'],
    ['source system', { app: { sourceSystem: 'HACK' } }, () => s().app.sourceSystem, 'QT2'],
  ] as const)('%s', (_label, saved, read, expected) => {
    restoreStored(store, saved);
    expect(read()).toEqual(expected);
  });

  it('saved move-out charges: a negative charge becomes 0, a string or flag of the wrong kind keeps the default', () => {
    restoreStored(store, { disconnection: { moveOutCharges: { eleChargesWithGST: -40, gasChargesWithGST: '12', failed: 'no' } } });
    expect(s().disconnection.moveOutCharges).toEqual({ eleChargesWithGST: 0, gasChargesWithGST: 0, failed: false });
    restoreStored(store, { disconnection: { moveOutCharges: { eleChargesWithGST: 88.5, gasChargesWithGST: 0, failed: true } } });
    expect(s().disconnection.moveOutCharges).toEqual({ eleChargesWithGST: 88.5, gasChargesWithGST: 0, failed: true });
  });

  it('a valid enum value is kept', () => {
    restoreStored(store, { app: { customerType: 'BUSINESS' }, refine: { fuelSelection: 'gas' } });
    expect(s().app.customerType).toBe('BUSINESS');
    expect(s().refine.fuelSelection).toBe('gas');
  });

  it('an address with a bad postcode is dropped whole; a bad state is replaced by the postcode’s', () => {
    restoreStored(store, { address: { postcode: 'abcd', label: 'x' } });
    expect(s().address).toEqual({});
    restoreStored(store, { address: { postcode: '3000', state: 'XX', label: 'Melbourne' } });
    expect(s().address).toEqual({ postcode: '3000', state: 'VIC', label: 'Melbourne' });
  });

  it('an address part that is not a text (the refine bar shows them) is left out, the rest kept', () => {
    restoreStored(store, { address: { postcode: '2000', label: { y: 1 }, suburb: ['Sydney'], streetName: 'George St', found: 'yes' } });
    expect(s().address).toEqual({ postcode: '2000', streetName: 'George St' });
    restoreStored(store, { account: { existingAddress: { label: 7, suburb: 'Sydney' } } });
    expect(s().account.existingAddress).toEqual({ suburb: 'Sydney' });
  });

  it('an account number the lookup would refuse is dropped (it would fail every lookup); a valid one is kept', () => {
    restoreStored(store, { account: { electricityAccountNumber: 'abc', gasAccountNumber: '12345678901' } });
    expect(s().account.electricityAccountNumber).toBe('');
    expect(s().account.gasAccountNumber).toBe('');
    restoreStored(store, { account: { electricityAccountNumber: '1000000001' } });
    expect(s().account.electricityAccountNumber).toBe('1000000001');
  });
});

describe('huge, negative and non-finite numbers', () => {
  it('NaN and Infinity keep the current value and its kind', () => {
    s().patch('newConnection', { formId: 3 });
    restoreStored(store, { newConnection: { formId: Number.NaN }, quote: { greenOption: Number.POSITIVE_INFINITY } });
    expect(s().newConnection.formId).toBe(3);
    expect(s().quote.greenOption).toBe(0);
  });

  it('1e999 from JSON (Infinity) is ignored', () => {
    s().patch('newConnection', { formId: 3 });
    restoreStored(store, JSON.parse('{"newConnection":{"formId":1e999},"quote":{"greenOption":1e999}}'));
    expect(s().newConnection.formId).toBe(3);
    expect(s().quote.greenOption).toBe(0);
  });

  it.each([1e308, -1, 2.5, 101])('green option %s falls back to 0 (a percentage)', (green) => {
    restoreStored(store, { quote: { greenOption: green } });
    expect(s().quote.greenOption).toBe(0);
  });

  it('a valid green option is kept', () => {
    restoreStored(store, { quote: { greenOption: 100 } });
    expect(s().quote.greenOption).toBe(100);
  });

  it('usage values: negative and non-finite fall back, a huge custom value is clamped to the fuel maximum', () => {
    restoreStored(store, {
      refine: { usageSelection: { electricity: { type: 'custom', value: -1 }, gas: { type: 'custom', value: 1e308 } } },
    });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'benchmark' });
    expect(s().refine.usageSelection.gas).toEqual({ type: 'custom', value: 27398 });
    restoreStored(store, { refine: { usageSelection: { electricity: { type: 'custom', value: 1e308 } } } });
    expect(s().refine.usageSelection.electricity).toEqual({ type: 'custom', value: 499.99 });
  });

  it('deeply nested input does not overflow the stack', () => {
    let deep: Record<string, unknown> = { polluted: 1 };
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    expect(() => restoreStored(store, { app: { msalConfiguration: deep } })).not.toThrow();
    expectNoPollution();
  });
});

describe('mergeUntrusted', () => {
  it('does not modify the current state it is given', () => {
    const current = defaultData();
    const snapshot = structuredClone(current);
    mergeUntrusted(current, { app: { postcode: '3000' }, person: { firstName: 'Ada' } });
    expect(current).toEqual(snapshot);
  });
});
