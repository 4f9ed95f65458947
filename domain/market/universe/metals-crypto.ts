/**
 * Metals and crypto-currencies: global instruments (region 'Global', geography 'XX') priced in USD.
 *
 * Metals: the price is USD per troy ounce (copper: USD per metric tonne, LME 3-month). Both
 * base_currency and variable_currency are 'USD' — the metal is an asset priced in USD, not a
 * currency leg, so no cash conversion treats 'XAU' as a currency.
 *
 * Crypto: USD per coin, base 'USD', variable 'USD' likewise. Anchors are 2014-01-02 prices
 * where the coin traded (BTC 800, LTC 24, XRP 0.025, DOGE 0.0015); coins launched later carry a
 * small nominal anchor: ETH 1.00 (launched 2015), ADA 0.02 (2017), SOL 0.50 (2020). From model 2
 * on they are listed from their first trading day, and their paths start there at that anchor.
 */
import type { CryptoInstrument, MetalInstrument } from '../instrument';

function metal(ric: string, ticker: string, name: string, price: number, vol: number): MetalInstrument {
  return { ric, ticker, name, resourcetype: 'Metal', region: 'Global', geography: 'XX', base_currency: 'USD', variable_currency: 'USD', volatility: vol, anchor_price: price };
}

function coin(ric: string, ticker: string, name: string, price: number, vol: number, listedFrom?: string): CryptoInstrument {
  const c: CryptoInstrument = { ric, ticker, name, resourcetype: 'Crypto', region: 'Global', geography: 'XX', base_currency: 'USD', variable_currency: 'USD', volatility: vol, anchor_price: price };
  return listedFrom ? { ...c, listed_from: listedFrom } : c;
}

export const METALS: readonly MetalInstrument[] = [
  metal('XAU=', 'XAUUSD', 'Gold', 1225, 0.15),
  metal('XAG=', 'XAGUSD', 'Silver', 19.9, 0.25),
  metal('XPT=', 'XPTUSD', 'Platinum', 1375, 0.22),
  metal('XPD=', 'XPDUSD', 'Palladium', 715, 0.26),
  metal('CMCU3', 'XCUUSD', 'Copper (LME 3M, USD/t)', 7350, 0.2),
];

export const CRYPTO: readonly CryptoInstrument[] = [
  coin('BTC=', 'BTCUSD', 'Bitcoin', 800, 0.75),
  coin('ETH=', 'ETHUSD', 'Ethereum', 1.0, 0.9, '2015-08-07'),
  coin('SOL=', 'SOLUSD', 'Solana', 0.5, 1.0, '2020-04-10'),
  coin('XRP=', 'XRPUSD', 'XRP', 0.025, 0.95),
  coin('ADA=', 'ADAUSD', 'Cardano', 0.02, 0.95, '2017-10-01'),
  coin('LTC=', 'LTCUSD', 'Litecoin', 24, 0.9),
  coin('DOGE=', 'DOGEUSD', 'Dogecoin', 0.0015, 1.0),
];
