/**
 * Cloning: a new session in Creating, for the chosen class (the source's by default), with the
 * source's settings and instruments, made through the same path as any creation.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { createSessionFrom } from './create-session';
import { sessionInstruments } from './session-instruments';
import { answer, callerOf, sessionStub } from './session-stub';

export async function cloneSession(c: Context<AppEnv>, sourceId: number, klassId?: number) {
  const source = await sessionStub(c, sourceId).cloneSource(callerOf(c));
  if (!source.ok) return answer(c, source);
  const created = await createSessionFrom(c, { ...source.data.settings, klass_id: klassId ?? source.data.settings.klass_id });
  if (!created.ok) return answer(c, created);
  const id = (created.data as { id: number }).id;
  if (source.data.asset_ids.length) {
    const { instruments, imports } = await sessionInstruments(c.env.DB, source.data.asset_ids);
    const saved = await sessionStub(c, id).updateUnderlyingAssets(callerOf(c), instruments, imports);
    if (!saved.ok) return answer(c, saved);
  }
  return answer(c, await sessionStub(c, id).fetchSession(callerOf(c)), 201);
}
