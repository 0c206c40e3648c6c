/**
 * Counts a +/- stepper's quick taps from the last value asked for, not from the one on screen: the
 * screen shows a value after a render (a router transition for the recipe's servings, an optimistic
 * cache update for a planned recipe's) that a busy phone makes after the next tap, which must count
 * from 6 after 5, not ask for 5 again. A value on screen that no tap asked for (another device, a
 * refusal put back with `forget`) starts the count from it.
 */
export class StepCounter {
  /** The value on screen when the asks still pending began. */
  #start: number | null = null;
  /** The values asked for and not yet on screen, in order. */
  #asked: number[] = [];

  /** What the next step counts from, while `shown` is on screen. */
  from(shown: number): number {
    const seen = this.#asked.indexOf(shown);
    if (seen >= 0 || shown !== this.#start) {
      this.#asked = seen >= 0 ? this.#asked.slice(seen + 1) : [];
      this.#start = shown;
    }
    return this.#asked.at(-1) ?? shown;
  }

  /** `value` asked for while `shown` is on screen. */
  ask(shown: number, value: number): number {
    this.from(shown);
    this.#asked.push(value);
    return value;
  }

  /** The asks came to nothing (refused): count from what is on screen again. */
  forget(): void {
    this.#asked = [];
    this.#start = null;
  }
}
