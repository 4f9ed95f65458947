/**
 * The routes of every call a session's object answers, from the contracts its features
 * declare (durable-objects/trading-session/features.ts): adding a feature adds its routes.
 */
import { cloneSession as cloneContract } from '../../domain/contracts/lifecycle';
import { FEATURES } from '../../durable-objects/trading-session/features';
import { cloneSession } from '../session/clone-session';
import { sessionCallRoutes } from '../session/session-calls';

export const SESSION_CONTRACTS = FEATURES.flatMap((f) => (f.calls ?? []).map((call) => call.contract));

export const sessionCallsRoutes = sessionCallRoutes(SESSION_CONTRACTS, { [cloneContract.name]: cloneSession });
