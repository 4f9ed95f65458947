/**
 * Equities: real companies, tickers and Refinitiv rics; prices are ours.
 *
 * - `anchor_price` is a plausible mid price at the epoch (2014-01-02) in the local currency, in
 *   whole currency units (London lines are in GBP, not pence). Where a later split or bonus issue
 *   changed the share count a lot, the price is given on today's share basis (AAPL, Tencent,
 *   Samsung); elsewhere it is the 2014 quote. Saudi Aramco (listed 2019) and MTN Nigeria
 *   (listed 2019) did not trade in 2014: their anchors are their listing-era prices.
 * - `earnings` (EPS, local currency) is derived as anchor_price / pe_ratio, so the two always agree.
 * - `dividend_frequency` follows local practice: US quarterly, continental Europe annual (France,
 *   Spain, UK majors partly quarterly or semi), Japan semi-annual, emerging markets mostly annual or
 *   semi; non-payers (AMZN, GOOGL, TSLA, ING 2014, Bank Leumi 2014) have yield 0 and frequency 0.
 * - `index_fund` is the ric of the local index in index-funds.ts.
 * - `has_options` marks the liquid US/EU large caps that carry a listed option chain.
 */
import type { Region } from '../../enums';
import type { EquityInstrument, Sector } from '../instrument';

interface EquityRow {
  ric: string;
  ticker: string;
  name: string;
  region: Region;
  geography: string;
  currency: string;
  sector: Sector;
  industry: string;
  price: number;
  vol: number;
  beta: number;
  pe: number;
  /** Dividend yield (decimal) and payments per year. */
  dy: number;
  freq: 0 | 1 | 2 | 4;
  index: string;
  options?: boolean;
  /** Its first trading day, for one listed after the epoch (its price is then the listing price). */
  listed?: string;
}

/** EPS with four significant digits (enough for every price level in the list). */
function eps(price: number, pe: number): number {
  return Number((price / pe).toPrecision(4));
}

function equity(r: EquityRow): EquityInstrument {
  return {
    ric: r.ric,
    ticker: r.ticker,
    name: r.name,
    resourcetype: 'Equity',
    region: r.region,
    geography: r.geography,
    base_currency: r.currency,
    variable_currency: r.currency,
    volatility: r.vol,
    anchor_price: r.price,
    sector: r.sector,
    industry: r.industry,
    beta: r.beta,
    pe_ratio: r.pe,
    earnings: eps(r.price, r.pe),
    dividend_yield: r.dy,
    dividend_frequency: r.dy > 0 ? r.freq : 0,
    index_fund: r.index,
    has_options: r.options ?? false,
    ...(r.listed ? { listed_from: r.listed } : {}),
  };
}

const NA = 'North America' as const;
const EU = 'Europe' as const;
const AP = 'APAC' as const;
const LA = 'Latin America' as const;
const ME = 'Middle East' as const;
const AF = 'Africa' as const;
const WA = 'West Africa' as const;

