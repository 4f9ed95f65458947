/**
 * The harness of the engine's money-conservation properties: it draws a command sequence from the
 * families it is given, applies each command to a fresh session through its family, and after
 * every command checks what holds whatever the family:
 * 1. every wallet equals the sum of its ledger entries, and reserved cash equals what open orders
 *    (and the families' own reservations) hold;
 * 2. the command moved value only as its family's bound allows (the family's `check`);
 * 3. a fill that adds exposure stays within the class limit, the short limit and the group bands.
 * At the end of each sequence the portfolio summary reconciles (market value − initial AUM =
 * position PnL + cash MTM + income − fees) and the books balance against what the ledger saw.
 *
 * A family (families/*.ts) holds its commands (fast-check arbitraries, either woven into the
 * base sequence by weight or drawn apart and slotted in), how it applies them, its bounds, and
 * its part of the period step (maturities, payments, marks). The period step itself is the
 * `steps` family: value moves with the market only, then each family settles what fell due.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { AssetClass, OrderStatus, TransactionType } from '../../../../domain/enums';
import { initialAum, valuePlayer, type EngineState } from '../../../../domain/engine/engine-state';
import { checkPendingOrders } from '../../../../domain/engine/orders';
import type { Change, PlayerState } from '../../../../domain/engine/types';
import type { Valuation } from '../../../../domain/trading/valuation';
import { closeTimeOf } from '../../../../domain/market/time-grid';
import { fromMinor, toMinor } from '../../../../domain/money';
import { processIncome, type DividendDue } from '../../../../domain/engine/income';
import { accountCash, booksSummary, holdingUnits, type BooksSummary } from '../../../../domain/engine/cash-accounts';
import { groupFractions } from '../../../../domain/engine/allocations';
import { ociReserve } from '../../../../domain/engine/bond-books/valuation';
import { ACCRUING_BONDS, AUM, calendar, freshState, INCOME_REASONS, TestMarket } from './fixture';

export type Command = { kind: string };
export type Counters = Record<string, number>;
export type CommandOf<A> = A extends fc.Arbitrary<infer C> ? C : never;

/** One run of a sequence: the session, the market and what the harness has seen so far. */
export interface Run {
  state: EngineState;
  view: TestMarket;
  /** A player's market value now. */
  mv(id: number): number;
  /** Each player's market value before the command. */
  before: Map<number, number>;
  /** Each player's USD free cash (minor units) before the command. */
  freeBefore: Map<number, number>;
  /** Quantities held before the command, by `player|ric`. */
  heldBefore: Map<string, number>;
  /** What the bookings' roundings can add up to, USD, by player. */
  rounding: Map<number, number>;
  /** The default bound: a fill costs exactly its spread (to the cent per booking); anything else nothing. */
  spreadCheck(changes: Change[]): void;
}

/** What a family does within one run. */
export interface FamilyRun<C extends Command = Command> {
  /** Applies one of the family's commands: the changes it made (none when refused). */
  apply?(cmd: C): Change[];
  /** What the command may change: its bound on the players' values. */
  check?(cmd: C, changes: Change[]): void;
  /** Sees every change booked (after the cash accounting). */
  record?(change: Change): void;
  /** After every command: what holds over the change set, or of each player. */
  invariant?(changes: Change[]): void;
  playerInvariant?(p: PlayerState): void;
  /** What the family's open contracts reserve in a wallet (minor units). */
  reserved?(p: PlayerState, currency: string): number;
  /** At a step, once the market moved: the value of the family's open contracts in the valuation. */
  held?(p: PlayerState, after: Valuation): number;
  /** At a step: what fell due (before income). */
  stepEarly?(days: number): Change[];
  /** At a step: what the new prices trigger (after income, before pending orders fill). */
  stepLate?(days: number): Change[];
  /** At the end of a sequence, for each player. */
  final?(p: PlayerState, v: Valuation, s: BooksSummary): void;
  /** At the end of a sequence. */
  end?(): void;
}

