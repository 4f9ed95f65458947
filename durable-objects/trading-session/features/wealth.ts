/**
 * Wealth management (issue 16, management type 1; spec 000 §2, §5, §7, §9; 001 §2, §4, §5, §7):
 * each player answers the Investment Profile form (scored to a profile by domain/wealth), saves a
 * strategic asset allocation once (percent per asset class summing to 100; read-only until the
 * trainer resets it) and keeps their own mandate group limits, which are advisory: orders obey
 * the trainer's bands (settings.asset_group_allocations), the mandate is shown against the
 * current allocation. The trainer sets the session's investment profile and reads every
 * player's decisions against the profile's model allocation. No money moves here.
 *
 * Every call refuses outside wealth-management sessions (409).
 */
import {
  fetchPlayerAllocationsByProfile,
  fetchPlayersSaaDecisions,
  resetPlayerSaa,
  setStrategicAssetAllocations,
  updatePlayerGroupAllocations,
  updatePlayerInvestmentProfile,
  updateSessionInvestmentProfile,
  type GroupLimitRow,
  type GroupLimitView,
  type ProfileAnswersView,
  type ProfileModel,
  type SaaDecisionRow,
  type SaaDecisionsView,
  type WealthPlayerView,
} from '../../../domain/contracts/wealth';
import { groupFractions } from '../../../domain/engine/allocations';
import { valuePlayer } from '../../../domain/engine/engine-state';
import { ASSET_CLASS_LABELS, ManagementType, SessionStatus, type AssetClass, type AssetGroup } from '../../../domain/enums';
import { conflict, forbidden, invalid, notFound } from '../../../domain/refusal';
import { INVESTMENT_PROFILES, WEALTH_CONVENTIONS, type InvestmentProfile } from '../../../domain/wealth/conventions';
import {
  WEALTH_MESSAGES,
  deviations,
  groupLimitsProblem,
  impliedProfile,
  limitState,
  modelAllocation,
  normalizedSaa,
  profileLabel,
  profileScore,
  saaProblem,
  type ClassPercent,
} from '../../../domain/wealth/rules';
import type { StoredSettings } from '../../../domain/session/session-record';
import type { Actor } from '../kernel/actor';
import { handle, type Feature } from '../kernel/feature';
import type { SessionKernel } from '../kernel/session-kernel';

export function isWealthSession(s: Pick<StoredSettings, 'management_type'>): boolean {
  return s.management_type === ManagementType.WealthManagement;
}

function requireWealth(k: SessionKernel): void {
  if (!isWealthSession(k.settings())) throw conflict(WEALTH_MESSAGES.onlyWealth);
}

/** A player's decisions change while the session runs, pauses or is frozen; not before it is created nor once finished. */
function requireOpen(k: SessionKernel): void {
  const status = k.clock().status;
  if (status === SessionStatus.Finished) throw conflict(WEALTH_MESSAGES.finished);
  if (status === SessionStatus.Creating) throw conflict('The session is being created: the mandate opens once it starts');
}

function requirePlayer(k: SessionKernel, id: number): void {
  if (!k.state().players.has(id)) throw notFound('Player not found');
}

/** The player a call names: a player only their own, the staff any player of the session. */
function namedPlayer(k: SessionKernel, actor: Actor, named: number): number {
  if (actor.kind === 'player' && actor.player_id !== named) throw forbidden(WEALTH_MESSAGES.ownOnly);
  requirePlayer(k, named);
  return named;
}

function sessionProfile(k: SessionKernel): InvestmentProfile {
  const row = k.sql.exec<{ investment_profile: number }>('SELECT investment_profile FROM wealth_session WHERE id = 1').toArray()[0];
  return (row?.investment_profile ?? WEALTH_CONVENTIONS.defaultSessionProfile) as InvestmentProfile;
}

function profileModel(p: InvestmentProfile): ProfileModel {
  return { investment_profile: p, label: profileLabel(p), allocations: modelAllocation(p) };
}

function answersOf(k: SessionKernel, playerId: number): ProfileAnswersView | null {
  return k.sql.exec<ProfileAnswersView & Record<string, SqlStorageValue>>('SELECT risk_attitude, loss_tolerance, investment_goal, updated_at FROM wealth_answers WHERE player_id = ?', playerId).toArray()[0] ?? null;
}

function saaOf(k: SessionKernel, playerId: number): { rows: ClassPercent[]; saved_at: number | null } {
  const rows = k.sql.exec<{ asset_class: number; hundredths: number; saved_at: number }>('SELECT asset_class, hundredths, saved_at FROM wealth_saa WHERE player_id = ?', playerId).toArray();
  if (!rows.length) return { rows: [], saved_at: null };
  return { rows: normalizedSaa(rows.map((r) => ({ asset_class: r.asset_class as AssetClass, percent: r.hundredths / 100 }))), saved_at: rows[0]!.saved_at };
}

function groupLimitsOf(k: SessionKernel, playerId: number): GroupLimitView[] {
  return k.sql
    .exec<{ id: number; asset_group: string; lower_limit: number | null; upper_limit: number | null }>('SELECT id, asset_group, lower_limit, upper_limit FROM wealth_group_limits WHERE player_id = ? ORDER BY id', playerId)
    .toArray()
    .map((r) => ({ ...r, asset_group: r.asset_group as AssetGroup }));
}

