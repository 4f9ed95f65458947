/**
 * A player's risk metrics from the series of portfolio values at each metrics step and the
 * benchmark's values at the same steps (money.md: "Metrics use the series of period returns
 * of the player's portfolio and of the session benchmark"). VaR is shown as money: the 5 %
 * quantile of period returns times the market value now, in the reporting currency.
 * Without a benchmark series (its value could not be computed at some step), volatility,
 * Sharpe and VaR are still measured; alpha, beta, Treynor and the index return are null (N/A).
 */
import { DomainError } from '../domain-error';
import { returnMetrics } from '../metrics';

export interface PlayerMetrics {
  portfolio_volatility: number;
  alpha: number | null;
  beta: number | null;
  sharpe_ratio: number;
  treynor_ratio: number | null;
  var05: number;
  /** The benchmark's return over the whole series. */
  market_index_return: number | null;
}

const returnsOf = (values: readonly number[]) => values.slice(1).map((v, k) => v / values[k]! - 1);

/** Null until there are enough points, or while a ratio has nothing to divide by. */
export function playerMetrics(input: {
  values: readonly number[];
  /** The benchmark's values at the same steps; null (or a series of another length) when missing. */
  benchmark: readonly number[] | null;
  riskFreeAnnual: number;
  periodsPerYear: number;
}): PlayerMetrics | null {
  if (input.values.length < 3) return null;
  const benchmark = input.benchmark && input.benchmark.length === input.values.length ? input.benchmark : null;
  try {
    const m = returnMetrics({
      returns: returnsOf(input.values),
      benchmark: benchmark && returnsOf(benchmark),
      riskFreeAnnual: input.riskFreeAnnual,
      periodsPerYear: input.periodsPerYear,
    });
    return {
      portfolio_volatility: m.volatilityAnnual,
      alpha: m.alphaAnnual,
      beta: m.beta,
      sharpe_ratio: m.sharpe,
      treynor_ratio: m.treynor,
      var05: m.var95Historical * input.values[input.values.length - 1]!,
      market_index_return: benchmark ? benchmark[benchmark.length - 1]! / benchmark[0]! - 1 : null,
    };
  } catch (error) {
    // A portfolio that has not moved (all cash) has no volatility to divide by: no metrics yet.
    if (error instanceof DomainError) return null;
    throw error;
  }
}