export const EQUITIES: readonly EquityInstrument[] = [
  // ---- North America: United States (.SPX) and Canada (.GSPTSE) ----
  equity({ ric: 'AAPL.O', ticker: 'AAPL', name: 'Apple Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Technology', industry: 'Technology Hardware, Storage & Peripherals', price: 78.5, vol: 0.25, beta: 1.1, pe: 13.5, dy: 0.022, freq: 4, index: '.SPX', options: true }),
  equity({ ric: 'MSFT.O', ticker: 'MSFT', name: 'Microsoft Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Technology', industry: 'Systems Software', price: 37.2, vol: 0.22, beta: 0.95, pe: 13.8, dy: 0.03, freq: 4, index: '.SPX', options: true }),
  equity({ ric: 'AMZN.O', ticker: 'AMZN', name: 'Amazon.com Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Consumer Discretionary', industry: 'Broadline Retail', price: 398, vol: 0.3, beta: 1.2, pe: 140, dy: 0, freq: 0, index: '.SPX', options: true }),
  equity({ ric: 'GOOGL.O', ticker: 'GOOGL', name: 'Alphabet Inc (Class A)', region: NA, geography: 'US', currency: 'USD', sector: 'Communication Services', industry: 'Interactive Media & Services', price: 556, vol: 0.24, beta: 1.05, pe: 28, dy: 0, freq: 0, index: '.SPX', options: true }),
  equity({ ric: 'TSLA.O', ticker: 'TSLA', name: 'Tesla Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Consumer Discretionary', industry: 'Automobile Manufacturers', price: 150, vol: 0.48, beta: 1.5, pe: 95, dy: 0, freq: 0, index: '.SPX', options: true }),
  equity({ ric: 'JPM.N', ticker: 'JPM', name: 'JPMorgan Chase & Co', region: NA, geography: 'US', currency: 'USD', sector: 'Financials', industry: 'Diversified Banks', price: 58.2, vol: 0.22, beta: 1.15, pe: 11, dy: 0.026, freq: 4, index: '.SPX', options: true }),
  equity({ ric: 'BAC.N', ticker: 'BAC', name: 'Bank of America Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Financials', industry: 'Diversified Banks', price: 15.6, vol: 0.3, beta: 1.4, pe: 17, dy: 0.003, freq: 4, index: '.SPX' }),
  equity({ ric: 'XOM.N', ticker: 'XOM', name: 'Exxon Mobil Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 100.5, vol: 0.18, beta: 0.9, pe: 13, dy: 0.025, freq: 4, index: '.SPX', options: true }),
  equity({ ric: 'CVX.N', ticker: 'CVX', name: 'Chevron Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 124, vol: 0.19, beta: 1.0, pe: 11, dy: 0.032, freq: 4, index: '.SPX' }),
  equity({ ric: 'JNJ.N', ticker: 'JNJ', name: 'Johnson & Johnson', region: NA, geography: 'US', currency: 'USD', sector: 'Health Care', industry: 'Pharmaceuticals', price: 91.5, vol: 0.15, beta: 0.65, pe: 20, dy: 0.029, freq: 4, index: '.SPX' }),
  equity({ ric: 'PFE.N', ticker: 'PFE', name: 'Pfizer Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Health Care', industry: 'Pharmaceuticals', price: 30.5, vol: 0.17, beta: 0.75, pe: 13.5, dy: 0.034, freq: 4, index: '.SPX' }),
  equity({ ric: 'PG.N', ticker: 'PG', name: 'Procter & Gamble Co', region: NA, geography: 'US', currency: 'USD', sector: 'Consumer Staples', industry: 'Household Products', price: 81, vol: 0.15, beta: 0.55, pe: 19.5, dy: 0.03, freq: 4, index: '.SPX' }),
  equity({ ric: 'KO.N', ticker: 'KO', name: 'Coca-Cola Co', region: NA, geography: 'US', currency: 'USD', sector: 'Consumer Staples', industry: 'Soft Drinks & Non-alcoholic Beverages', price: 41, vol: 0.15, beta: 0.6, pe: 21, dy: 0.027, freq: 4, index: '.SPX' }),
  equity({ ric: 'WMT.N', ticker: 'WMT', name: 'Walmart Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Consumer Staples', industry: 'Consumer Staples Merchandise Retail', price: 78.5, vol: 0.16, beta: 0.6, pe: 15, dy: 0.024, freq: 4, index: '.SPX' }),
  equity({ ric: 'GE.N', ticker: 'GE', name: 'General Electric Co', region: NA, geography: 'US', currency: 'USD', sector: 'Industrials', industry: 'Industrial Conglomerates', price: 28, vol: 0.2, beta: 1.2, pe: 19, dy: 0.031, freq: 4, index: '.SPX' }),
  equity({ ric: 'DIS.N', ticker: 'DIS', name: 'Walt Disney Co', region: NA, geography: 'US', currency: 'USD', sector: 'Communication Services', industry: 'Movies & Entertainment', price: 76, vol: 0.21, beta: 1.15, pe: 21, dy: 0.011, freq: 2, index: '.SPX' }),
  equity({ ric: 'INTC.O', ticker: 'INTC', name: 'Intel Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Technology', industry: 'Semiconductors', price: 25.8, vol: 0.24, beta: 1.0, pe: 13.5, dy: 0.035, freq: 4, index: '.SPX' }),
  equity({ ric: 'NEE.N', ticker: 'NEE', name: 'NextEra Energy Inc', region: NA, geography: 'US', currency: 'USD', sector: 'Utilities', industry: 'Electric Utilities', price: 85, vol: 0.16, beta: 0.5, pe: 19, dy: 0.031, freq: 4, index: '.SPX' }),
  equity({ ric: 'AMT.N', ticker: 'AMT', name: 'American Tower Corp', region: NA, geography: 'US', currency: 'USD', sector: 'Real Estate', industry: 'Telecom Tower REITs', price: 80, vol: 0.2, beta: 0.8, pe: 50, dy: 0.014, freq: 4, index: '.SPX' }),
  equity({ ric: 'RY.TO', ticker: 'RY', name: 'Royal Bank of Canada', region: NA, geography: 'CA', currency: 'CAD', sector: 'Financials', industry: 'Diversified Banks', price: 71.5, vol: 0.16, beta: 0.9, pe: 13, dy: 0.037, freq: 4, index: '.GSPTSE' }),
  equity({ ric: 'ENB.TO', ticker: 'ENB', name: 'Enbridge Inc', region: NA, geography: 'CA', currency: 'CAD', sector: 'Energy', industry: 'Oil & Gas Storage & Transportation', price: 46.5, vol: 0.17, beta: 0.7, pe: 24, dy: 0.027, freq: 4, index: '.GSPTSE' }),

  // ---- Europe: eurozone (.STOXX50E), Switzerland (.SSMI), United Kingdom (.FTSE) ----
  equity({ ric: 'SAP.DE', ticker: 'SAP', name: 'SAP SE', region: EU, geography: 'DE', currency: 'EUR', sector: 'Technology', industry: 'Application Software', price: 62.3, vol: 0.22, beta: 1.0, pe: 18.5, dy: 0.0135, freq: 1, index: '.STOXX50E', options: true }),
  equity({ ric: 'SIEGn.DE', ticker: 'SIE', name: 'Siemens AG', region: EU, geography: 'DE', currency: 'EUR', sector: 'Industrials', industry: 'Industrial Conglomerates', price: 98.6, vol: 0.2, beta: 1.05, pe: 17, dy: 0.03, freq: 1, index: '.STOXX50E' }),
  equity({ ric: 'ALVG.DE', ticker: 'ALV', name: 'Allianz SE', region: EU, geography: 'DE', currency: 'EUR', sector: 'Financials', industry: 'Multi-line Insurance', price: 130, vol: 0.21, beta: 1.15, pe: 10, dy: 0.041, freq: 1, index: '.STOXX50E' }),
  equity({ ric: 'BAYGn.DE', ticker: 'BAYN', name: 'Bayer AG', region: EU, geography: 'DE', currency: 'EUR', sector: 'Health Care', industry: 'Pharmaceuticals', price: 102, vol: 0.2, beta: 0.95, pe: 25, dy: 0.02, freq: 1, index: '.STOXX50E' }),
  equity({ ric: 'TTEF.PA', ticker: 'TTE', name: 'TotalEnergies SE', region: EU, geography: 'FR', currency: 'EUR', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 44.5, vol: 0.2, beta: 0.95, pe: 9.5, dy: 0.053, freq: 4, index: '.STOXX50E' }),
  equity({ ric: 'LVMH.PA', ticker: 'MC', name: 'LVMH Moet Hennessy Louis Vuitton', region: EU, geography: 'FR', currency: 'EUR', sector: 'Consumer Discretionary', industry: 'Apparel, Accessories & Luxury Goods', price: 132, vol: 0.23, beta: 1.15, pe: 19, dy: 0.023, freq: 2, index: '.STOXX50E' }),
  equity({ ric: 'AIR.PA', ticker: 'AIR', name: 'Airbus SE', region: EU, geography: 'FR', currency: 'EUR', sector: 'Industrials', industry: 'Aerospace & Defense', price: 55, vol: 0.26, beta: 1.3, pe: 20, dy: 0.014, freq: 1, index: '.STOXX50E' }),
  equity({ ric: 'SAN.MC', ticker: 'SAN', name: 'Banco Santander SA', region: EU, geography: 'ES', currency: 'EUR', sector: 'Financials', industry: 'Diversified Banks', price: 6.5, vol: 0.28, beta: 1.4, pe: 16, dy: 0.09, freq: 4, index: '.STOXX50E' }),
  equity({ ric: 'ASML.AS', ticker: 'ASML', name: 'ASML Holding NV', region: EU, geography: 'NL', currency: 'EUR', sector: 'Technology', industry: 'Semiconductor Materials & Equipment', price: 67.6, vol: 0.27, beta: 1.1, pe: 28, dy: 0.009, freq: 1, index: '.STOXX50E', options: true }),
  equity({ ric: 'INGA.AS', ticker: 'INGA', name: 'ING Groep NV', region: EU, geography: 'NL', currency: 'EUR', sector: 'Financials', industry: 'Diversified Banks', price: 10.1, vol: 0.3, beta: 1.5, pe: 11, dy: 0, freq: 0, index: '.STOXX50E' }),
  equity({ ric: 'ABI.BR', ticker: 'ABI', name: 'Anheuser-Busch InBev SA/NV', region: EU, geography: 'BE', currency: 'EUR', sector: 'Consumer Staples', industry: 'Brewers', price: 77, vol: 0.18, beta: 0.85, pe: 19, dy: 0.027, freq: 2, index: '.STOXX50E' }),
  equity({ ric: 'ENI.MI', ticker: 'ENI', name: 'Eni SpA', region: EU, geography: 'IT', currency: 'EUR', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 17.5, vol: 0.2, beta: 1.0, pe: 10.5, dy: 0.062, freq: 2, index: '.STOXX50E' }),
  equity({ ric: 'NESN.S', ticker: 'NESN', name: 'Nestle SA', region: EU, geography: 'CH', currency: 'CHF', sector: 'Consumer Staples', industry: 'Packaged Foods & Meats', price: 65.3, vol: 0.14, beta: 0.6, pe: 19.5, dy: 0.033, freq: 1, index: '.SSMI', options: true }),
  equity({ ric: 'NOVN.S', ticker: 'NOVN', name: 'Novartis AG', region: EU, geography: 'CH', currency: 'CHF', sector: 'Health Care', industry: 'Pharmaceuticals', price: 71.5, vol: 0.15, beta: 0.7, pe: 17, dy: 0.034, freq: 1, index: '.SSMI' }),
  equity({ ric: 'ROG.S', ticker: 'ROG', name: 'Roche Holding AG', region: EU, geography: 'CH', currency: 'CHF', sector: 'Health Care', industry: 'Pharmaceuticals', price: 249, vol: 0.16, beta: 0.75, pe: 18, dy: 0.031, freq: 1, index: '.SSMI' }),
  equity({ ric: 'UBSG.S', ticker: 'UBSG', name: 'UBS Group AG', region: EU, geography: 'CH', currency: 'CHF', sector: 'Financials', industry: 'Diversified Capital Markets', price: 17, vol: 0.27, beta: 1.35, pe: 14, dy: 0.015, freq: 1, index: '.SSMI' }),
  equity({ ric: 'HSBA.L', ticker: 'HSBA', name: 'HSBC Holdings plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Financials', industry: 'Diversified Banks', price: 6.62, vol: 0.18, beta: 1.0, pe: 12, dy: 0.047, freq: 4, index: '.FTSE' }),
  equity({ ric: 'BP.L', ticker: 'BP', name: 'BP plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 4.85, vol: 0.2, beta: 1.0, pe: 9, dy: 0.048, freq: 4, index: '.FTSE' }),
  equity({ ric: 'SHEL.L', ticker: 'SHEL', name: 'Shell plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 21.5, vol: 0.18, beta: 0.95, pe: 11, dy: 0.05, freq: 4, index: '.FTSE' }),
  equity({ ric: 'AZN.L', ticker: 'AZN', name: 'AstraZeneca plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Health Care', industry: 'Pharmaceuticals', price: 35.7, vol: 0.18, beta: 0.7, pe: 20, dy: 0.047, freq: 2, index: '.FTSE' }),
  equity({ ric: 'ULVR.L', ticker: 'ULVR', name: 'Unilever plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Consumer Staples', industry: 'Personal Care Products', price: 24.6, vol: 0.15, beta: 0.65, pe: 18, dy: 0.035, freq: 4, index: '.FTSE' }),
  equity({ ric: 'VOD.L', ticker: 'VOD', name: 'Vodafone Group plc', region: EU, geography: 'GB', currency: 'GBP', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 2.37, vol: 0.2, beta: 0.9, pe: 13, dy: 0.047, freq: 2, index: '.FTSE' }),

  // ---- APAC ----
  equity({ ric: '7203.T', ticker: '7203', name: 'Toyota Motor Corp', region: AP, geography: 'JP', currency: 'JPY', sector: 'Consumer Discretionary', industry: 'Automobile Manufacturers', price: 6430, vol: 0.28, beta: 1.15, pe: 11, dy: 0.026, freq: 2, index: '.N225' }),
  equity({ ric: '6758.T', ticker: '6758', name: 'Sony Group Corp', region: AP, geography: 'JP', currency: 'JPY', sector: 'Consumer Discretionary', industry: 'Consumer Electronics', price: 1820, vol: 0.38, beta: 1.3, pe: 35, dy: 0.011, freq: 2, index: '.N225' }),
  equity({ ric: '9984.T', ticker: '9984', name: 'SoftBank Group Corp', region: AP, geography: 'JP', currency: 'JPY', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 9210, vol: 0.35, beta: 1.35, pe: 18, dy: 0.0044, freq: 2, index: '.N225' }),
  equity({ ric: '8306.T', ticker: '8306', name: 'Mitsubishi UFJ Financial Group', region: AP, geography: 'JP', currency: 'JPY', sector: 'Financials', industry: 'Diversified Banks', price: 695, vol: 0.27, beta: 1.3, pe: 11, dy: 0.018, freq: 2, index: '.N225' }),
  equity({ ric: '6861.T', ticker: '6861', name: 'Keyence Corp', region: AP, geography: 'JP', currency: 'JPY', sector: 'Technology', industry: 'Electronic Equipment & Instruments', price: 45000, vol: 0.28, beta: 1.1, pe: 30, dy: 0.002, freq: 2, index: '.N225' }),
  equity({ ric: '0700.HK', ticker: '0700', name: 'Tencent Holdings Ltd', region: AP, geography: 'HK', currency: 'HKD', sector: 'Communication Services', industry: 'Interactive Media & Services', price: 99, vol: 0.33, beta: 1.2, pe: 48, dy: 0.0023, freq: 1, index: '.HSI' }),
  equity({ ric: '0941.HK', ticker: '0941', name: 'China Mobile Ltd', region: AP, geography: 'HK', currency: 'HKD', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 80.5, vol: 0.2, beta: 0.8, pe: 11, dy: 0.04, freq: 2, index: '.HSI' }),
  equity({ ric: '1398.HK', ticker: '1398', name: 'Industrial and Commercial Bank of China', region: AP, geography: 'HK', currency: 'HKD', sector: 'Financials', industry: 'Diversified Banks', price: 5.25, vol: 0.22, beta: 1.0, pe: 5.5, dy: 0.063, freq: 1, index: '.HSI' }),
  equity({ ric: '005930.KS', ticker: '005930', name: 'Samsung Electronics Co Ltd', region: AP, geography: 'KR', currency: 'KRW', sector: 'Technology', industry: 'Technology Hardware, Storage & Peripherals', price: 26000, vol: 0.27, beta: 1.1, pe: 7.5, dy: 0.011, freq: 4, index: '.KS11' }),
  equity({ ric: '2330.TW', ticker: '2330', name: 'Taiwan Semiconductor Manufacturing Co', region: AP, geography: 'TW', currency: 'TWD', sector: 'Technology', industry: 'Semiconductors', price: 105, vol: 0.22, beta: 1.0, pe: 14, dy: 0.028, freq: 4, index: '.TWII' }),
  equity({ ric: 'BHP.AX', ticker: 'BHP', name: 'BHP Group Ltd', region: AP, geography: 'AU', currency: 'AUD', sector: 'Materials', industry: 'Diversified Metals & Mining', price: 38, vol: 0.24, beta: 1.2, pe: 13, dy: 0.035, freq: 2, index: '.AXJO' }),
  equity({ ric: 'CBA.AX', ticker: 'CBA', name: 'Commonwealth Bank of Australia', region: AP, geography: 'AU', currency: 'AUD', sector: 'Financials', industry: 'Diversified Banks', price: 77.6, vol: 0.16, beta: 0.9, pe: 15, dy: 0.047, freq: 2, index: '.AXJO' }),
  equity({ ric: 'RELI.NS', ticker: 'RELIANCE', name: 'Reliance Industries Ltd', region: AP, geography: 'IN', currency: 'INR', sector: 'Energy', industry: 'Oil & Gas Refining & Marketing', price: 880, vol: 0.27, beta: 1.1, pe: 13, dy: 0.011, freq: 1, index: '.NSEI' }),
  equity({ ric: 'TCS.NS', ticker: 'TCS', name: 'Tata Consultancy Services Ltd', region: AP, geography: 'IN', currency: 'INR', sector: 'Technology', industry: 'IT Consulting & Other Services', price: 2180, vol: 0.25, beta: 0.7, pe: 24, dy: 0.015, freq: 4, index: '.NSEI' }),
  equity({ ric: 'INFY.NS', ticker: 'INFY', name: 'Infosys Ltd', region: AP, geography: 'IN', currency: 'INR', sector: 'Technology', industry: 'IT Consulting & Other Services', price: 3500, vol: 0.26, beta: 0.75, pe: 20, dy: 0.012, freq: 2, index: '.NSEI' }),
  equity({ ric: 'BBCA.JK', ticker: 'BBCA', name: 'Bank Central Asia Tbk', region: AP, geography: 'ID', currency: 'IDR', sector: 'Financials', industry: 'Diversified Banks', price: 9600, vol: 0.28, beta: 1.0, pe: 18, dy: 0.011, freq: 2, index: '.JKSE' }),
  equity({ ric: 'BBRI.JK', ticker: 'BBRI', name: 'Bank Rakyat Indonesia Tbk', region: AP, geography: 'ID', currency: 'IDR', sector: 'Financials', industry: 'Diversified Banks', price: 7250, vol: 0.35, beta: 1.3, pe: 10, dy: 0.025, freq: 1, index: '.JKSE' }),
  equity({ ric: 'TLKM.JK', ticker: 'TLKM', name: 'Telkom Indonesia Tbk', region: AP, geography: 'ID', currency: 'IDR', sector: 'Communication Services', industry: 'Integrated Telecommunication Services', price: 2150, vol: 0.28, beta: 0.9, pe: 14, dy: 0.035, freq: 1, index: '.JKSE' }),
  equity({ ric: 'ASII.JK', ticker: 'ASII', name: 'Astra International Tbk', region: AP, geography: 'ID', currency: 'IDR', sector: 'Industrials', industry: 'Industrial Conglomerates', price: 6800, vol: 0.32, beta: 1.25, pe: 14, dy: 0.032, freq: 2, index: '.JKSE' }),
  equity({ ric: 'DBSM.SI', ticker: 'D05', name: 'DBS Group Holdings Ltd', region: AP, geography: 'SG', currency: 'SGD', sector: 'Financials', industry: 'Diversified Banks', price: 17.1, vol: 0.18, beta: 1.0, pe: 11, dy: 0.033, freq: 2, index: '.STI' }),
  equity({ ric: '600519.SS', ticker: '600519', name: 'Kweichow Moutai Co Ltd', region: AP, geography: 'CN', currency: 'CNY', sector: 'Consumer Staples', industry: 'Distillers & Vintners', price: 128, vol: 0.35, beta: 0.9, pe: 9.5, dy: 0.035, freq: 1, index: '.SSEC' }),

  // ---- Latin America ----
  equity({ ric: 'VALE3.SA', ticker: 'VALE3', name: 'Vale SA', region: LA, geography: 'BR', currency: 'BRL', sector: 'Materials', industry: 'Diversified Metals & Mining', price: 35.5, vol: 0.32, beta: 1.3, pe: 9, dy: 0.065, freq: 2, index: '.BVSP' }),
  equity({ ric: 'PETR4.SA', ticker: 'PETR4', name: 'Petroleo Brasileiro SA (Petrobras) Pref', region: LA, geography: 'BR', currency: 'BRL', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 16, vol: 0.4, beta: 1.5, pe: 8, dy: 0.03, freq: 4, index: '.BVSP' }),
  equity({ ric: 'ITUB4.SA', ticker: 'ITUB4', name: 'Itau Unibanco Holding SA Pref', region: LA, geography: 'BR', currency: 'BRL', sector: 'Financials', industry: 'Diversified Banks', price: 31, vol: 0.3, beta: 1.3, pe: 10, dy: 0.035, freq: 4, index: '.BVSP' }),
  equity({ ric: 'ABEV3.SA', ticker: 'ABEV3', name: 'Ambev SA', region: LA, geography: 'BR', currency: 'BRL', sector: 'Consumer Staples', industry: 'Brewers', price: 17.3, vol: 0.22, beta: 0.8, pe: 26, dy: 0.035, freq: 4, index: '.BVSP' }),
  equity({ ric: 'AMXL.MX', ticker: 'AMXL', name: 'America Movil SAB de CV', region: LA, geography: 'MX', currency: 'MXN', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 15.3, vol: 0.25, beta: 0.9, pe: 14, dy: 0.016, freq: 2, index: '.MXX' }),
  equity({ ric: 'WALMEX.MX', ticker: 'WALMEX', name: 'Wal-Mart de Mexico SAB de CV', region: LA, geography: 'MX', currency: 'MXN', sector: 'Consumer Staples', industry: 'Consumer Staples Merchandise Retail', price: 34, vol: 0.24, beta: 0.8, pe: 25, dy: 0.012, freq: 2, index: '.MXX' }),
  equity({ ric: 'GFNORTEO.MX', ticker: 'GFNORTEO', name: 'Grupo Financiero Banorte SAB de CV', region: LA, geography: 'MX', currency: 'MXN', sector: 'Financials', industry: 'Diversified Banks', price: 91, vol: 0.3, beta: 1.3, pe: 16, dy: 0.02, freq: 1, index: '.MXX' }),

  // ---- Middle East ----
  equity({ ric: '2222.SR', ticker: '2222', name: 'Saudi Arabian Oil Co (Saudi Aramco)', region: ME, geography: 'SA', currency: 'SAR', sector: 'Energy', industry: 'Integrated Oil & Gas', price: 32, vol: 0.18, beta: 0.7, pe: 15, dy: 0.045, freq: 4, index: '.TASI', listed: '2019-12-11' }),
  equity({ ric: '1120.SR', ticker: '1120', name: 'Al Rajhi Bank', region: ME, geography: 'SA', currency: 'SAR', sector: 'Financials', industry: 'Diversified Banks', price: 65, vol: 0.22, beta: 0.8, pe: 14, dy: 0.035, freq: 2, index: '.TASI' }),
  equity({ ric: '2010.SR', ticker: '2010', name: 'Saudi Basic Industries Corp (SABIC)', region: ME, geography: 'SA', currency: 'SAR', sector: 'Materials', industry: 'Commodity Chemicals', price: 105, vol: 0.25, beta: 1.0, pe: 13, dy: 0.047, freq: 2, index: '.TASI' }),
  equity({ ric: '7010.SR', ticker: '7010', name: 'Saudi Telecom Co (stc)', region: ME, geography: 'SA', currency: 'SAR', sector: 'Communication Services', industry: 'Integrated Telecommunication Services', price: 73, vol: 0.2, beta: 0.7, pe: 12, dy: 0.055, freq: 4, index: '.TASI' }),
  equity({ ric: 'EMAR.DFM', ticker: 'EMAAR', name: 'Emaar Properties PJSC', region: ME, geography: 'AE', currency: 'AED', sector: 'Real Estate', industry: 'Real Estate Development', price: 7.6, vol: 0.42, beta: 1.5, pe: 14, dy: 0.02, freq: 1, index: '.DFMGI' }),
  equity({ ric: 'ETISALAT.AD', ticker: 'EAND', name: 'Emirates Telecommunications Group (e&)', region: ME, geography: 'AE', currency: 'AED', sector: 'Communication Services', industry: 'Integrated Telecommunication Services', price: 11, vol: 0.2, beta: 0.6, pe: 15, dy: 0.055, freq: 2, index: '.FTFADGI' }),
  equity({ ric: 'LUMI.TA', ticker: 'LUMI', name: 'Bank Leumi le-Israel BM', region: ME, geography: 'IL', currency: 'ILS', sector: 'Financials', industry: 'Diversified Banks', price: 14.2, vol: 0.24, beta: 1.1, pe: 11, dy: 0, freq: 0, index: '.TA125' }),
  equity({ ric: 'TEVA.TA', ticker: 'TEVA', name: 'Teva Pharmaceutical Industries Ltd', region: ME, geography: 'IL', currency: 'ILS', sector: 'Health Care', industry: 'Pharmaceuticals', price: 140, vol: 0.25, beta: 0.8, pe: 9, dy: 0.034, freq: 4, index: '.TA125' }),

  // ---- Africa (South Africa, Egypt, Kenya) ----
  equity({ ric: 'NPNJn.J', ticker: 'NPN', name: 'Naspers Ltd', region: AF, geography: 'ZA', currency: 'ZAR', sector: 'Consumer Discretionary', industry: 'Broadline Retail', price: 1095, vol: 0.3, beta: 1.2, pe: 60, dy: 0.004, freq: 1, index: '.JTOPI' }),
  equity({ ric: 'SBKJ.J', ticker: 'SBK', name: 'Standard Bank Group Ltd', region: AF, geography: 'ZA', currency: 'ZAR', sector: 'Financials', industry: 'Diversified Banks', price: 130, vol: 0.24, beta: 1.1, pe: 11, dy: 0.047, freq: 2, index: '.JTOPI' }),
  equity({ ric: 'MTNJ.J', ticker: 'MTN', name: 'MTN Group Ltd', region: AF, geography: 'ZA', currency: 'ZAR', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 217, vol: 0.27, beta: 1.0, pe: 15, dy: 0.046, freq: 2, index: '.JTOPI' }),
  equity({ ric: 'SOLJ.J', ticker: 'SOL', name: 'Sasol Ltd', region: AF, geography: 'ZA', currency: 'ZAR', sector: 'Materials', industry: 'Commodity Chemicals', price: 517, vol: 0.27, beta: 1.2, pe: 12, dy: 0.036, freq: 2, index: '.JTOPI' }),
  equity({ ric: 'COMI.CA', ticker: 'COMI', name: 'Commercial International Bank (Egypt)', region: AF, geography: 'EG', currency: 'EGP', sector: 'Financials', industry: 'Diversified Banks', price: 36, vol: 0.35, beta: 1.2, pe: 11, dy: 0.02, freq: 1, index: '.EGX30' }),
  equity({ ric: 'SCOM.NR', ticker: 'SCOM', name: 'Safaricom PLC', region: AF, geography: 'KE', currency: 'KES', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 11, vol: 0.3, beta: 0.8, pe: 22, dy: 0.04, freq: 1, index: '.NSEASI' }),
  equity({ ric: 'EQTY.NR', ticker: 'EQTY', name: 'Equity Group Holdings PLC', region: AF, geography: 'KE', currency: 'KES', sector: 'Financials', industry: 'Diversified Banks', price: 34.5, vol: 0.3, beta: 1.0, pe: 11, dy: 0.03, freq: 1, index: '.NSEASI' }),

  // ---- West Africa (Nigeria, Ghana) ----
  equity({ ric: 'DANGCEM.LG', ticker: 'DANGCEM', name: 'Dangote Cement PLC', region: WA, geography: 'NG', currency: 'NGN', sector: 'Materials', industry: 'Construction Materials', price: 220, vol: 0.3, beta: 0.9, pe: 17, dy: 0.03, freq: 1, index: '.NGSEINDX' }),
  equity({ ric: 'MTNN.LG', ticker: 'MTNN', name: 'MTN Nigeria Communications PLC', region: WA, geography: 'NG', currency: 'NGN', sector: 'Communication Services', industry: 'Wireless Telecommunication Services', price: 90, vol: 0.3, beta: 0.8, pe: 14, dy: 0.06, freq: 2, index: '.NGSEINDX', listed: '2019-05-16' }),
  equity({ ric: 'ZENITHBA.LG', ticker: 'ZENITHBANK', name: 'Zenith Bank PLC', region: WA, geography: 'NG', currency: 'NGN', sector: 'Financials', industry: 'Diversified Banks', price: 24, vol: 0.35, beta: 1.1, pe: 7.5, dy: 0.07, freq: 2, index: '.NGSEINDX' }),
  equity({ ric: 'GUARANTY.LG', ticker: 'GTCO', name: 'Guaranty Trust Holding Co PLC', region: WA, geography: 'NG', currency: 'NGN', sector: 'Financials', industry: 'Diversified Banks', price: 29, vol: 0.33, beta: 1.1, pe: 8, dy: 0.065, freq: 2, index: '.NGSEINDX' }),
  equity({ ric: 'NESTLE.LG', ticker: 'NESTLE', name: 'Nestle Nigeria PLC', region: WA, geography: 'NG', currency: 'NGN', sector: 'Consumer Staples', industry: 'Packaged Foods & Meats', price: 1190, vol: 0.25, beta: 0.6, pe: 35, dy: 0.025, freq: 2, index: '.NGSEINDX' }),
  equity({ ric: 'GCB.GH', ticker: 'GCB', name: 'GCB Bank PLC', region: WA, geography: 'GH', currency: 'GHS', sector: 'Financials', industry: 'Diversified Banks', price: 4.5, vol: 0.3, beta: 0.7, pe: 7, dy: 0.06, freq: 1, index: '.GGSECI' }),
];