function currentGroups(k: SessionKernel, playerId: number): Partial<Record<AssetGroup, number>> {
  const state = k.state();
  return groupFractions(valuePlayer(state, k.marketView(), state.players.get(playerId)!));
}

function limitRows(limits: GroupLimitView[], current: Partial<Record<AssetGroup, number>>): GroupLimitRow[] {
  return limits.map((l) => {
    const share = current[l.asset_group] ?? 0;
    return { ...l, current: share, state: limitState(share, l.lower_limit, l.upper_limit) };
  });
}

const assetClasses = () => WEALTH_CONVENTIONS.saaAssetClasses.map((c) => ({ asset_class: c, label: ASSET_CLASS_LABELS[c] }));

/** One player's decisions against the session's profile. */
function decisionsOf(k: SessionKernel, playerId: number, profile: InvestmentProfile) {
  const answers = answersOf(k, playerId);
  const implied = answers ? impliedProfile(answers) : null;
  const saa = saaOf(k, playerId);
  const dev = saa.rows.length ? deviations(saa.rows, modelAllocation(profile)) : null;
  const current = currentGroups(k, playerId);
  return { answers, implied, saa, dev, current, limits: limitRows(groupLimitsOf(k, playerId), current) };
}

export function wealthPlayerView(k: SessionKernel, playerId: number): WealthPlayerView {
  const profile = sessionProfile(k);
  const d = decisionsOf(k, playerId, profile);
  return {
    player_id: playerId,
    session_profile: profileModel(profile),
    investment_profile: d.answers,
    implied_profile: d.answers && d.implied !== null ? { ...profileModel(d.implied), score: profileScore(d.answers) } : null,
    strategic_asset_allocations: d.saa.rows,
    saa_saved_at: d.saa.saved_at,
    deviations: d.dev?.rows ?? [],
    total_deviation: d.dev?.total ?? null,
    strategic_group_allocations: d.limits,
    current_group_allocations: d.current,
    asset_classes: assetClasses(),
  };
}

/**
 * The wealth fields of the player entity (spec 001 §4 Player: investment_profile,
 * strategic_group_allocations; 002 §4 strategic_asset_allocations), for retrieve_player; nothing
 * in other sessions.
 */
export function wealthPlayerFields(k: SessionKernel, playerId: number) {
  if (!isWealthSession(k.settings())) return {};
  return {
    investment_profile: answersOf(k, playerId),
    strategic_asset_allocations: saaOf(k, playerId).rows,
    strategic_group_allocations: groupLimitsOf(k, playerId),
  };
}

function decisionsView(k: SessionKernel): SaaDecisionsView {
  const profile = sessionProfile(k);
  const players: SaaDecisionRow[] = [...k.state().players.values()]
    .sort((a, b) => a.id - b.id)
    .map((p) => {
      const d = decisionsOf(k, p.id, profile);
      return {
        player_id: p.id,
        name: p.name,
        investment_profile: d.answers,
        implied_profile: d.implied,
        implied_profile_label: d.implied === null ? null : profileLabel(d.implied),
        profile_mismatch: d.implied !== null && d.implied !== profile,
        strategic_asset_allocations: d.saa.rows,
        saa_saved_at: d.saa.saved_at,
        deviations: d.dev?.rows ?? [],
        total_deviation: d.dev?.total ?? null,
        strategic_group_allocations: d.limits,
      };
    });
  return { session_profile: profileModel(profile), asset_classes: assetClasses(), profiles: INVESTMENT_PROFILES.map(profileModel), players };
}

