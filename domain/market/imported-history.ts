/**
 * Imported history laid over the simulated market: inside the imported range of an asset
 * (first to last imported timestamp) its values replace the simulated ones; outside it the
 * simulation goes on. Between two imported points the earlier one holds, as a last price does.
 */
import type { MarketDataProvider } from './history';
import type { Instrument } from './instrument';
import { closeTimeOf, type Calendar } from './time-grid';

export interface ImportedPoint {
  ms: number;
  bid: number;
  ask: number;
  close: number;
}

export class MarketWithImports implements MarketDataProvider {
  /** Points per ric, sorted by time. */
  private readonly imports: Map<string, ImportedPoint[]>;

  constructor(
    private readonly base: MarketDataProvider,
    imports: Map<string, ImportedPoint[]>,
  ) {
    this.imports = new Map([...imports].map(([ric, pts]) => [ric, [...pts].sort((a, b) => a.ms - b.ms)]));
  }

  get seed(): number {
    return this.base.seed;
  }

  instrument(ric: string): Instrument {
    return this.base.instrument(ric);
  }

  calendarOf(i: Instrument): Calendar {
    return this.base.calendarOf(i);
  }

  listingWindow(i: Instrument): { from: number; to: number } {
    return this.base.listingWindow(i);
  }

  /** The imported point in force at `ms`, if `ms` lies in the imported range. */
  importedAt(ric: string, ms: number): ImportedPoint | null {
    const pts = this.imports.get(ric);
    if (!pts?.length || ms < pts[0]!.ms || ms > pts[pts.length - 1]!.ms) return null;
    let lo = 0;
    let hi = pts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pts[mid]!.ms <= ms) lo = mid;
      else hi = mid - 1;
    }
    return pts[lo]!;
  }

  closeMid(ric: string, index: number): number {
    const at = closeTimeOf(index, this.calendarOf(this.instrument(ric)));
    return this.importedAt(ric, at)?.close ?? this.base.closeMid(ric, index);
  }

  midAt(ric: string, ms: number): number {
    return this.importedAt(ric, ms)?.close ?? this.base.midAt(ric, ms);
  }
}
