/**
 * What the fuzz test sends to each routed POST and PATCH: the routes come from the Hono app,
 * session calls are matched to their contracts (whose `example` and `input` give the valid
 * body and the fields' types), and every other route needs a valid request registered in
 * ROUTE_CASES. Each feature's module (tests/worker/fuzz/<feature>.ts) builds its own cases, keyed
 * by the contract's name (session calls) or by the route; ./index.ts merges them. A route with
 * neither fails the test, so a new call cannot slip past.
 *
 * The world (./world.ts): a class with a trainer and two trainees, an admin, and a running
 * real-time session with instruments in USD, EUR and crypto, its clock on a Wednesday afternoon.
 */
import { z } from 'zod';
import { sessionIdField } from '../../../domain/contracts/fields';
import type { SessionCall } from '../../../domain/contracts/session-call';
import { app } from '../../../worker/app';
import { SESSION_CONTRACTS } from '../../../worker/routes/session-calls';
import type { FieldTypes, FormBody, FuzzRequest, JsonBody } from '../setup/fuzz-probes';
import { fillPath } from '../setup/fuzz-probes';
import type { TokenOf, World } from './world';
import { CONTRACT_CASES, ROUTE_CASES } from './index';

export { freshSession, makeWorld, sessionStatus, T0, type TokenOf, type World } from './world';

type Contract = SessionCall<unknown, unknown, unknown>;

// ---------------------------------------------------------------------------------------------
// The routes

export interface FuzzRoute {
  key: string;
  method: string;
  path: string;
  contract?: Contract;
  token: TokenOf;
  /** The valid request, or why there is none (the test fails on it). */
  valid: ((w: World) => Promise<FuzzRequest & { sessions: number[] }>) | { missing: string };
  /** The body fields to mutate one at a time. */
  fields: (req: FuzzRequest) => string[];
  typesOf: (req: FuzzRequest, field: string) => FieldTypes;
}

/** Every routed POST and PATCH, once, without its trailing slash. */
export function mutatingRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method !== 'POST' && r.method !== 'PATCH') continue;
    const path = r.path.replace(/(.)\/$/, '$1');
    seen.set(`${r.method} ${path}`, { method: r.method, path });
  }
  return [...seen.values()];
}

function tokenOfRoles(c: Contract): TokenOf {
  return c.roles.includes('player') ? 'player' : c.roles.includes('staff') ? 'trainer' : 'admin';
}

/** The top-level keys of an object schema (through refinements and transforms). */
function schemaKeys(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return schemaKeys(schema.in as z.ZodType);
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function contractRoute(method: string, path: string, contract: Contract): FuzzRoute {
  const params = pathParams(path);
  const keys = schemaKeys(contract.input).filter((k) => !params.includes(k));
  const prepare = CONTRACT_CASES[contract.name];
  const example = contract.example ?? (keys.length === 0 ? {} : undefined);
  const accepts = (req: FuzzRequest, field: string, value: unknown) => {
    if (field === 'session_id') return sessionIdField.safeParse(value).success;
    const body = req.payload.kind === 'json' ? req.payload.body : {};
    return contract.input.safeParse({ ...body, [field]: value, ...req.params }).success;
  };
  return {
    key: `${method} ${path}`,
    method,
    path,
    contract,
    token: tokenOfRoles(contract),
    valid:
      example === undefined && !prepare
        ? { missing: `${contract.name} has input fields (${keys.join(', ')}) but no example, in its contract or in CONTRACT_CASES (tests/worker/fuzz/<feature>.ts)` }
        : async (w) => {
            const extra = prepare ? await prepare(w) : {};
            const sessionId = extra.sessionId ?? w.sessionId;
            const body: JsonBody = { ...example, ...extra.body };
            const values: Record<string, string> = {};
            for (const name of params) {
              values[name] = name === 'id' && contract.session === 'path' ? String(sessionId) : String(extra.params?.[name] ?? body[name] ?? '');
              delete body[name];
            }
            if (contract.session !== 'path') body.session_id = sessionId;
            return { method, path: fillPath(path, values), params: values, payload: { kind: 'json', body }, sessions: [w.sessionId, sessionId] };
          },
    fields: (req) => [...new Set([...(req.payload.kind === 'json' ? Object.keys(req.payload.body) : []), ...keys])],
    typesOf: (req, field) => {
      const [number, string, boolean] = [1, 'text', true].map((v) => accepts(req, field, v)) as [boolean, boolean, boolean];
      // z.coerce.number reads true as 1: that does not make it a field that takes booleans.
      return { number, string, boolean: boolean && (!number || string) };
    },
  };
}

function tableRoute(method: string, path: string): FuzzRoute {
  const key = `${method} ${path}`;
  const found = ROUTE_CASES[key];
  const params = pathParams(path);
  const bodyOf = (req: FuzzRequest): Record<string, unknown> =>
    req.payload.kind === 'json' ? req.payload.body : req.payload.kind === 'form' ? req.payload.fields : {};
  return {
    key,
    method,
    path,
    token: found?.token ?? null,
    valid: !found
      ? { missing: `${key} is routed but has no valid request in ROUTE_CASES (tests/worker/fuzz/<feature>.ts)` }
      : async (w) => {
          const v = await found.valid(w);
          const values = Object.fromEntries(params.map((p) => [p, v.params?.[p] ?? '']));
          const payload = 'form' in v.body ? { kind: 'form' as const, fields: v.body.form as FormBody } : { kind: 'json' as const, body: v.body };
          return { method, path: fillPath(path, values), params: values, payload, sessions: [w.sessionId, ...(v.sessions ?? [])] };
        },
    fields: (req) => Object.keys(bodyOf(req)),
    typesOf: (req, field) => {
      const v = bodyOf(req)[field];
      return { number: typeof v === 'number', string: typeof v === 'string', boolean: typeof v === 'boolean' };
    },
  };
}

/**
 * The routes to fuzz, in the order they run: the players' calls first, then the rest, then the
 * staff's (whose accepted settings could refuse the players' later), and calls that end or
 * delete a session last.
 */
export function fuzzRoutes(): FuzzRoute[] {
  const contracts = new Map(SESSION_CONTRACTS.map((c) => [`${c.method} ${c.path}`, c]));
  const routes = mutatingRoutes().map(({ method, path }) => {
    const contract = contracts.get(`${method} ${path}`);
    return contract ? contractRoute(method, path, contract) : tableRoute(method, path);
  });
  const rank = (r: FuzzRoute) => (!r.contract ? 1 : r.contract.name.startsWith('lifecycle.') ? 3 : r.token === 'player' ? 0 : 2);
  return routes.sort((a, b) => rank(a) - rank(b));
}
