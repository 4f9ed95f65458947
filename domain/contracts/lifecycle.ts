/**
 * A session's life (spec 000 §4, §7): Play/Pause, Freeze, Finish, Delete, its instruments,
 * and cloning it into a new session.
 */
import { z } from 'zod';
import type { SessionInstrument } from '../engine/types';
import type { SessionView, StoredSettings } from '../session/session-record';
import { numeric } from './fields';
import { sessionCall } from './session-call';
import { KLASS_NAME_MAX } from '../people/klass-fields';
import { USERNAME_MESSAGE, USERNAME_PATTERN } from '../people/usernames';

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

const cloneName = (what: string, max: number) =>
  z.string({ error: `${what} is text` }).trim().min(1, `${what} cannot be empty`).max(max, `${what} has at most ${max} characters`).optional();

/**
 * A new session in Creating with the source's settings and instruments; the Worker makes it.
 * Into an existing class (`klass_id`, the source's by default), or into a new one
 * (`clone_class_name`, with `clone_trainer_username` and trainees named
 * `clone_user_username_starting_sequence` + 1..N, as many as the source class has).
 */
export const cloneSession = sessionCall<SessionView, CloneSource>()({
  name: 'lifecycle.clone',
  method: 'POST',
  path: '/api/sessions/:id/clone_session',
  session: 'path',
  roles: ['staff'],
  status: 201,
  input: z
    .object({
      klass_id: numeric(z.number().int().positive()).optional(),
      clone_class_name: cloneName('clone_class_name', KLASS_NAME_MAX),
      clone_trainer_username: z.string({ error: 'clone_trainer_username is text' }).trim().regex(USERNAME_PATTERN, USERNAME_MESSAGE).optional(),
      clone_user_username_starting_sequence: cloneName('clone_user_username_starting_sequence', 140),
    })
    .refine((b) => !(b.klass_id && b.clone_class_name), { message: 'Send klass_id or clone_class_name, not both', path: ['clone_class_name'] })
    .refine((b) => b.clone_class_name || (!b.clone_trainer_username && !b.clone_user_username_starting_sequence), {
      message: 'clone_class_name is required for a new trainer or trainees',
      path: ['clone_class_name'],
    }),
});
