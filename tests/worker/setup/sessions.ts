/** Builders for session tests: create through the real API, save instruments, move the clock. */
import { env } from 'cloudflare:workers';
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { tradingSessionName } from '../../../durable-objects/trading-session/trading-session';
import type { MarketModel } from '../../../domain/market/model-version';
import { SETTINGS_DOC, type StoredSettings } from '../../../domain/session/session-record';
import { readDoc, writeDoc } from '../../../durable-objects/trading-session/kernel/store';
import { api } from './fixtures';

export async function assetIds(rics: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const ric of rics) {
    const row = await env.DB.prepare('SELECT id FROM underlying_assets WHERE ric = ?').bind(ric).first<{ id: number }>();
    if (!row) throw new Error(`no asset ${ric}`);
    ids.push(row.id);
  }
  return ids;
}

export function stubOf(sessionId: number) {
  return env.TRADING_SESSION.getByName(tradingSessionName(sessionId));
}

export async function createSession(token: string, body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await api('/api/sessions/', { method: 'POST', token, json: body });
  return { status: res.status, json: await res.json() };
}

/** A session of the class just created through the API (Creating, no instruments yet); its id. */
export async function createdSession(trainerToken: string, klassId: number): Promise<number> {
  const created = await createSession(trainerToken, { klass_id: klassId, scenario_type: 0 });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
  return created.json.id as number;
}

export async function post(token: string, path: string, json: unknown = {}) {
  const res = await api(path, { method: 'POST', token, json });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & { error?: string; details?: Record<string, unknown> } };
}

export async function get<T = Record<string, unknown>>(token: string, path: string): Promise<{ status: number; json: T }> {
  const res = await api(path, { token });
  return { status: res.status, json: (await res.json()) as T };
}

/**
 * A running session of the class: created with `body`, instruments saved, finish creating
 * (→ Paused), then play (→ Running). The session clock is set to `clockMs` first.
 */
export async function runningSession(trainerToken: string, klassId: number, body: Record<string, unknown>, rics: string[], clockMs: number) {
  const created = await createSession(trainerToken, { klass_id: klassId, ...body });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.json)}`);
  const id = created.json.id as number;
  await stubOf(id).setTestClock(clockMs);
  const saved = await post(trainerToken, `/api/sessions/${id}/update_underlying_assets/`, { underlying_assets: await assetIds(rics) });
  if (saved.status !== 200) throw new Error(`save failed: ${JSON.stringify(saved.json)}`);
  const paused = await post(trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 3 });
  if (paused.json.status !== 0) throw new Error(`finish creating failed: ${JSON.stringify(paused.json)}`);
  const running = await post(trainerToken, `/api/sessions/${id}/play_pause/`, { current_status: 0 });
  if (running.json.status !== 1) throw new Error(`play failed: ${JSON.stringify(running.json)}`);
  return id;
}

/** Moves the session's clock to `ms` and runs its alarm (false when none was scheduled). */
export async function advanceTo(sessionId: number, ms: number): Promise<boolean> {
  const stub = stubOf(sessionId);
  await stub.setTestClock(ms);
  const ran = await runDurableObjectAlarm(stub);
  // What runs in an alarm run of its own right after (the books' audit after a step): the next ring, as the real alarm would.
  if (ran && (await stub.testAloneDue())) await runDurableObjectAlarm(stub);
  return ran;
}

/**
 * Gives a just-created session another market model, in its settings and its D1 row, as if it
 * had been created under it ('none': stored before models had versions, which reads as model 1).
 * Call it before anything reads the session's market.
 */
export async function giveMarketModel(sessionId: number, model: MarketModel | 'none'): Promise<void> {
  await runInDurableObject(stubOf(sessionId), (_o, state) => {
    const s = readDoc<StoredSettings>(state.storage.sql, SETTINGS_DOC)!;
    if (model === 'none') delete s.market_model;
    else s.market_model = model;
    writeDoc(state.storage.sql, SETTINGS_DOC, s);
  });
  await env.DB.prepare('UPDATE trading_sessions SET market_model = ? WHERE id = ?').bind(model === 'none' ? 1 : model, sessionId).run();
}
