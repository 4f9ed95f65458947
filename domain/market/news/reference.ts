/**
 * Reference data the news feed needs beyond the universe: central banks, the index that
 * stands for each region, display names, launch dates, and the exchange whose hours time a
 * region's stories.
 */
import type { Sector } from '../instrument';

export type BankTier = 1 | 2 | 3;

export interface CentralBank {
  name: string;
  /** Short form for headlines. */
  short: string;
  /** 1 major (Fed, ECB, BoE, BoJ), 2 other developed / reporting, 3 emerging. */
  tier: BankTier;
  /** Usual announcement time, minutes after UTC midnight. */
  utcMinute: number;
}

const bank = (name: string, short: string, tier: BankTier, hhmm: string): CentralBank => {
  const [h, m] = hhmm.split(':').map(Number);
  return { name, short, tier, utcMinute: (h ?? 0) * 60 + (m ?? 0) };
};

export const CENTRAL_BANKS: Record<string, CentralBank> = {
  USD: bank('Federal Reserve', 'Fed', 1, '18:00'),
  EUR: bank('European Central Bank', 'ECB', 1, '12:15'),
  GBP: bank('Bank of England', 'BoE', 1, '11:00'),
  JPY: bank('Bank of Japan', 'BoJ', 1, '03:00'),
  CHF: bank('Swiss National Bank', 'SNB', 2, '08:30'),
  IDR: bank('Bank Indonesia', 'Bank Indonesia', 2, '07:20'),
  CAD: bank('Bank of Canada', 'BoC', 2, '14:45'),
  AUD: bank('Reserve Bank of Australia', 'RBA', 2, '03:30'),
  NZD: bank('Reserve Bank of New Zealand', 'RBNZ', 2, '01:00'),
  SEK: bank('Riksbank', 'Riksbank', 2, '08:30'),
  NOK: bank('Norges Bank', 'Norges Bank', 2, '09:00'),
  HKD: bank('Hong Kong Monetary Authority', 'HKMA', 2, '02:00'),
  SGD: bank('Monetary Authority of Singapore', 'MAS', 2, '00:00'),
  ILS: bank('Bank of Israel', 'Bank of Israel', 2, '14:00'),
  CNY: bank("People's Bank of China", 'PBOC', 3, '01:15'),
  KRW: bank('Bank of Korea', 'Bank of Korea', 3, '01:00'),
  TWD: bank('Central Bank of the Republic of China (Taiwan)', 'Taiwan central bank', 3, '08:00'),
  INR: bank('Reserve Bank of India', 'RBI', 3, '04:30'),
  BRL: bank('Banco Central do Brasil', 'BCB', 3, '21:30'),
  MXN: bank('Banco de México', 'Banxico', 3, '19:00'),
  ZAR: bank('South African Reserve Bank', 'SARB', 3, '13:00'),
  TRY: bank('Central Bank of the Republic of Türkiye', 'CBRT', 3, '11:00'),
  SAR: bank('Saudi Central Bank', 'SAMA', 3, '15:00'),
  AED: bank('Central Bank of the UAE', 'CBUAE', 3, '15:00'),
  EGP: bank('Central Bank of Egypt', 'CBE', 3, '16:00'),
  KES: bank('Central Bank of Kenya', 'CBK', 3, '12:00'),
  NGN: bank('Central Bank of Nigeria', 'CBN', 3, '14:00'),
  GHS: bank('Bank of Ghana', 'Bank of Ghana', 3, '14:00'),
};

const NO_ARTICLE = new Set(['Bank Indonesia', 'Norges Bank', 'Banco Central do Brasil', 'Banco de México']);

/** The bank as the subject of a sentence: 'the Federal Reserve', 'Norges Bank'. */
export function bankSubject(bank: CentralBank): string {
  return NO_ARTICLE.has(bank.name) ? bank.name : `the ${bank.name}`;
}

export function centralBankOf(currency: string): CentralBank {
  return CENTRAL_BANKS[currency] ?? bank(`${currency} central bank`, `${currency} central bank`, 3, '10:00');
}

export interface RegionDesk {
  /** Adjective for headlines ('European'). */
  adjective: string;
  /** Lead index first, then the others quoted in the body. */
  indices: readonly string[];
  /** EXCHANGE_SESSIONS geography whose close times the region's story. */
  session: string;
  slug: string;
}

export const REGION_DESKS: Record<string, RegionDesk> = {
  'North America': { adjective: 'North American', indices: ['.SPX', '.NDX', '.GSPTSE'], session: 'US', slug: 'north-america' },
  Europe: { adjective: 'European', indices: ['.STOXX50E', '.FTSE', '.SSMI'], session: 'Germany', slug: 'europe' },
  APAC: { adjective: 'Asian', indices: ['.N225', '.HSI', '.KS11', '.AXJO'], session: 'Japan', slug: 'apac' },
  'Latin America': { adjective: 'Latin American', indices: ['.BVSP', '.MXX'], session: 'Brazil', slug: 'latin-america' },
  'Middle East': { adjective: 'Gulf and Middle East', indices: ['.TASI', '.TA125', '.DFMGI'], session: 'Saudi Arabia', slug: 'middle-east' },
  Africa: { adjective: 'African', indices: ['.JTOPI', '.EGX30', '.NSEASI'], session: 'South Africa', slug: 'africa' },
  'West Africa': { adjective: 'West African', indices: ['.NGSEINDX', '.GGSECI'], session: 'Nigeria', slug: 'west-africa' },
};

