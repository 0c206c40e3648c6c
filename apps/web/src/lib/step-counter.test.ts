import { describe, expect, it } from 'vitest';
import { StepCounter } from './step-counter.ts';

/** A tap of "+1" while `shown` is on screen, as the steppers make it. */
const tap = (counter: StepCounter, shown: number) => counter.ask(shown, counter.from(shown) + 1);

describe('step counter', () => {
  it('counts quick taps from the last one asked while the screen still shows the first value', () => {
    const counter = new StepCounter();
    expect([tap(counter, 4), tap(counter, 4), tap(counter, 4)]).toEqual([5, 6, 7]);
  });

  it('keeps counting from the last ask when the screen shows an earlier ask in between', () => {
    const counter = new StepCounter();
    tap(counter, 4);
    tap(counter, 4);
    expect(tap(counter, 5)).toBe(7);
    expect(tap(counter, 7)).toBe(8);
  });

  it('counts from the screen once it shows the last ask', () => {
    const counter = new StepCounter();
    tap(counter, 4);
    expect(counter.from(5)).toBe(5);
  });

  it('starts again from a value on screen that no tap asked for', () => {
    const counter = new StepCounter();
    tap(counter, 4);
    tap(counter, 4);
    expect(tap(counter, 2)).toBe(3);
  });

  it('forgets refused asks, so the next tap counts from the value put back', () => {
    const counter = new StepCounter();
    tap(counter, 4);
    counter.forget();
    expect(tap(counter, 4)).toBe(5);
  });
});
