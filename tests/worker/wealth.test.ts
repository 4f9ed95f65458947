/**
 * Wealth management through the API and the session object (issue 16; spec 000 §2, §7, 001 §2,
 * §5, §7, 002 §7): in a Wealth Management session a player answers the Investment Profile form,
 * saves a strategic asset allocation (only when it sums to 100, once), keeps their own mandate
 * limits (advisory, shown against the current allocation); the trainer sets the session's profile,
 * reads every player's decisions with the deviation from the model per asset class, and resets a
 * player's SAA. A Portfolio Management session refuses it all; a trainee cannot call the trainer's
 * calls nor touch another player's.
 */
import { describe, expect, it } from 'vitest';
import { signedInClass } from './setup/fixtures';
import { connect } from './setup/sockets';
import { get, post, runningSession } from './setup/sessions';

const T0 = Date.parse('2026-11-18T15:00:00Z');
const WEALTH = { scenario_type: 0, management_type: 1 };
const RICS = ['AAPL.O', 'SAP.DE'];

type Deviation = { asset_class: number; label: string; saa: number; model: number; deviation: number; level: string };
type PlayerView = {
  player_id: number;
  session_profile: { investment_profile: number; label: string; allocations: { asset_class: number; percent: number }[] };
  investment_profile: { risk_attitude: string; loss_tolerance: string; investment_goal: string } | null;
  implied_profile: { investment_profile: number; label: string; score: number } | null;
  strategic_asset_allocations: { asset_class: number; percent: number }[];
  deviations: Deviation[];
  total_deviation: number | null;
  strategic_group_allocations: { id: number; asset_group: string; lower_limit: number | null; upper_limit: number | null; current: number; state: string }[];
  current_group_allocations: Record<string, number>;
};
type Decisions = {
  session_profile: { investment_profile: number; label: string };
  players: {
    player_id: number;
    name: string;
    implied_profile: number | null;
    implied_profile_label: string | null;
    profile_mismatch: boolean;
    strategic_asset_allocations: { asset_class: number; percent: number }[];
    deviations: Deviation[];
    total_deviation: number | null;
    strategic_group_allocations: { asset_group: string; lower_limit: number | null; upper_limit: number | null }[];
  }[];
};

const SAA = '/api/players/set_strategic_asset_allocations';
const ANSWERS = '/api/players/update_investment_profile';
// A 60/40-ish allocation: cash 10, govt 20, corporate 10, equities 45.5, ETF equities 14.5.
const MY_SAA = [
  { asset_class: 0, percent: 10 },
  { asset_class: 3, percent: 20 },
  { asset_class: 8, percent: 10 },
  { asset_class: 1, percent: 45.5 },
  { asset_class: 5, percent: 14.5 },
];