export const GLOBAL_INDEX = '.dMIWD00000PUS';
/** Indices of the global story's body and of the daily wrap, in order. */
export const MAJOR_INDICES = ['.SPX', '.STOXX50E', '.FTSE', '.N225'] as const;

/** Sessions for geographies of the universe that market-hours.ts does not list. */
export const EXTRA_SESSIONS: Record<string, { timeZone: string; localOpen: string }> = {
  BE: { timeZone: 'Europe/Brussels', localOpen: '09:00' },
  TW: { timeZone: 'Asia/Taipei', localOpen: '09:00' },
};

/** The dollar's weights against the majors (those of the ICE dollar index). */
export const DOLLAR_BASKET: Record<string, number> = { EUR: 0.576, JPY: 0.136, GBP: 0.119, CAD: 0.091, SEK: 0.042, CHF: 0.036 };

export interface CommodityDesk {
  label: string;
  /** Price unit after the price, e.g. ' an ounce'; empty for a fund. */
  unit: string;
  group: 'precious' | 'industrial' | 'energy';
}

export const COMMODITIES: Record<string, CommodityDesk> = {
  'XAU=': { label: 'Gold', unit: ' an ounce', group: 'precious' },
  'XAG=': { label: 'Silver', unit: ' an ounce', group: 'precious' },
  'XPT=': { label: 'Platinum', unit: ' an ounce', group: 'precious' },
  'XPD=': { label: 'Palladium', unit: ' an ounce', group: 'precious' },
  'CMCU3': { label: 'Copper', unit: ' a tonne', group: 'industrial' },
  'USO.P': { label: 'Oil', unit: '', group: 'energy' },
};

export const SECTOR_WORDS: Record<Sector, string> = {
  Technology: 'tech',
  Financials: 'bank and financial',
  'Health Care': 'healthcare',
  'Consumer Discretionary': 'consumer',
  'Consumer Staples': 'consumer staples',
  Energy: 'energy',
  Industrials: 'industrial',
  Materials: 'materials',
  Utilities: 'utility',
  'Real Estate': 'property',
  'Communication Services': 'media and telecom',
};

const SHORT_NAMES: Record<string, string> = {
  'Amazon.com Inc': 'Amazon',
  'Alphabet Inc (Class A)': 'Alphabet',
  'LVMH Moet Hennessy Louis Vuitton': 'LVMH',
  'Anheuser-Busch InBev SA/NV': 'AB InBev',
  'Toyota Motor Corp': 'Toyota',
  'Mitsubishi UFJ Financial Group': 'MUFG',
  'Industrial and Commercial Bank of China': 'ICBC',
  'Taiwan Semiconductor Manufacturing Co': 'TSMC',
  'Petroleo Brasileiro SA (Petrobras) Pref': 'Petrobras',
  'Itau Unibanco Holding SA Pref': 'Itau Unibanco',
  'Saudi Arabian Oil Co (Saudi Aramco)': 'Saudi Aramco',
  'Saudi Basic Industries Corp (SABIC)': 'SABIC',
  'Saudi Telecom Co (stc)': 'stc',
  'Emirates Telecommunications Group (e&)': 'e&',
  'Bank Leumi le-Israel BM': 'Bank Leumi',
  'Teva Pharmaceutical Industries Ltd': 'Teva',
  'Commercial International Bank (Egypt)': 'CIB',
  'Equity Group Holdings PLC': 'Equity Group',
  'Tata Consultancy Services Ltd': 'TCS',
};

const LEGAL_SUFFIX = /\s+(Inc|Corp|Co|Ltd|plc|PLC|AG|SE|SA|NV|SpA|Tbk|BM|PJSC|SAB de CV|Holdings?|Group|SA\/NV)$/;

/** Headline name of a company: 'Siemens AG' → 'Siemens', 'JPMorgan Chase & Co' → 'JPMorgan Chase'. */
export function shortName(name: string): string {
  const override = SHORT_NAMES[name];
  if (override) return override;
  let n = name.replace(/\s*\([^)]*\)/g, '').replace(/\s+Pref$/, '').replace(/\s*&\s*Co$/, '');
  for (let prev = ''; prev !== n; ) {
    prev = n;
    n = n.replace(LEGAL_SUFFIX, '');
  }
  return n || name;
}

/** 'EURUSD' → 'EUR/USD'. */
export function pairLabel(base: string, quote: string): string {
  return `${base}/${quote}`;
}
