/**
 * Cloning: a new session in Creating, for the chosen class (the source's by default), with the
 * source's settings and instruments, made through the same path as any creation. The source's
 * object answers what to copy (and refuses a caller who is not its staff).
 */
import type { Context } from 'hono';
import { cloneSession as cloneContract } from '../../domain/contracts/lifecycle';
import { fetchSession } from '../../domain/contracts/reads';
import { updateUnderlyingAssets } from '../../domain/contracts/lifecycle';
import type { AppEnv } from '../env';
import { createSessionFrom } from './create-session';
import { callSession, requestOf } from './session-calls';

export async function cloneSession(c: Context<AppEnv>) {
  const { sessionId, input } = await requestOf(c, cloneContract);
  const source = await callSession(c, cloneContract, sessionId, input);
  const created = await createSessionFrom(c, { ...source.settings, klass_id: input.klass_id ?? source.settings.klass_id });
  if (source.asset_ids.length) await callSession(c, updateUnderlyingAssets, created.id, { underlying_assets: source.asset_ids });
  return c.json(await callSession(c, fetchSession, created.id, {}), 201);
}
