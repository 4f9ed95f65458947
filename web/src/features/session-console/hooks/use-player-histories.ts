/**
 * Return histories of some players and of the benchmark, for the evolution charts: loaded
 * from `retrieve_player_admin` per player, then extended by `player_history_created`.
 * The benchmark's history comes with any player (it is the session's).
 */
import { useEffect, useRef, useState } from 'react';
import { useSessionEvents, useSessionLive } from '@/lib/session-live/session-live';
import { retrievePlayerAdmin } from '../api/players';

export type HistoryPoint = { step: number; timestamp: number; portfolio_return: number };
export type BenchmarkPoint = { step: number; at: number; value: number };

/** `benchmarkFrom`: a player to read the benchmark through when none is selected. */
export function usePlayerHistories(playerIds: number[], benchmarkFrom?: number): { histories: Map<number, HistoryPoint[]>; benchmark: BenchmarkPoint[] } {
  const { sessionId, snapshots } = useSessionLive();
  const [metricsSeen, setMetricsSeen] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [histories, setHistories] = useState<Map<number, HistoryPoint[]>>(new Map());
  const [benchmark, setBenchmark] = useState<BenchmarkPoint[]>([]);
  const key = [...playerIds].sort((a, b) => a - b).join(',');

  useEffect(() => {
    let cancelled = false;
    const ids = key ? key.split(',').map(Number) : [];
    const reads = ids.length ? ids : benchmarkFrom ? [benchmarkFrom] : [];
    Promise.all(reads.map((id) => retrievePlayerAdmin(sessionId, id).catch(() => null))).then((details) => {
      if (cancelled) return;
      const next = new Map<number, HistoryPoint[]>();
      if (ids.length) details.forEach((d, k) => d && next.set(ids[k]!, d.player_history));
      setHistories(next);
      const withBenchmark = details.find((d) => d && d.benchmark_history.length);
      if (withBenchmark) setBenchmark(withBenchmark.benchmark_history);
    });
    return () => {
      cancelled = true;
    };
  }, [sessionId, key, benchmarkFrom, snapshots, metricsSeen]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  useSessionEvents((event) => {
    // A metrics step adds a benchmark point: reload once the step's events have arrived.
    if (event.type === 'metrics_received') {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setMetricsSeen((n) => n + 1), 1500);
      return;
    }
    if (event.type !== 'player_history_created') return;
    const d = event.data;
    setHistories((prev) => {
      const list = prev.get(d.player_id);
      if (!list || list.some((p) => p.step === d.step)) return prev;
      const next = new Map(prev);
      next.set(d.player_id, [...list, { step: d.step, timestamp: d.timestamp, portfolio_return: d.portfolio_return }]);
      return next;
    });
  });

  return { histories, benchmark };
}