describe('wealth management', () => {
  it('lives a whole decision: answers, an SAA saved once, the trainer sees the deviations and resets it', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, WEALTH, RICS, T0);
    const [token, otherToken] = a.traineeTokens as [string, string];
    const me = (await get<{ id: number; investment_profile: unknown; strategic_asset_allocations: unknown[]; strategic_group_allocations: unknown[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const other = (await get<{ id: number }>(otherToken, `/api/sessions/${id}/retrieve_player/`)).json;
    // The player entity carries the wealth fields, empty at first.
    expect(me).toMatchObject({ investment_profile: null, strategic_asset_allocations: [], strategic_group_allocations: [] });

    // The answers: all three required, with the form's texts.
    const missing = await post(token, ANSWERS, { session_id: id, risk_attitude: 'Risk averse', loss_tolerance: 'Moderate' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.json)).toContain('Please select your investment goal');
    const answered = await post(token, ANSWERS, { session_id: id, risk_attitude: 'Risk taker', loss_tolerance: 'Moderate', investment_goal: 'Growth' });
    expect(answered.status).toBe(200);
    // 2 + 1 + 2 = 5: Moderately Aggressive; the session's profile is Balanced until the trainer sets one.
    expect((answered.json as unknown as PlayerView).implied_profile).toMatchObject({ investment_profile: 3, label: 'Moderately Aggressive', score: 5 });
    expect((answered.json as unknown as PlayerView).session_profile).toMatchObject({ investment_profile: 2, label: 'Balanced' });

    // The staff are told when a player saves.
    const staff = (await connect(`/api/session/${id}/?token=${a.trainerToken}`)).socket!;
    const told = staff.next('wealth_updated');

    // An SAA that sums to 95 is refused with its sum, and nothing is saved.
    const short = await post(token, SAA, { session_id: id, strategic_asset_allocations: [{ asset_class: 1, percent: 60 }, { asset_class: 3, percent: 35 }] });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ error: 'The allocations must sum to 100%.', details: { sum: 95 } });
    const over = await post(token, SAA, { session_id: id, strategic_asset_allocations: [{ asset_class: 1, percent: 101 }] });
    expect(over.status).toBe(400);
    // A trading book's class is no SAA class.
    expect((await post(token, SAA, { session_id: id, strategic_asset_allocations: [{ asset_class: 14, percent: 100 }] })).status).toBe(400);

    const saved = await post(token, SAA, { session_id: id, strategic_asset_allocations: MY_SAA });
    expect(saved.status).toBe(200);
    const view = saved.json as unknown as PlayerView;
    expect(view.strategic_asset_allocations).toEqual([
      { asset_class: 0, percent: 10 },
      { asset_class: 3, percent: 20 },
      { asset_class: 8, percent: 10 },
      { asset_class: 6, percent: 0 },
      { asset_class: 1, percent: 45.5 },
      { asset_class: 5, percent: 14.5 },
      { asset_class: 4, percent: 0 },
      { asset_class: 7, percent: 0 },
    ]);
    expect(await told).toMatchObject({ data: { player_id: me.id, what: 'saa' } });
    staff.close();

    // Read-only once saved: a second save is refused and the first stands.
    const again = await post(token, SAA, { session_id: id, strategic_asset_allocations: [{ asset_class: 1, percent: 100 }] });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('Your strategic asset allocation is saved and read-only: your trainer can reset it.');

    // The trainer's 'Check SAA decisions' against the Balanced model (5/20/15/10/30/15/3/2).
    const decisions = await get<Decisions>(a.trainerToken, `/api/sessions/${id}/fetch_players_saa_decisions/`);
    expect(decisions.status).toBe(200);
    const mine = decisions.json.players.find((p) => p.player_id === me.id)!;
    expect(mine).toMatchObject({ implied_profile: 3, implied_profile_label: 'Moderately Aggressive', profile_mismatch: true, total_deviation: 20.5 });
    expect(mine.deviations.map((d) => [d.label, d.saa, d.model, d.deviation, d.level])).toEqual([
      ['Cash', 10, 5, 5, 'green'],
      ['Govt Bonds', 20, 20, 0, 'green'],
      ['Corporate Bonds', 10, 15, -5, 'green'],
      ['ETF Bonds', 0, 10, -10, 'amber'],
      ['Equities', 45.5, 30, 15.5, 'red'],
      ['ETF Equities', 14.5, 15, -0.5, 'green'],
      ['Metals', 0, 3, -3, 'green'],
      ['ETF Commodities', 0, 2, -2, 'green'],
    ]);
    // The other player has decided nothing yet.
    expect(decisions.json.players.find((p) => p.player_id === other.id)).toMatchObject({ implied_profile: null, strategic_asset_allocations: [], deviations: [], total_deviation: null });

    // The trainer sets the session's profile to Moderately Aggressive (40/12/10/5 … model): the deviations follow.
    const set = await post(a.trainerToken, `/api/sessions/${id}/update_investment_profile/`, { investment_profile: 3 });
    expect(set.status).toBe(200);
    const after = (set.json as unknown as Decisions).players.find((p) => p.player_id === me.id)!;
    expect((set.json as unknown as Decisions).session_profile).toMatchObject({ investment_profile: 3, label: 'Moderately Aggressive' });
    expect(after.profile_mismatch).toBe(false);
    expect(after.deviations.map((d) => d.deviation)).toEqual([7, 8, 0, -5, 5.5, -5.5, -5, -5]);
    expect(after.total_deviation).toBe(20.5);
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_investment_profile/`, { investment_profile: 5 })).status).toBe(400);

    // The player reads the same through fetch_player_allocations_by_investment_profile.
    const byProfile = await get<PlayerView>(token, `/api/players/${me.id}/fetch_player_allocations_by_investment_profile/?session_id=${id}`);
    expect(byProfile.status).toBe(200);
    expect(byProfile.json.session_profile.allocations.find((r) => r.asset_class === 1)).toEqual({ asset_class: 1, percent: 40 });
    expect(byProfile.json.deviations.map((d) => d.deviation)).toEqual([7, 8, 0, -5, 5.5, -5.5, -5, -5]);

    // The trainer resets the SAA: the player may decide again.
    const reset = await post(a.trainerToken, `/api/sessions/${id}/reset_player_saa/`, { player_id: me.id });
    expect(reset.status).toBe(200);
    expect((reset.json as unknown as Decisions).players.find((p) => p.player_id === me.id)!.strategic_asset_allocations).toEqual([]);
    expect((await post(a.trainerToken, `/api/sessions/${id}/reset_player_saa/`, { player_id: me.id })).status).toBe(409);
    const redo = await post(token, SAA, { session_id: id, strategic_asset_allocations: [{ asset_class: 1, percent: 50 }, { asset_class: 3, percent: 50 }] });
    expect(redo.status).toBe(200);
    expect((await get<{ strategic_asset_allocations: { asset_class: number; percent: number }[] }>(token, `/api/sessions/${id}/retrieve_player/`)).json.strategic_asset_allocations.filter((r) => r.percent > 0)).toEqual([
      { asset_class: 3, percent: 50 },
      { asset_class: 1, percent: 50 },
    ]);
  });

  it('keeps the player mandate advisory, shown against the current allocation, with the spec texts', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, WEALTH, RICS, T0);
    const [token, otherToken] = a.traineeTokens as [string, string];
    const me = (await get<{ id: number }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    const other = (await get<{ id: number }>(otherToken, `/api/sessions/${id}/retrieve_player/`)).json;
    const path = (pid: number) => `/api/players/${pid}/update_player_group_allocations/`;

    const wrong = await post(token, path(me.id), { session_id: id, player_id: me.id, allocations: [{ asset_group: 'Equities', lower_limit: 0.6, upper_limit: 0.4 }] });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('Lower limit values must be lesser than upper limit values!');
    const offStep = await post(token, path(me.id), { session_id: id, player_id: me.id, allocations: [{ asset_group: 'Equities', lower_limit: 0.125, upper_limit: 0.5 }] });
    expect(offStep.status).toBe(400);

    // All in cash at the start: equities at 0 % are under a 30 % floor, cash at 100 % over a 20 % cap.
    const saved = await post(token, path(me.id), {
      session_id: id,
      player_id: me.id,
      allocations: [
        { asset_group: 'Equities', lower_limit: 0.3, upper_limit: 0.6 },
        { asset_group: 'Cash', lower_limit: null, upper_limit: 0.2 },
        { asset_group: 'Bonds', lower_limit: null, upper_limit: null },
      ],
    });
    expect(saved.status).toBe(200);
    const rows = (saved.json as unknown as PlayerView).strategic_group_allocations;
    expect(rows.map((r) => [r.asset_group, r.lower_limit, r.upper_limit, r.current, r.state])).toEqual([
      ['Equities', 0.3, 0.6, 0, 'under'],
      ['Cash', null, 0.2, 1, 'over'],
    ]);

    // Advisory: an order the mandate's cash cap would not like still executes (the trainer's bands rule orders).
    const order = await post(token, '/api/orders/', { session_id: id, financial_instrument: 'AAPL.O', transaction: 0, quantity: 10 });
    expect(order.status).toBe(201);

    // A player cannot touch another player's mandate nor read their allocations.
    const theirs = await post(token, path(other.id), { session_id: id, player_id: other.id, allocations: [] });
    expect(theirs.status).toBe(403);
    expect((await get(token, `/api/players/${other.id}/fetch_player_allocations_by_investment_profile/?session_id=${id}`)).status).toBe(403);
    // The trainer reads any player's.
    expect((await get(a.trainerToken, `/api/players/${other.id}/fetch_player_allocations_by_investment_profile/?session_id=${id}`)).status).toBe(200);

    // A trainee cannot call the trainer's calls.
    expect((await get(token, `/api/sessions/${id}/fetch_players_saa_decisions/`)).status).toBe(403);
    expect((await post(token, `/api/sessions/${id}/update_investment_profile/`, { investment_profile: 1 })).status).toBe(403);
    expect((await post(token, `/api/sessions/${id}/reset_player_saa/`, { player_id: me.id })).status).toBe(403);
    // And the trainer is no player: the player's forms are theirs alone.
    expect((await post(a.trainerToken, SAA, { session_id: id, strategic_asset_allocations: MY_SAA })).status).toBe(403);
  });

  it('refuses every wealth call in a Portfolio Management session', async () => {
    const a = await signedInClass();
    const id = await runningSession(a.trainerToken, a.klassId, { scenario_type: 0 }, RICS, T0);
    const token = a.traineeTokens[0]!;
    const me = (await get<{ id: number; investment_profile?: unknown }>(token, `/api/sessions/${id}/retrieve_player/`)).json;
    expect(me.investment_profile).toBeUndefined();
    const only = 'Strategic allocations and investment profiles exist only in Wealth Management sessions.';
    const answers = await post(token, ANSWERS, { session_id: id, risk_attitude: 'Risk averse', loss_tolerance: 'Moderate', investment_goal: 'Income' });
    expect(answers.status).toBe(409);
    expect(answers.json.error).toBe(only);
    expect((await post(token, SAA, { session_id: id, strategic_asset_allocations: MY_SAA })).status).toBe(409);
    expect((await post(token, `/api/players/${me.id}/update_player_group_allocations/`, { session_id: id, player_id: me.id, allocations: [] })).status).toBe(409);
    expect((await get(token, `/api/players/${me.id}/fetch_player_allocations_by_investment_profile/?session_id=${id}`)).status).toBe(409);
    expect((await get(a.trainerToken, `/api/sessions/${id}/fetch_players_saa_decisions/`)).status).toBe(409);
    expect((await post(a.trainerToken, `/api/sessions/${id}/update_investment_profile/`, { investment_profile: 1 })).status).toBe(409);
  });
});
