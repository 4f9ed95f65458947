/**
 * Client-dealing scenarios in D1 (spec 002 §2, §3, §7; db/schema.ts `client_dealing_scenarios`):
 * read one or all, write a batch. The rules are domain/client-dealing/scenario.ts.
 */
import { scenarioOf, type ClientDealingScenario, type ScenarioInput } from '../../domain/client-dealing/scenario';

interface ScenarioRow {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  frequency: number;
  players: number;
  aum: number;
  starting_loans_curve: number;
  starting_depos_curve: number;
  loans_alpha: number;
  loans_gamma: number;
  depos_alpha: number;
  depos_gamma: number;
  initial_loans_pool: number;
  initial_depos_pool: number;
  total_pool_factor: number;
  created_at: string;
}

function fromRow(r: ScenarioRow): ClientDealingScenario {
  return scenarioOf(
    r.id,
    {
      name: r.name,
      start_date: r.start_date,
      end_date: r.end_date,
      freq: r.frequency,
      players: r.players,
      aum: r.aum,
      starting_loans_curve: r.starting_loans_curve,
      starting_depos_curve: r.starting_depos_curve,
      loans_alpha: r.loans_alpha,
      loans_gamma: r.loans_gamma,
      depos_alpha: r.depos_alpha,
      depos_gamma: r.depos_gamma,
      initial_loans_pool: r.initial_loans_pool,
      initial_depos_pool: r.initial_depos_pool,
      total_pool_factor: r.total_pool_factor,
    },
    r.created_at,
  );
}

export async function scenarioById(db: D1Database, id: number): Promise<ClientDealingScenario | null> {
  const row = await db.prepare('SELECT * FROM client_dealing_scenarios WHERE id = ?').bind(id).first<ScenarioRow>();
  return row ? fromRow(row) : null;
}

export async function listScenarios(db: D1Database): Promise<ClientDealingScenario[]> {
  const { results } = await db.prepare('SELECT * FROM client_dealing_scenarios ORDER BY id DESC LIMIT 500').all<ScenarioRow>();
  return results.map(fromRow);
}

/** Writes the scenarios in one batch (all or none); their stored rows, in order. */
export async function insertScenarios(db: D1Database, scenarios: readonly ScenarioInput[], createdBy: number): Promise<ClientDealingScenario[]> {
  const statements = scenarios.map((s) =>
    db
      .prepare(
        `INSERT INTO client_dealing_scenarios (name, start_date, end_date, frequency, players, aum, starting_loans_curve, starting_depos_curve,
           loans_alpha, loans_gamma, depos_alpha, depos_gamma, initial_loans_pool, initial_depos_pool, total_pool_factor, created_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .bind(
        s.name,
        s.start_date,
        s.end_date,
        s.freq,
        s.players,
        s.aum,
        s.starting_loans_curve,
        s.starting_depos_curve,
        s.loans_alpha,
        s.loans_gamma,
        s.depos_alpha,
        s.depos_gamma,
        s.initial_loans_pool,
        s.initial_depos_pool,
        s.total_pool_factor,
        createdBy,
      ),
  );
  const results = await db.batch<ScenarioRow>(statements);
  return results.map((r) => fromRow(r.results[0]!));
}
