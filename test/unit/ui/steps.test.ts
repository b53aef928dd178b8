import { describe, expect, it } from 'vitest';
import { stepsAtOnce, stepsInSlices } from '../../../src/ui/steps';

/** The next task (a timer queued now runs after the tasks queued before it, as the page's tasks do). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

function* counted(log: string[]): Generator<void, number> {
  log.push('first');
  yield;
  log.push('second');
  yield;
  log.push('third');
  return 3;
}

describe('work written as steps (issue 21)', () => {
  it('at once: every step runs now and gives the result', () => {
    const log: string[] = [];
    expect(stepsAtOnce(counted(log))).toBe(3);
    expect(log).toEqual(['first', 'second', 'third']);
  });

  it('in slices: no step runs in the task that asked, and each runs in a task of its own, to the same result', async () => {
    const log: string[] = [];
    let result: number | undefined;
    const done = stepsInSlices(counted(log), () => true).then((r) => (result = r));
    expect(log).toEqual([]);
    await nextTask();
    expect(log).toEqual(['first']);
    await nextTask();
    expect(log).toEqual(['first', 'second']);
    await nextTask();
    expect(log).toEqual(['first', 'second', 'third']);
    await done;
    expect(result).toBe(3);
  });

  it('in slices: a step that throws rejects with its error, and no step after it runs', async () => {
    const log: string[] = [];
    function* failing(): Generator<void, number> {
      log.push('first');
      yield;
      throw new Error('bad data');
    }
    await expect(stepsInSlices(failing(), () => true)).rejects.toThrow('bad data');
    expect(log).toEqual(['first']);
  });

  it('in slices: once no longer wanted (overtaken), no further step runs and there is no result', async () => {
    const log: string[] = [];
    let wanted = true;
    const done = stepsInSlices(counted(log), () => wanted);
    await nextTask();
    expect(log).toEqual(['first']);
    wanted = false;
    expect(await done).toBeUndefined();
    expect(log).toEqual(['first']);
  });
});
