/** Each player's behavioural biases with their definitions (issue 14; staff only, `fetch_biases`). */
import { fetchBiases, type BiasesAnswer, type PlayerBiases } from '@domain/contracts/biases-badges';
import { callSession } from '@/lib/session-call';

export type { BiasesAnswer, PlayerBiases };

export function getBiases(sessionId: number): Promise<BiasesAnswer> {
  return callSession(fetchBiases, sessionId);
}
