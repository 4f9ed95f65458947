/**
 * A session's life (spec 000 §4, §7): Play/Pause, Freeze, Finish, Delete, its instruments,
 * and cloning it into a new session.
 */
import { z } from 'zod';
import type { SessionInstrument } from '../engine/types';
import type { SessionView, StoredSettings } from '../session/session-record';
import { numeric } from './fields';
import { sessionCall } from './session-call';

export const playPause = sessionCall<SessionView>()({
  name: 'lifecycle.play_pause',
  method: 'POST',
  path: '/api/sessions/:id/play_pause',
  session: 'path',
  roles: ['staff'],
  input: z.object({ current_status: numeric(z.number({ error: 'current_status is required' }).int()) }),
  example: { current_status: 1 },
});

export const freezeSession = sessionCall<SessionView>()({
  name: 'lifecycle.freeze',
  method: 'POST',
  path: '/api/sessions/:id/freeze_session',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

export const finishSession = sessionCall<SessionView>()({
  name: 'lifecycle.finish',
  method: 'POST',
  path: '/api/sessions/:id/finish',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

/** Deletes the session (only while creating or once finished): its object, index row and class-channel entry. */
export const deleteSession = sessionCall<{ id: number; deleted: true }>()({
  name: 'lifecycle.delete',
  method: 'POST',
  path: '/api/sessions/:id/delete',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

/** More than the whole universe (436 instruments): a longer list is a mistake, refused before any D1 read. */
export const MAX_SESSION_INSTRUMENTS = 1000;

/** Saves the session's instruments (only while creating), copying what the market needs of them. */
export const updateUnderlyingAssets = sessionCall<SessionInstrument[]>()({
  name: 'lifecycle.instruments',
  method: 'POST',
  path: '/api/sessions/:id/update_underlying_assets',
  session: 'path',
  roles: ['staff'],
  input: z.object({
    underlying_assets: z
      .array(numeric(z.number().int().positive()), { error: 'underlying_assets must be a list of asset ids' })
      .max(MAX_SESSION_INSTRUMENTS, `A session holds at most ${MAX_SESSION_INSTRUMENTS.toLocaleString('en-US')} instruments`),
  }),
  example: { underlying_assets: [] },
});

/** What a clone copies from its source. */
export interface CloneSource {
  settings: StoredSettings;
  asset_ids: number[];
}

/** A new session in Creating with the source's settings and instruments; the Worker makes it. */
export const cloneSession = sessionCall<SessionView, CloneSource>()({
  name: 'lifecycle.clone',
  method: 'POST',
  path: '/api/sessions/:id/clone_session',
  session: 'path',
  roles: ['staff'],
  status: 201,
  input: z.object({ klass_id: numeric(z.number().int().positive()).optional() }),
});