export interface Family<C extends Command = Command, K extends Counters = Counters> {
  name: string;
  /** Commands woven into the base sequence, by weight. */
  base?: readonly { weight: number; arbitrary: fc.Arbitrary<C> }[];
  /** Commands drawn apart and slotted in at drawn places, so that the base mix is unchanged. */
  slotted?: { arbitrary: fc.Arbitrary<C>; maxLength: number };
  /** The command kinds the family applies. */
  kinds: readonly C['kind'][];
  /** Fills outside the limits a normal order meets (the limits check skips them). */
  exemptFromLimits?: boolean;
  counters(): K;
  start(run: Run, counters: K): FamilyRun<C>;
  /** That the generator reaches the family's cases: bounds calibrated on the combined property's runs. */
  coverage?(counters: K): void;
}

// Families are stored together whatever their command type (their methods take their own commands).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFamily = Family<any, any>;

export const family = <C extends Command, K extends Counters>(f: Family<C, K>): Family<C, K> => f;

/** The base commands drawn by weight, with each slotted family's commands slotted in at the drawn places. */
export function commandsOf(families: readonly AnyFamily[]): fc.Arbitrary<Command[]> {
  const base = families.flatMap((f) => f.base ?? []);
  const slotted = families.flatMap((f) => (f.slotted ? [f.slotted] : []));
  return fc
    .tuple(fc.array(fc.oneof(...base), { minLength: 5, maxLength: 40 }), ...slotted.map((s) => fc.array(fc.tuple(s.arbitrary, fc.nat()), { maxLength: s.maxLength })))
    .map(([baseCommands, ...extras]) => {
      const all: Command[] = [...(baseCommands as Command[])];
      for (const [cmd, at] of (extras as [Command, number][][]).flat()) all.splice(at % (all.length + 1), 0, cmd);
      return all;
    });
}

/**
 * Runs the property over `families` (`numRuns` sequences) and returns each family's counters,
 * by family name.
 */
export function conservationProperty(families: readonly AnyFamily[], numRuns: number): Map<string, Counters> {
  const byKind = new Map<string, AnyFamily>();
  for (const f of families) {
    for (const kind of f.kinds) {
      if (byKind.has(kind)) throw new Error(`command kind '${kind}' is in families '${byKind.get(kind)!.name}' and '${f.name}'`);
      byKind.set(kind, f);
    }
  }
  const counters = new Map(families.map((f) => [f.name, f.counters() as Counters]));
  fc.assert(
    fc.property(commandsOf(families), (commands) => runSequence(families, byKind, counters, commands)),
    { numRuns },
  );
  return counters;
}

