/**
 * Wealth management calls (issue 16; domain/contracts/wealth.ts), typed by their contracts: the
 * player's Investment Profile answers, strategic asset allocation and own mandate limits, the
 * model allocations by profile; the trainer's session profile, SAA decisions and reset.
 */
import {
  fetchPlayerAllocationsByProfile,
  fetchPlayersSaaDecisions,
  resetPlayerSaa,
  setStrategicAssetAllocations,
  updatePlayerGroupAllocations,
  updatePlayerInvestmentProfile,
  updateSessionInvestmentProfile,
  type SaaDecisionsView,
  type WealthPlayerView,
} from '@domain/contracts/wealth';
import type { InvestmentGoal, LossTolerance, RiskAttitude } from '@domain/wealth/conventions';
import { callSession } from '@/lib/session-call';

export type { SaaDecisionsView, WealthPlayerView };

export function fetchWealth(sessionId: number, playerId: number): Promise<WealthPlayerView> {
  return callSession(fetchPlayerAllocationsByProfile, sessionId, { player_id: playerId });
}

export function saveAnswers(sessionId: number, answers: { risk_attitude: RiskAttitude; loss_tolerance: LossTolerance; investment_goal: InvestmentGoal }): Promise<WealthPlayerView> {
  return callSession(updatePlayerInvestmentProfile, sessionId, answers, { notify: false });
}

export function saveSaa(sessionId: number, rows: { asset_class: number; percent: number }[]): Promise<WealthPlayerView> {
  return callSession(setStrategicAssetAllocations, sessionId, { strategic_asset_allocations: rows }, { notify: false });
}

export function saveMandate(sessionId: number, playerId: number, allocations: { asset_group: string; lower_limit: number | null; upper_limit: number | null }[]): Promise<WealthPlayerView> {
  return callSession(updatePlayerGroupAllocations, sessionId, { player_id: playerId, allocations: allocations as never }, { notify: false });
}

export function fetchDecisions(sessionId: number): Promise<SaaDecisionsView> {
  return callSession(fetchPlayersSaaDecisions, sessionId);
}

export function setSessionProfile(sessionId: number, profile: number): Promise<SaaDecisionsView> {
  return callSession(updateSessionInvestmentProfile, sessionId, { investment_profile: profile }, { notify: false });
}

export function resetSaa(sessionId: number, playerId: number): Promise<SaaDecisionsView> {
  return callSession(resetPlayerSaa, sessionId, { player_id: playerId }, { notify: false });
}