export const wealth: Feature = {
  name: 'wealth',
  migrations: [
    {
      id: 115,
      // Wealth management (issue 16): the session's investment profile (one row, set by the trainer),
      // each player's Investment Profile answers, saved SAA (hundredths of a percent per asset class),
      // own mandate group limits (fractions), and the trainer's resets (the SAA they cleared, as JSON).
      sql: `CREATE TABLE wealth_session (
        id INTEGER PRIMARY KEY CHECK (id = 1), investment_profile INTEGER NOT NULL, updated_at INTEGER NOT NULL
      );
      CREATE TABLE wealth_answers (
        player_id INTEGER PRIMARY KEY, risk_attitude TEXT NOT NULL, loss_tolerance TEXT NOT NULL, investment_goal TEXT NOT NULL, updated_at INTEGER NOT NULL
      );
      CREATE TABLE wealth_saa (
        player_id INTEGER NOT NULL, asset_class INTEGER NOT NULL, hundredths INTEGER NOT NULL, saved_at INTEGER NOT NULL,
        PRIMARY KEY (player_id, asset_class)
      );
      CREATE TABLE wealth_group_limits (
        id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, asset_group TEXT NOT NULL, lower_limit REAL, upper_limit REAL,
        UNIQUE (player_id, asset_group)
      );
      CREATE TABLE wealth_saa_resets (
        id INTEGER PRIMARY KEY AUTOINCREMENT, player_id INTEGER NOT NULL, saa TEXT NOT NULL, at INTEGER NOT NULL, by_user INTEGER NOT NULL
      );`,
    },
  ],
  calls: [
    handle(updatePlayerInvestmentProfile, (k, input, actor) => {
      requireWealth(k);
      requireOpen(k);
      const playerId = actor.kind === 'player' ? actor.player_id : 0;
      requirePlayer(k, playerId);
      k.ctx.storage.transactionSync(() => {
        k.sql.exec(
          'INSERT OR REPLACE INTO wealth_answers (player_id, risk_attitude, loss_tolerance, investment_goal, updated_at) VALUES (?, ?, ?, ?, ?)',
          playerId,
          input.risk_attitude,
          input.loss_tolerance,
          input.investment_goal,
          k.sessionTime(),
        );
      });
      k.send({ audience: { player_id: playerId }, type: 'wealth_updated', data: { player_id: playerId, what: 'answers' } });
      return wealthPlayerView(k, playerId);
    }),
    handle(setStrategicAssetAllocations, (k, input, actor) => {
      requireWealth(k);
      requireOpen(k);
      const playerId = actor.kind === 'player' ? actor.player_id : 0;
      requirePlayer(k, playerId);
      if (saaOf(k, playerId).rows.length) throw conflict(WEALTH_MESSAGES.alreadySaved);
      const problem = saaProblem(input.strategic_asset_allocations);
      if (problem) throw invalid(problem.error, problem.details);
      const rows = normalizedSaa(input.strategic_asset_allocations.map((r) => ({ asset_class: r.asset_class as AssetClass, percent: r.percent })));
      const at = k.sessionTime();
      k.ctx.storage.transactionSync(() => {
        for (const r of rows) k.sql.exec('INSERT INTO wealth_saa (player_id, asset_class, hundredths, saved_at) VALUES (?, ?, ?, ?)', playerId, r.asset_class, Math.round(r.percent * 100), at);
      });
      k.send({ audience: { player_id: playerId }, type: 'wealth_updated', data: { player_id: playerId, what: 'saa' } });
      return wealthPlayerView(k, playerId);
    }),
    handle(updatePlayerGroupAllocations, (k, input, actor) => {
      requireWealth(k);
      const playerId = namedPlayer(k, actor, input.player_id);
      requireOpen(k);
      const problem = groupLimitsProblem(input.allocations);
      if (problem) throw invalid(problem.error, problem.details);
      // A group with neither bound is no limit: it is dropped.
      const rows = input.allocations.filter((r) => r.lower_limit !== null || r.upper_limit !== null);
      k.ctx.storage.transactionSync(() => {
        k.sql.exec('DELETE FROM wealth_group_limits WHERE player_id = ?', playerId);
        for (const r of rows) k.sql.exec('INSERT INTO wealth_group_limits (player_id, asset_group, lower_limit, upper_limit) VALUES (?, ?, ?, ?)', playerId, r.asset_group, r.lower_limit, r.upper_limit);
      });
      k.send({ audience: { player_id: playerId }, type: 'wealth_updated', data: { player_id: playerId, what: 'mandate' } });
      return wealthPlayerView(k, playerId);
    }),
    handle(fetchPlayerAllocationsByProfile, (k, input, actor) => {
      requireWealth(k);
      return wealthPlayerView(k, namedPlayer(k, actor, input.player_id));
    }),
    handle(updateSessionInvestmentProfile, (k, input) => {
      requireWealth(k);
      if (k.clock().status === SessionStatus.Finished) throw conflict('The session is finished: its investment profile can no longer change');
      k.ctx.storage.transactionSync(() => {
        k.sql.exec('INSERT OR REPLACE INTO wealth_session (id, investment_profile, updated_at) VALUES (1, ?, ?)', input.investment_profile, k.sessionTime());
      });
      k.send({ audience: 'all', type: 'wealth_updated', data: { player_id: null, what: 'session_profile' } });
      return decisionsView(k);
    }),
    handle(fetchPlayersSaaDecisions, (k) => {
      requireWealth(k);
      return decisionsView(k);
    }),
    handle(resetPlayerSaa, (k, input, actor) => {
      requireWealth(k);
      requirePlayer(k, input.player_id);
      if (k.clock().status === SessionStatus.Finished) throw conflict(WEALTH_MESSAGES.finished);
      const saved = saaOf(k, input.player_id);
      if (!saved.rows.length) throw conflict(WEALTH_MESSAGES.nothingToReset);
      k.ctx.storage.transactionSync(() => {
        k.sql.exec('INSERT INTO wealth_saa_resets (player_id, saa, at, by_user) VALUES (?, ?, ?, ?)', input.player_id, JSON.stringify(saved.rows), k.sessionTime(), actor.caller.user_id);
        k.sql.exec('DELETE FROM wealth_saa WHERE player_id = ?', input.player_id);
      });
      k.send({ audience: { player_id: input.player_id }, type: 'wealth_updated', data: { player_id: input.player_id, what: 'saa_reset' } });
      return decisionsView(k);
    }),
  ],
};
