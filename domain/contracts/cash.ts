/** Cash: exchange between wallets and deposits (spec 001 §5, 002 §7 "Wallets and deposits"). */
import { z } from 'zod';
import type { ExchangeRecord } from '../engine/cash-exchange';
import type { depositView } from '../engine/deposits';
import { currencyField, numeric, personField } from './fields';
import { sessionCall } from './session-call';
import type { WalletView } from '../session/entities';

export type { WalletView };
export type ExchangeView = ExchangeRecord & { id: number };
export type DepositView = ReturnType<typeof depositView>;

export const exchangeCash = sessionCall<{ wallets: WalletView[]; exchange_history: ExchangeView[] }>()({
  name: 'cash.exchange',
  method: 'POST',
  path: '/api/wallets/exchange',
  session: 'body',
  roles: ['player'],
  input: z.object({
    from_wallet: currencyField,
    to_wallet: currencyField,
    amount: numeric(z.number({ error: 'amount must be a number' }).positive('amount must be above 0')),
  }),
  example: { from_wallet: 'USD', to_wallet: 'EUR', amount: 100 },
});

type DepositAnswer = { wallets: WalletView[]; deposits: DepositView[] };
const amountToDeposit = numeric(z.number({ error: 'amount_to_deposit must be a number' }));

export const makeDeposit = sessionCall<DepositAnswer>()({
  name: 'deposits.make',
  method: 'POST',
  path: '/api/deposits/make_deposit',
  session: 'body',
  roles: ['player'],
  input: z.object({ currency_symbol: currencyField, amount_to_deposit: amountToDeposit, person: personField }),
  example: { currency_symbol: 'USD', amount_to_deposit: 1000 },
});

export const breakDeposit = sessionCall<DepositAnswer>()({
  name: 'deposits.break',
  method: 'POST',
  path: '/api/deposits/break_deposit',
  session: 'body',
  roles: ['player'],
  input: z.object({ currency_symbol: currencyField, person: personField }),
  example: { currency_symbol: 'USD' },
});

/** Makes a deposit from the wallet when it has none open, otherwise breaks it (spec 001 §5 "Deposit"). */
export const makeOrBreakDeposit = sessionCall<DepositAnswer>()({
  name: 'deposits.make_or_break',
  method: 'POST',
  path: '/api/wallets/:id/make_or_break_deposit',
  session: 'body',
  roles: ['player'],
  input: z.object({ id: currencyField, amount_to_deposit: amountToDeposit.nullish(), person: personField }),
  example: { id: 'USD' },
});
