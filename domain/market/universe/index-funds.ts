/**
 * Index funds: the benchmarks. One broad equity index per reporting currency (USD '.SPX',
 * EUR '.STOXX50E', GBP '.FTSE', JPY '.N225', CHF '.SSMI', IDR '.JKSE'), the local index of every
 * country an equity is listed in (each equity's `index_fund` points here), and global equity and
 * bond indices. `anchor_price` is the index level at the epoch (2014-01-02, ballpark);
 * `beta` is the loading on the global equity factor (about 1 for equity indices, near 0 for the
 * bond index).
 */
import type { Region } from '../../enums';
import type { IndexFundInstrument } from '../instrument';

interface IndexRow {
  ric: string;
  ticker: string;
  name: string;
  region: Region;
  geography: string;
  currency: string;
  level: number;
  volatility: number;
  beta: number;
  issuer_name: string;
  description: string;
}

function indexFund(r: IndexRow): IndexFundInstrument {
  return {
    ric: r.ric,
    ticker: r.ticker,
    name: r.name,
    resourcetype: 'IndexFund',
    region: r.region,
    geography: r.geography,
    base_currency: r.currency,
    variable_currency: r.currency,
    volatility: r.volatility,
    anchor_price: r.level,
    issuer_name: r.issuer_name,
    description: r.description,
    beta: r.beta,
  };
}

/** Benchmark index per reporting currency. */
export const REPORTING_BENCHMARKS = {
  USD: '.SPX',
  EUR: '.STOXX50E',
  GBP: '.FTSE',
  JPY: '.N225',
  CHF: '.SSMI',
  IDR: '.JKSE',
} as const;

