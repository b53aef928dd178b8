import { describe, expect, it } from 'vitest';
import { createEaStore, dataOf, defaultData, mergeUntrusted, persistence, store } from '../../../src/store';

const s = () => store.getState();

describe('compared plans in the store (issue 17)', () => {
  it('are saved and come back after a reload, like the selection', async () => {
    s().patch('plans', { compared: ['FLEXI-1', 'BAL-2+GAS-3'] });
    persistence.save(dataOf(s()));
    const target = createEaStore();
    await persistence.restore(target);
    expect(target.getState().plans.compared).toEqual(['FLEXI-1', 'BAL-2+GAS-3']);
  });

  it('keep only panel keys from saved data: no repeats, nothing that is not a key, at most three', () => {
    const merged = mergeUntrusted(defaultData(), {
      plans: { compared: ['A-1', 'A-1', 7, '<script>', 'B 2', '', 'C+D', 'E', 'F', { key: 'G' }] },
    });
    expect(merged.plans.compared).toEqual(['A-1', 'C+D', 'E']);
  });

  it('fall back to none when saved data holds something else', () => {
    for (const compared of ['A-1', null, { 0: 'A-1' }, 3]) {
      expect(mergeUntrusted(defaultData(), { plans: { compared } }).plans.compared).toEqual([]);
    }
  });
});
