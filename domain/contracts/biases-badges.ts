/**
 * The class view's behavioural figures (issue 14): each player's biases for the staff
 * (`fetch_biases`, spec 002 §7 "GET per session") and a player's badges (`GET /badges`).
 */
import { z } from 'zod';
import type { PlayerBadges } from '../reports/badges';
import type { BiasesAnswer } from '../reports/biases';
import { playerIdField } from './fields';
import { sessionCall } from './session-call';

export type { BadgeView, PlayerBadges } from '../reports/badges';
export type { BiasesAnswer, PlayerBiases } from '../reports/biases';

/** Every player's disposition effect, overtrading, home bias and concentration, with their definitions. */
export const fetchBiases = sessionCall<BiasesAnswer>()({
  name: 'biases.fetch',
  method: 'GET',
  path: '/api/sessions/:id/fetch_biases',
  session: 'path',
  roles: ['staff'],
  input: z.object({}),
});

/** The caller's own badges (`?session_id=`), or the player the staff name by `player_id`. */
export const fetchBadges = sessionCall<PlayerBadges>()({
  name: 'badges.fetch',
  method: 'GET',
  path: '/api/badges',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdField }),
  example: { player_id: 1 },
});