export const INDEX_FUNDS: readonly IndexFundInstrument[] = [
  // Benchmarks of the reporting currencies.
  indexFund({ ric: '.SPX', ticker: 'SPX', name: 'S&P 500', region: 'North America', geography: 'US', currency: 'USD', level: 1832, volatility: 0.15, beta: 1.0, issuer_name: 'S&P Dow Jones Indices', description: 'Market-capitalisation weighted index of 500 leading US large-cap companies.' }),
  indexFund({ ric: '.STOXX50E', ticker: 'STOXX50E', name: 'EURO STOXX 50', region: 'Europe', geography: 'EU', currency: 'EUR', level: 3075, volatility: 0.19, beta: 1.1, issuer_name: 'STOXX Ltd.', description: 'Blue-chip index of 50 super-sector leaders of the eurozone.' }),
  indexFund({ ric: '.FTSE', ticker: 'FTSE', name: 'FTSE 100', region: 'Europe', geography: 'GB', currency: 'GBP', level: 6720, volatility: 0.14, beta: 0.9, issuer_name: 'FTSE Russell', description: 'The 100 largest companies listed on the London Stock Exchange by market capitalisation.' }),
  indexFund({ ric: '.N225', ticker: 'N225', name: 'Nikkei 225', region: 'APAC', geography: 'JP', currency: 'JPY', level: 16290, volatility: 0.22, beta: 0.9, issuer_name: 'Nikkei Inc.', description: 'Price-weighted index of 225 leading companies of the Tokyo Stock Exchange Prime market.' }),
  indexFund({ ric: '.SSMI', ticker: 'SSMI', name: 'Swiss Market Index', region: 'Europe', geography: 'CH', currency: 'CHF', level: 8200, volatility: 0.14, beta: 0.8, issuer_name: 'SIX Swiss Exchange', description: 'Capped market-capitalisation index of the 20 largest Swiss blue chips.' }),
  indexFund({ ric: '.JKSE', ticker: 'JKSE', name: 'Jakarta Composite Index', region: 'APAC', geography: 'ID', currency: 'IDR', level: 4275, volatility: 0.2, beta: 1.1, issuer_name: 'Indonesia Stock Exchange', description: 'Market-capitalisation weighted index of all stocks listed on the Indonesia Stock Exchange.' }),
  // North America.
  indexFund({ ric: '.NDX', ticker: 'NDX', name: 'Nasdaq-100', region: 'North America', geography: 'US', currency: 'USD', level: 3560, volatility: 0.18, beta: 1.15, issuer_name: 'Nasdaq Inc.', description: 'The 100 largest non-financial companies listed on the Nasdaq Stock Market.' }),
  indexFund({ ric: '.GSPTSE', ticker: 'GSPTSE', name: 'S&P/TSX Composite', region: 'North America', geography: 'CA', currency: 'CAD', level: 13620, volatility: 0.13, beta: 0.9, issuer_name: 'S&P Dow Jones Indices / TMX', description: 'Benchmark index of the largest companies listed on the Toronto Stock Exchange.' }),
  // APAC.
  indexFund({ ric: '.HSI', ticker: 'HSI', name: 'Hang Seng Index', region: 'APAC', geography: 'HK', currency: 'HKD', level: 23340, volatility: 0.2, beta: 1.05, issuer_name: 'Hang Seng Indexes Co.', description: 'Free-float capitalisation weighted index of the largest companies listed in Hong Kong.' }),
  indexFund({ ric: '.KS11', ticker: 'KS11', name: 'KOSPI Composite', region: 'APAC', geography: 'KR', currency: 'KRW', level: 1967, volatility: 0.18, beta: 1.0, issuer_name: 'Korea Exchange', description: 'Capitalisation weighted index of all common stocks on the Korea Exchange main board.' }),
  indexFund({ ric: '.TWII', ticker: 'TWII', name: 'TAIEX', region: 'APAC', geography: 'TW', currency: 'TWD', level: 8610, volatility: 0.17, beta: 1.0, issuer_name: 'Taiwan Stock Exchange', description: 'Capitalisation weighted index of the companies listed on the Taiwan Stock Exchange.' }),
  indexFund({ ric: '.AXJO', ticker: 'AXJO', name: 'S&P/ASX 200', region: 'APAC', geography: 'AU', currency: 'AUD', level: 5300, volatility: 0.14, beta: 0.9, issuer_name: 'S&P Dow Jones Indices / ASX', description: 'The 200 largest Australian companies listed on the ASX by float-adjusted capitalisation.' }),
  indexFund({ ric: '.NSEI', ticker: 'NSEI', name: 'Nifty 50', region: 'APAC', geography: 'IN', currency: 'INR', level: 6300, volatility: 0.19, beta: 1.05, issuer_name: 'NSE Indices Ltd.', description: 'Free-float weighted index of 50 large Indian companies listed on the National Stock Exchange.' }),
  indexFund({ ric: '.STI', ticker: 'STI', name: 'Straits Times Index', region: 'APAC', geography: 'SG', currency: 'SGD', level: 3130, volatility: 0.14, beta: 0.85, issuer_name: 'FTSE Russell / SPH / SGX', description: 'The 30 largest and most liquid companies listed on the Singapore Exchange.' }),
  indexFund({ ric: '.SSEC', ticker: 'SSEC', name: 'Shanghai Composite', region: 'APAC', geography: 'CN', currency: 'CNY', level: 2110, volatility: 0.24, beta: 0.7, issuer_name: 'Shanghai Stock Exchange', description: 'Capitalisation weighted index of all A and B shares traded on the Shanghai Stock Exchange.' }),
  // Latin America.
  indexFund({ ric: '.BVSP', ticker: 'BVSP', name: 'Ibovespa', region: 'Latin America', geography: 'BR', currency: 'BRL', level: 50340, volatility: 0.25, beta: 1.3, issuer_name: 'B3 S.A.', description: 'Benchmark index of the most traded stocks on the B3 exchange in São Paulo.' }),
  indexFund({ ric: '.MXX', ticker: 'MXX', name: 'S&P/BMV IPC', region: 'Latin America', geography: 'MX', currency: 'MXN', level: 42700, volatility: 0.18, beta: 1.0, issuer_name: 'S&P Dow Jones Indices / BMV', description: 'The 35 most liquid stocks listed on the Mexican Stock Exchange.' }),
  // Middle East.
  indexFund({ ric: '.TASI', ticker: 'TASI', name: 'Tadawul All Share Index', region: 'Middle East', geography: 'SA', currency: 'SAR', level: 8540, volatility: 0.2, beta: 0.7, issuer_name: 'Saudi Exchange (Tadawul)', description: 'Free-float weighted index of all companies listed on the Saudi Exchange main market.' }),
  indexFund({ ric: '.DFMGI', ticker: 'DFMGI', name: 'DFM General Index', region: 'Middle East', geography: 'AE', currency: 'AED', level: 3370, volatility: 0.3, beta: 0.9, issuer_name: 'Dubai Financial Market', description: 'Capitalisation weighted index of the companies listed on the Dubai Financial Market.' }),
  indexFund({ ric: '.FTFADGI', ticker: 'FTFADGI', name: 'FTSE ADX General Index', region: 'Middle East', geography: 'AE', currency: 'AED', level: 4290, volatility: 0.18, beta: 0.7, issuer_name: 'FTSE Russell / ADX', description: 'Broad index of the companies listed on the Abu Dhabi Securities Exchange.' }),
  indexFund({ ric: '.TA125', ticker: 'TA125', name: 'TA-125', region: 'Middle East', geography: 'IL', currency: 'ILS', level: 1180, volatility: 0.15, beta: 0.85, issuer_name: 'Tel Aviv Stock Exchange', description: 'The 125 largest companies listed on the Tel Aviv Stock Exchange.' }),
  // Africa.
  indexFund({ ric: '.JTOPI', ticker: 'JTOPI', name: 'FTSE/JSE Top 40', region: 'Africa', geography: 'ZA', currency: 'ZAR', level: 40500, volatility: 0.17, beta: 1.05, issuer_name: 'FTSE Russell / JSE', description: 'The 40 largest companies listed on the Johannesburg Stock Exchange.' }),
  indexFund({ ric: '.EGX30', ticker: 'EGX30', name: 'EGX 30', region: 'Africa', geography: 'EG', currency: 'EGP', level: 6780, volatility: 0.25, beta: 0.8, issuer_name: 'Egyptian Exchange', description: 'The 30 most active and liquid companies listed on the Egyptian Exchange.' }),
  indexFund({ ric: '.NSEASI', ticker: 'NSEASI', name: 'NSE All Share Index (Kenya)', region: 'Africa', geography: 'KE', currency: 'KES', level: 136, volatility: 0.16, beta: 0.6, issuer_name: 'Nairobi Securities Exchange', description: 'Index of all the companies listed on the Nairobi Securities Exchange.' }),
  // West Africa.
  indexFund({ ric: '.NGSEINDX', ticker: 'NGSEINDX', name: 'NGX All-Share Index', region: 'West Africa', geography: 'NG', currency: 'NGN', level: 41300, volatility: 0.2, beta: 0.6, issuer_name: 'Nigerian Exchange Group', description: 'Capitalisation weighted index of all common stocks listed on the Nigerian Exchange.' }),
  indexFund({ ric: '.GGSECI', ticker: 'GGSECI', name: 'GSE Composite Index', region: 'West Africa', geography: 'GH', currency: 'GHS', level: 2150, volatility: 0.18, beta: 0.5, issuer_name: 'Ghana Stock Exchange', description: 'Capitalisation weighted index of all ordinary shares listed on the Ghana Stock Exchange.' }),
  // Global equity, and the US bond benchmark.
  indexFund({ ric: '.dMIWD00000PUS', ticker: 'MIWD00000PUS', name: 'MSCI World', region: 'Global', geography: 'XX', currency: 'USD', level: 1661, volatility: 0.14, beta: 1.0, issuer_name: 'MSCI Inc.', description: 'Large and mid-cap equity performance across 23 developed-market countries.' }),
  indexFund({ ric: '.dMIEF00000PUS', ticker: 'MIEF00000PUS', name: 'MSCI Emerging Markets', region: 'Global', geography: 'XX', currency: 'USD', level: 1000, volatility: 0.18, beta: 1.15, issuer_name: 'MSCI Inc.', description: 'Large and mid-cap equity performance across 24 emerging-market countries.' }),
  indexFund({ ric: 'AGG index', ticker: 'AGG', name: 'Bloomberg US Aggregate Bond Index', region: 'North America', geography: 'US', currency: 'USD', level: 1760, volatility: 0.035, beta: 0.05, issuer_name: 'Bloomberg Index Services', description: 'Investment-grade, US dollar denominated, fixed-rate taxable bond market: Treasuries, agencies, MBS and corporates.' }),
];