function runSequence(families: readonly AnyFamily[], byKind: Map<string, AnyFamily>, counters: Map<string, Counters>, commands: Command[]) {
  const state = freshState();
  const view = new TestMarket();
  const ledger = new Map<string, number>(); // player|ccy → Σ entries
  for (const p of state.players.values()) ledger.set(`${p.id}|USD`, toMinor(AUM, 'USD'));
  const mv = (id: number) => valuePlayer(state, view, state.players.get(id)!).marketValue;

  // Reporting currency at the rate of each booking (EUR dividends).
  const accruedLedger = new Map<number, number>();
  const incomeLedger = new Map<number, number>();
  // What the euros that came in (out) cost (brought), USD.
  const eurCost = new Map<number, number>();
  let due: DividendDue[] = [];
  // What the bookings' roundings can add up to, USD.
  const rounding = new Map<number, number>();
  // Realised profit is also booked in minor units (price and FX parts): each booking of
  // it is one more rounding the market value may differ by.
  const realizedSeen = new Map<string, { price: number; fx: number }>();

  /**
   * The spread a fill paid: opening (or growing) a position pays the spread at once, since
   * longs are valued at the bid and shorts at the ask; reducing one pays nothing more.
   */
  const spreadCost = (changes: Change[], heldBefore: Map<string, number>) => {
    let cost = 0;
    for (const c of changes) {
      if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
      const i = state.instruments.get(c.order.ric)!;
      const q = view.quote(c.order.ric)!;
      const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
      const before = heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
      const opening = before === 0 || Math.sign(before) === Math.sign(signedQty);
      if (opening) cost += c.order.quantity * (q.ask - q.bid) * i.unit_factor * view.fxToReporting(i.variable_currency);
    }
    return cost;
  };

  const run: Run = {
    state,
    view,
    mv,
    before: new Map(),
    freeBefore: new Map(),
    heldBefore: new Map(),
    rounding,
    // …a fill costs exactly its spread (to the cent per booking); a cancel costs nothing;
    // a forward's offset moves value by its settlement's rounding only.
    spreadCheck(changes) {
      for (const [id, mv0] of run.before) {
        const cost = spreadCost(changes.filter((c) => c.kind !== 'order' || c.order.player_id === id), run.heldBefore);
        const entries = changes.filter((c) => (c.kind === 'ledger' || (c.kind === 'fx_forward' && c.contract.realized !== null)) && c.player_id === id).length;
        expect(Math.abs(mv(id) - (mv0 - cost))).toBeLessThanOrEqual(0.01 * entries + 1e-6);
      }
    },
  };
  const runs = families.map((f) => f.start(run, counters.get(f.name)!) as FamilyRun);
  const runOf = new Map(families.map((f, k) => [f, runs[k]!]));

  const record = (changes: Change[]) => {
    for (const c of changes) {
      for (const r of runs) r.record?.(c);
      if (c.kind === 'position') {
        const key = `${c.player_id}|${c.position.ric}`;
        const seen = realizedSeen.get(key) ?? { price: 0, fx: 0 };
        const rounded = Number(c.position.realizedPrice !== seen.price) + Number(c.position.realizedFx !== seen.fx);
        if (rounded) rounding.set(c.player_id, (rounding.get(c.player_id) ?? 0) + 0.005 * rounded);
        realizedSeen.set(key, { price: c.position.realizedPrice, fx: c.position.realizedFx });
      }
      if (c.kind === 'exchange') {
        const r = c.record;
        const cost = r.to_currency === 'EUR' ? r.amount : -r.value;
        eurCost.set(r.player_id, (eurCost.get(r.player_id) ?? 0) + cost);
      }
      if (c.kind !== 'ledger') continue;
      ledger.set(`${c.player_id}|${c.entry.currency}`, (ledger.get(`${c.player_id}|${c.entry.currency}`) ?? 0) + c.entry.amount);
      // Half a minor unit of the booking's currency, in USD.
      rounding.set(c.player_id, (rounding.get(c.player_id) ?? 0) + 0.005 * view.fxToReporting(c.entry.currency));
      const usd = fromMinor(c.entry.amount, c.entry.currency) * view.fxToReporting(c.entry.currency);
      if (c.entry.reason.startsWith('accrued')) accruedLedger.set(c.player_id, (accruedLedger.get(c.player_id) ?? 0) + usd);
      if (INCOME_REASONS.has(c.entry.reason)) incomeLedger.set(c.player_id, (incomeLedger.get(c.player_id) ?? 0) + usd);
      if (c.entry.currency === 'EUR' && c.entry.reason !== 'exchange') eurCost.set(c.player_id, (eurCost.get(c.player_id) ?? 0) + usd);
    }
  };

  /** The period step: value moves with the market only; then each family settles what fell due, income is paid, stops and pending orders fill. */
  const periodStep = (days: number): Change[] => {
    // Value moves with the market: positions held × price change, nothing else.
    const held = [...state.players.values()].map((p) => ({ id: p.id, v: valuePlayer(state, view, p) }));
    view.index += days;
    for (const { id } of held) {
      const p = state.players.get(id)!;
      const after = valuePlayer(state, view, p);
      // Cash is the same units at the new FX rates.
      const cash = [...p.book.wallets.values()].reduce((s, w) => s + fromMinor(holdingUnits(p.book, w.currency), w.currency) * view.fxToReporting(w.currency), 0);
      // …and the families' open contracts are worth what each family says (forwards their unrealised PnL, CDS their MTM, …).
      let rest = after.marketValue - cash - after.positions.reduce((s, x) => s + x.value, 0);
      for (const r of runs) if (r.held) rest -= r.held(p, after);
      expect(rest).toBeCloseTo(0, 6);
    }
    // As the session's step: the families' maturities and payments first, then income, then stops on the new prices.
    const early = runs.flatMap((r) => r.stepEarly?.(days) ?? []);
    const income = processIncome(state, view, calendar, closeTimeOf(view.index - days, 'weekday'), view.now(), due, { payCashInterest: true });
    due = income.value;
    const late = runs.flatMap((r) => r.stepLate?.(days) ?? []);
    return [...early, ...income.changes, ...checkPendingOrders(state, view, 'period').changes, ...late];
  };

  for (const cmd of commands) {
    run.before = new Map([...state.players.keys()].map((id) => [id, mv(id)]));
    run.freeBefore = new Map([...state.players.values()].map((p) => [p.id, p.book.wallets.get('USD')!.balance - p.book.wallets.get('USD')!.reserved]));
    run.heldBefore = new Map<string, number>();
    for (const p of state.players.values()) for (const pos of p.book.positions.values()) run.heldBefore.set(`${p.id}|${pos.ric}`, pos.quantity);
    const f = byKind.get(cmd.kind)!;
    const fr = runOf.get(f)!;
    const changes: Change[] = cmd.kind === STEP ? periodStep((cmd as StepCommand).days) : fr.apply!(cmd);
    // As the session object does: the cash the changes moved is counted (average rates, flows).
    changes.push(...accountCash(state, changes, (c) => view.fxToReporting(c)));
    record(changes);
    for (const r of runs) r.invariant?.(changes);
    // 1. Wallets equal their ledger; reserved equals open orders' collateral (and what the
    // families reserve: the open written options' collateral).
    for (const p of state.players.values()) {
      for (const wallet of p.book.wallets.values()) expect(wallet.balance).toBe(ledger.get(`${p.id}|${wallet.currency}`) ?? 0);
      for (const r of runs) r.playerInvariant?.(p);
      for (const wallet of p.book.wallets.values()) {
        const held = [...state.openOrders.values()]
          .filter((o) => o.player_id === p.id && state.instruments.get(o.ric)!.variable_currency === wallet.currency)
          .reduce((s, o) => s + o.collateral, 0);
        const reserved = runs.reduce((s, r) => s + (r.reserved?.(p, wallet.currency) ?? 0), 0);
        expect(wallet.reserved).toBe(held + reserved);
      }
    }
    // 2. Value: what the command may change, by its family.
    fr.check?.(cmd, changes);
    // 3. Limits at a fill that adds exposure: longs within the class limit, shorts within
    // 30 % of AUM. A fill that reduces a position is always allowed, even when market moves
    // have carried the position past its limit since it was opened. (A forced fill skips them.)
    for (const c of f.exemptFromLimits ? [] : changes) {
      if (c.kind !== 'order' || c.order.status !== OrderStatus.Executed) continue;
      const signedQty = c.order.transaction === TransactionType.Buy ? c.order.quantity : -c.order.quantity;
      const held = run.heldBefore.get(`${c.order.player_id}|${c.order.ric}`) ?? 0;
      if (held !== 0 && Math.sign(held) !== Math.sign(signedQty)) continue;
      const p = state.players.get(c.order.player_id)!;
      const v = valuePlayer(state, view, p);
      if (c.order.transaction === TransactionType.ShortSell) expect(v.shortValue).toBeLessThanOrEqual(0.3 * initialAum(state.settings) * 1.01);
      const pos = v.positions.find((x) => x.ric === c.order.ric)!;
      const i = state.instruments.get(c.order.ric)!;
      const limit = i.asset_class === AssetClass.Equities ? 0.4 : 1;
      // At the fill price the position stayed within its class limit (bid marking only lowers it).
      expect(Math.abs(pos.value)).toBeLessThanOrEqual(limit * AUM + 1e-6 + Math.abs(pos.quantity) * i.unit_factor * (c.order.open_price! * 0.05));
      // …and within the group bands: Equities at most 50 % of the gross, and a purchase
      // leaves Cash at least 5 % (to a percent: the fill pays the spread the cap ignores).
      const fractions = groupFractions(v);
      if (i.group === 'Equities') expect(fractions.Equities ?? 0).toBeLessThanOrEqual(0.5 + 0.01);
      if (c.order.transaction === TransactionType.Buy && v.cashValue > 0) expect(fractions.Cash ?? 0).toBeGreaterThanOrEqual(0.05 - 0.01);
    }
  }
  // The summary reconciles exactly: market value − initial AUM = position PnL + cash MTM +
  // income − fees, and its position PnL is the positions' own to the cent per booking.
  for (const p of state.players.values()) {
    const v = valuePlayer(state, view, p);
    const s = booksSummary(state, view, p, v);
    expect(s.cash_mtm).not.toBeNull();
    // (The AFS book's OCI reserve, FV − AC, is equity: in the market value, not in the PnL.)
    // To a micro-unit, widened by the float rounding of sums near a billion (a forced BTC purchase at 2020s levels).
    const unreconciled = v.marketValue - s.initial_aum - (s.position_pnl + s.cash_mtm! + s.income! - s.fees! + (s.oci_reserve ?? 0));
    const gross = v.positions.reduce((sum, x) => sum + Math.abs(x.value), Math.abs(v.cashValue));
    expect(Math.abs(unreconciled)).toBeLessThanOrEqual(5e-7 + 1e-15 * gross);
    for (const r of runs) r.final?.(p, v, s);
    expect(Math.abs(s.position_pnl - v.pnl)).toBeLessThanOrEqual((rounding.get(p.id) ?? 0) + 1e-6);
  }
  // The books balance: market value = initial AUM + PnL + income received (dividends,
  // coupons, interest less lombard, deposit interest paid out) + deposit interest accrued
  // on open deposits + the bonds' accrued interest held now less the accrued interest
  // paid (net) for it, to the cent per booking.
  for (const p of state.players.values()) {
    const v = valuePlayer(state, view, p);
    const accruedHeld = [...p.book.positions.values()].reduce(
      (s, pos) => s + (ACCRUING_BONDS.includes(pos.ric) ? (pos.quantity * view.quote(pos.ric)!.accruedPer100) / 100 : 0),
      0,
    );
    const accruedPaid = accruedLedger.get(p.id) ?? 0;
    const income = (incomeLedger.get(p.id) ?? 0) + fromMinor(p.book.families.deposits?.get('USD')?.interest ?? 0, 'USD');
    // Foreign cash moves with its rate. Realised and unrealised together, its MTM is the euros
    // held at today's rate less what every euro in and out was worth when it moved (the
    // exchange's USD leg, else the rate of the booking), whatever the averaging.
    const cashMtm = fromMinor(holdingUnits(p.book, 'EUR'), 'EUR') * view.fxToReporting('EUR') - (eurCost.get(p.id) ?? 0);
    expect(booksSummary(state, view, p, v).cash_mtm).toBeCloseTo(cashMtm, 6);
    expect(Math.abs(v.marketValue - (AUM + v.pnl + cashMtm + accruedHeld + accruedPaid + income + ociReserve(v)))).toBeLessThanOrEqual((rounding.get(p.id) ?? 0) + 1e-6);
  }
  for (const r of runs) r.end?.();
}

/** The period step's command: the harness applies it, each family's step hooks do their part. */
export const STEP = 'step';
export type StepCommand = { kind: typeof STEP; days: number };
