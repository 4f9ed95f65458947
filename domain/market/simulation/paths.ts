/**
 * Daily log-price paths, grown on demand and memoised. A path is the running sum of daily
 * log returns from the epoch; entry i is the log of the close with index i divided by the
 * anchor. Memoising never changes a value: every return is a pure function of the seed.
 */
export class GrowingPath {
  private values = new Float64Array(0);
  private filled = -1;

  /** `step(i)` returns the log return of day i (i ≥ 1). */
  constructor(private readonly step: (i: number) => number) {}

  at(index: number): number {
    if (index < 0) return 0;
    if (index > this.filled) this.extendTo(index);
    return this.values[index]!;
  }

  private extendTo(index: number): void {
    // Grow in year-sized chunks so repeated small extensions stay cheap.
    const target = Math.max(index, this.filled + 366);
    if (target >= this.values.length) {
      const next = new Float64Array(Math.max(target + 1, this.values.length * 2));
      next.set(this.values.subarray(0, this.filled + 1));
      this.values = next;
    }
    let sum = this.filled >= 0 ? this.values[this.filled]! : 0;
    for (let i = this.filled + 1; i <= target; i++) {
      if (i > 0) sum += this.step(i);
      this.values[i] = sum;
    }
    this.filled = target;
  }
}

/** Same idea for any per-day state computed sequentially (yield curves, CDS spreads). */
export class GrowingSeries<T> {
  private values: T[] = [];

  constructor(
    private readonly initial: T,
    private readonly step: (previous: T, i: number) => T,
  ) {}

  at(index: number): T {
    if (index <= 0) return this.initial;
    while (this.values.length <= index) {
      const i = this.values.length;
      this.values.push(i === 0 ? this.initial : this.step(this.values[i - 1]!, i));
    }
    return this.values[index]!;
  }
}
