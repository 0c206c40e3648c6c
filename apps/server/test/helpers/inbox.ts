/**
 * What a listener has received, in order, and a wait for the n-th item: the wait fails the test
 * after `ms`, which is only a bound on waiting for an event, never an assertion about time.
 */
export class Inbox<T> {
  readonly items: T[] = [];
  private readonly wakers = new Set<() => void>();

  readonly push = (item: T) => {
    this.items.push(item);
    for (const wake of [...this.wakers]) wake();
  };

  until(count: number, ms = 5000): Promise<T[]> {
    return new Promise((resolve, reject) => {
      const wake = () => {
        if (this.items.length < count) return;
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve([...this.items]);
      };
      const timer = setTimeout(() => {
        this.wakers.delete(wake);
        reject(new Error(`waited ${ms} ms for ${count} item(s), got ${this.items.length}`));
      }, ms);
      this.wakers.add(wake);
      wake();
    });
  }
}
