/**
 * Equities research (spec 001 §2, §7; 002 §7 `/equities/session_equities`,
 * `/equities/player_dividends`; issue 14), for real-time sessions containing equities: the
 * Valuation tab's figures of every equity of the session, and the Dividends tab's with what
 * the player is owed. Both at the session's time, never later.
 */
import { z } from 'zod';
import type { SessionEquities } from '../research/equity-valuation';
import type { PlayerDividends } from '../research/equity-dividends';
import { playerIdField } from './fields';
import { sessionCall } from './session-call';

export type { EquityValuation, SessionEquities } from '../research/equity-valuation';
export type { DividendDueItem, EquityDividends, PlayerDividends } from '../research/equity-dividends';

/** Every equity of the session with its 52-week range, P/E, earnings, beta, volatility and sector (players and staff). */
export const sessionEquities = sessionCall<SessionEquities>()({
  name: 'equities.session_equities',
  method: 'GET',
  path: '/api/equities/session_equities',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({}),
});

/** Every equity's dividends and the player's outstanding ones: a trainee's own; the staff name the player. */
export const playerDividends = sessionCall<PlayerDividends>()({
  name: 'equities.player_dividends',
  method: 'GET',
  path: '/api/equities/player_dividends',
  session: 'query',
  roles: ['player', 'staff'],
  input: z.object({ player_id: playerIdField }),
});
