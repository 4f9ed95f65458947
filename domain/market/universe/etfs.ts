/**
 * Exchange-traded funds (all US-listed, USD). `etf_class` maps to the asset classes ETF Equities
 * (5), ETF Bonds (6) and ETF Commodities (7).
 *
 * Region: the exposure region for country or regional funds (VGK Europe, EWJ/EEM APAC, EWZ Latin
 * America, GULF Middle East, EZA Africa), otherwise the listing region North America (broad US,
 * developed ex-US, global bond and commodity funds) so that every ETF sits in one of the markets
 * page's region groups, which do not include 'Global'. Geography: the single exposure country, or
 * 'US' (listing country) for multi-country funds.
 *
 * `top_holdings` are tab-separated 'SYMBOL\tName' lines (the details modal splits them); physical
 * metal trusts hold a single line. `anchor_price` is the 2014-01-02 ballpark NAV; volatility is the
 * realised annual vol of the fund (TLT, a 20+ year Treasury fund, is well above the other bond ETFs).
 */
import type { Region } from '../../enums';
import type { EtfInstrument } from '../instrument';

interface EtfRow {
  ric: string;
  ticker: string;
  name: string;
  region: Region;
  geography: string;
  etf_class: EtfInstrument['etf_class'];
  price: number;
  vol: number;
  beta: number;
  dy: number;
  theme: string;
  objectives: string;
  holdings: readonly (readonly [string, string])[];
  links: readonly string[];
  esg: number;
  /** Yearly expense ratio, the fund's published figure (approximate where it changed over the years). */
  fee: number;
}

function etf(r: EtfRow): EtfInstrument {
  return {
    ric: r.ric,
    ticker: r.ticker,
    name: r.name,
    resourcetype: 'ETF',
    region: r.region,
    geography: r.geography,
    base_currency: 'USD',
    variable_currency: 'USD',
    volatility: r.vol,
    anchor_price: r.price,
    etf_class: r.etf_class,
    beta: r.beta,
    dividend_yield: r.dy,
    investment_theme: r.theme,
    objectives: r.objectives,
    top_holdings: r.holdings.map(([symbol, name]) => `${symbol}\t${name}`).join('\n'),
    links: r.links.join(','),
    esg_score: r.esg,
    expense_ratio: r.fee,
  };
}

export const ETFS: readonly EtfInstrument[] = [
  // ---- Equity ETFs ----
  etf({
    ric: 'SPY.P', ticker: 'SPY', name: 'SPDR S&P 500 ETF Trust', region: 'North America', geography: 'US', etf_class: 'equity',
    price: 182.9, vol: 0.14, beta: 1.0, dy: 0.019, fee: 0.000945, esg: 6,
    theme: 'US large-cap core equity',
    objectives: 'Seeks to provide investment results that correspond to the price and yield performance of the S&P 500 Index.',
    holdings: [['AAPL', 'Apple Inc'], ['XOM', 'Exxon Mobil Corp'], ['GOOGL', 'Alphabet Inc'], ['MSFT', 'Microsoft Corp'], ['JNJ', 'Johnson & Johnson']],
    links: ['https://www.ssga.com/us/en/intermediary/etfs/spdr-sp-500-etf-trust-spy', 'https://www.spglobal.com/spdji/en/indices/equity/sp-500/'],
  }),
  etf({
    ric: 'QQQ.O', ticker: 'QQQ', name: 'Invesco QQQ Trust', region: 'North America', geography: 'US', etf_class: 'equity',
    price: 87.1, vol: 0.17, beta: 1.15, dy: 0.011, fee: 0.002, esg: 5,
    theme: 'US large-cap growth and technology',
    objectives: 'Seeks investment results that generally correspond to the price and yield performance of the Nasdaq-100 Index.',
    holdings: [['AAPL', 'Apple Inc'], ['MSFT', 'Microsoft Corp'], ['GOOGL', 'Alphabet Inc'], ['AMZN', 'Amazon.com Inc'], ['INTC', 'Intel Corp']],
    links: ['https://www.invesco.com/qqq-etf/en/home.html', 'https://www.nasdaq.com/solutions/nasdaq-100'],
  }),
  etf({
    ric: 'IWM.P', ticker: 'IWM', name: 'iShares Russell 2000 ETF', region: 'North America', geography: 'US', etf_class: 'equity',
    price: 114.2, vol: 0.2, beta: 1.2, dy: 0.012, fee: 0.0019, esg: 5,
    theme: 'US small-cap equity',
    objectives: 'Seeks to track the investment results of the Russell 2000 Index, composed of small-capitalization US equities.',
    holdings: [['SMCI', 'Super Micro Computer Inc'], ['ELF', 'e.l.f. Beauty Inc'], ['ONTO', 'Onto Innovation Inc'], ['FIX', 'Comfort Systems USA Inc'], ['CHRD', 'Chord Energy Corp']],
    links: ['https://www.ishares.com/us/products/239710/ishares-russell-2000-etf', 'https://www.ftserussell.com/products/indices/russell-us'],
  }),
  etf({
    ric: 'EFA.P', ticker: 'EFA', name: 'iShares MSCI EAFE ETF', region: 'North America', geography: 'US', etf_class: 'equity',
    price: 67.1, vol: 0.15, beta: 1.0, dy: 0.028, fee: 0.0032, esg: 7,
    theme: 'Developed markets ex US and Canada',
    objectives: 'Seeks to track the investment results of the MSCI EAFE Index of large and mid-cap developed-market equities outside the US and Canada.',
    holdings: [['NESN', 'Nestle SA'], ['ROG', 'Roche Holding AG'], ['HSBA', 'HSBC Holdings plc'], ['NOVN', 'Novartis AG'], ['7203', 'Toyota Motor Corp']],
    links: ['https://www.ishares.com/us/products/239623/ishares-msci-eafe-etf', 'https://www.msci.com/indexes/index/990300'],
  }),
  etf({
    ric: 'EEM.P', ticker: 'EEM', name: 'iShares MSCI Emerging Markets ETF', region: 'APAC', geography: 'US', etf_class: 'equity',
    price: 41.4, vol: 0.22, beta: 1.2, dy: 0.021, fee: 0.0068, esg: 4,
    theme: 'Emerging-market equity',
    objectives: 'Seeks to track the investment results of the MSCI Emerging Markets Index of large and mid-cap emerging-market equities.',
    holdings: [['2330', 'Taiwan Semiconductor Manufacturing Co'], ['0700', 'Tencent Holdings Ltd'], ['005930', 'Samsung Electronics Co Ltd'], ['0941', 'China Mobile Ltd'], ['NPN', 'Naspers Ltd']],
    links: ['https://www.ishares.com/us/products/239637/ishares-msci-emerging-markets-etf', 'https://www.msci.com/indexes/index/891800'],
  }),
  etf({
    ric: 'VGK.P', ticker: 'VGK', name: 'Vanguard FTSE Europe ETF', region: 'Europe', geography: 'US', etf_class: 'equity',
    price: 58.8, vol: 0.17, beta: 1.1, dy: 0.029, fee: 0.0008, esg: 8,
    theme: 'European developed-market equity',
    objectives: 'Seeks to track the performance of the FTSE Developed Europe All Cap Index, measuring European large, mid and small-cap stocks.',
    holdings: [['NESN', 'Nestle SA'], ['ROG', 'Roche Holding AG'], ['HSBA', 'HSBC Holdings plc'], ['NOVN', 'Novartis AG'], ['SAP', 'SAP SE']],
    links: ['https://investor.vanguard.com/investment-products/etfs/profile/vgk', 'https://www.ftserussell.com/products/indices/geis'],
  }),
  etf({
    ric: 'EWJ.P', ticker: 'EWJ', name: 'iShares MSCI Japan ETF', region: 'APAC', geography: 'JP', etf_class: 'equity',
    price: 12.1, vol: 0.18, beta: 0.9, dy: 0.015, fee: 0.005, esg: 7,
    theme: 'Japanese equity',
    objectives: 'Seeks to track the investment results of the MSCI Japan Index of large and mid-cap Japanese equities.',
    holdings: [['7203', 'Toyota Motor Corp'], ['8306', 'Mitsubishi UFJ Financial Group'], ['9984', 'SoftBank Group Corp'], ['6758', 'Sony Group Corp'], ['6861', 'Keyence Corp']],
    links: ['https://www.ishares.com/us/products/239665/ishares-msci-japan-etf', 'https://www.msci.com/indexes/index/935600'],
  }),
  etf({
    ric: 'EWZ.P', ticker: 'EWZ', name: 'iShares MSCI Brazil ETF', region: 'Latin America', geography: 'BR', etf_class: 'equity',
    price: 44.3, vol: 0.3, beta: 1.35, dy: 0.025, fee: 0.0059, esg: 4,
    theme: 'Brazilian equity',
    objectives: 'Seeks to track the investment results of the MSCI Brazil 25/50 Index of large and mid-cap Brazilian equities.',
    holdings: [['VALE3', 'Vale SA'], ['ITUB4', 'Itau Unibanco Holding SA'], ['PETR4', 'Petroleo Brasileiro SA'], ['ABEV3', 'Ambev SA'], ['BBDC4', 'Banco Bradesco SA']],
    links: ['https://www.ishares.com/us/products/239612/ishares-msci-brazil-etf', 'https://www.msci.com/indexes/index/702993'],
  }),
  etf({
    ric: 'GULF.O', ticker: 'GULF', name: 'WisdomTree Middle East Dividend Fund', region: 'Middle East', geography: 'US', etf_class: 'equity',
    price: 20.5, vol: 0.2, beta: 0.8, dy: 0.035, fee: 0.0088, esg: 3,
    theme: 'Gulf Cooperation Council dividend equity',
    objectives: 'Seeks to track the price and yield performance of dividend-paying companies in the Middle East, chiefly the Gulf Cooperation Council countries.',
    holdings: [['2010', 'Saudi Basic Industries Corp'], ['EAND', 'Emirates Telecommunications Group'], ['1120', 'Al Rajhi Bank'], ['EMAAR', 'Emaar Properties PJSC'], ['QNBK', 'Qatar National Bank']],
    links: ['https://www.wisdomtree.com/investments/etfs', 'https://www.wisdomtree.com/investments/index'],
  }),
  etf({
    ric: 'EZA.P', ticker: 'EZA', name: 'iShares MSCI South Africa ETF', region: 'Africa', geography: 'ZA', etf_class: 'equity',
    price: 62.4, vol: 0.25, beta: 1.2, dy: 0.022, fee: 0.0059, esg: 5,
    theme: 'South African equity',
    objectives: 'Seeks to track the investment results of the MSCI South Africa 25/50 Index of large and mid-cap South African equities.',
    holdings: [['NPN', 'Naspers Ltd'], ['MTN', 'MTN Group Ltd'], ['SOL', 'Sasol Ltd'], ['SBK', 'Standard Bank Group Ltd'], ['FSR', 'FirstRand Ltd']],
    links: ['https://www.ishares.com/us/products/239678/ishares-msci-south-africa-etf', 'https://www.msci.com/indexes/index/705407'],
  }),
  // ---- Bond ETFs ----
  etf({
    ric: 'AGG.P', ticker: 'AGG', name: 'iShares Core US Aggregate Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 106.2, vol: 0.04, beta: 0.02, dy: 0.024, fee: 0.0004, esg: 7,
    theme: 'US investment-grade core bonds',
    objectives: 'Seeks to track the investment results of the Bloomberg US Aggregate Bond Index of the total US investment-grade bond market.',
    holdings: [['T 2.75 11/15/23', 'US Treasury 2.75% 2023'], ['FNCL 3.5', 'Fannie Mae 30Y 3.5% MBS'], ['T 1.25 10/31/18', 'US Treasury 1.25% 2018'], ['G2SF 4', 'Ginnie Mae II 30Y 4% MBS'], ['T 3.75 11/15/43', 'US Treasury 3.75% 2043']],
    links: ['https://www.ishares.com/us/products/239458/ishares-core-total-us-bond-market-etf', 'https://www.bloomberg.com/professional/products/indices/'],
  }),
  etf({
    ric: 'TLT.O', ticker: 'TLT', name: 'iShares 20+ Year Treasury Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 101.9, vol: 0.13, beta: -0.2, dy: 0.034, fee: 0.0015, esg: 8,
    theme: 'Long-duration US Treasuries',
    objectives: 'Seeks to track the investment results of an index of US Treasury bonds with remaining maturities greater than twenty years.',
    holdings: [['T 3.75 11/15/43', 'US Treasury 3.75% 2043'], ['T 3.125 11/15/41', 'US Treasury 3.125% 2041'], ['T 2.875 05/15/43', 'US Treasury 2.875% 2043'], ['T 4.5 02/15/36', 'US Treasury 4.5% 2036'], ['T 3 05/15/42', 'US Treasury 3% 2042']],
    links: ['https://www.ishares.com/us/products/239454/ishares-20-year-treasury-bond-etf', 'https://www.ice.com/market-data/indices'],
  }),
  etf({
    ric: 'IEF.O', ticker: 'IEF', name: 'iShares 7-10 Year Treasury Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 98.3, vol: 0.06, beta: -0.1, dy: 0.021, fee: 0.0015, esg: 8,
    theme: 'Intermediate US Treasuries',
    objectives: 'Seeks to track the investment results of an index of US Treasury bonds with remaining maturities between seven and ten years.',
    holdings: [['T 2.75 11/15/23', 'US Treasury 2.75% 2023'], ['T 2.5 08/15/23', 'US Treasury 2.5% 2023'], ['T 1.75 05/15/23', 'US Treasury 1.75% 2023'], ['T 2 02/15/23', 'US Treasury 2% 2023'], ['T 1.625 11/15/22', 'US Treasury 1.625% 2022']],
    links: ['https://www.ishares.com/us/products/239456/ishares-710-year-treasury-bond-etf', 'https://www.ice.com/market-data/indices'],
  }),
  etf({
    ric: 'LQD.P', ticker: 'LQD', name: 'iShares iBoxx $ Investment Grade Corporate Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 113.1, vol: 0.07, beta: 0.1, dy: 0.039, fee: 0.0014, esg: 6,
    theme: 'US investment-grade corporate bonds',
    objectives: 'Seeks to track the investment results of the Markit iBoxx USD Liquid Investment Grade Index of US dollar investment-grade corporate bonds.',
    holdings: [['VZ 6.55 09/15/43', 'Verizon Communications 6.55% 2043'], ['AAPL 2.4 05/03/23', 'Apple Inc 2.4% 2023'], ['JPM 3.2 01/25/23', 'JPMorgan Chase 3.2% 2023'], ['T 5.35 09/01/40', 'AT&T Inc 5.35% 2040'], ['GE 6.875 01/10/39', 'General Electric 6.875% 2039']],
    links: ['https://www.ishares.com/us/products/239566/ishares-iboxx-investment-grade-corporate-bond-etf', 'https://www.spglobal.com/spdji/en/index-family/fixed-income/iboxx/'],
  }),
  etf({
    ric: 'HYG.P', ticker: 'HYG', name: 'iShares iBoxx $ High Yield Corporate Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 92.7, vol: 0.06, beta: 0.35, dy: 0.058, fee: 0.0049, esg: 4,
    theme: 'US high-yield corporate bonds',
    objectives: 'Seeks to track the investment results of the Markit iBoxx USD Liquid High Yield Index of US dollar high-yield corporate bonds.',
    holdings: [['F 4.75 01/15/43', 'Ford Motor Co 4.75% 2043'], ['NFLX 5.875 11/15/28', 'Netflix Inc 5.875% 2028'], ['S 9.125 03/01/17', 'Sprint Corp 9.125% 2017'], ['FDC 12.625 01/15/21', 'First Data Corp 12.625% 2021'], ['CZR 8.5 02/15/20', 'Caesars Entertainment 8.5% 2020']],
    links: ['https://www.ishares.com/us/products/239565/ishares-iboxx-high-yield-corporate-bond-etf', 'https://www.spglobal.com/spdji/en/index-family/fixed-income/iboxx/'],
  }),
  etf({
    ric: 'BNDX.O', ticker: 'BNDX', name: 'Vanguard Total International Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 50.1, vol: 0.04, beta: 0.0, dy: 0.02, fee: 0.0007, esg: 7,
    theme: 'Global ex-US investment-grade bonds, USD hedged',
    objectives: 'Seeks to track the Bloomberg Global Aggregate ex-USD Float Adjusted RIC Capped Index (USD Hedged) of non-US investment-grade bonds.',
    holdings: [['DBR 2.5 07/04/44', 'Bundesrepublik Deutschland 2.5% 2044'], ['JGB 0.6 12/20/23', 'Japan Government Bond 0.6% 2023'], ['FRTR 1.75 05/25/23', 'French Republic OAT 1.75% 2023'], ['UKT 2.25 09/07/23', 'UK Gilt 2.25% 2023'], ['BTPS 4.5 03/01/24', 'Italy BTP 4.5% 2024']],
    links: ['https://investor.vanguard.com/investment-products/etfs/profile/bndx', 'https://www.bloomberg.com/professional/products/indices/'],
  }),
  etf({
    ric: 'EMB.O', ticker: 'EMB', name: 'iShares J.P. Morgan USD Emerging Markets Bond ETF', region: 'North America', geography: 'US', etf_class: 'bond',
    price: 106.4, vol: 0.08, beta: 0.3, dy: 0.047, fee: 0.0039, esg: 4,
    theme: 'Emerging-market sovereign debt in US dollars',
    objectives: 'Seeks to track the investment results of the J.P. Morgan EMBI Global Core Index of US dollar sovereign and quasi-sovereign emerging-market bonds.',
    holdings: [['BRAZIL 4.25 01/07/25', 'Federative Republic of Brazil 4.25% 2025'], ['INDON 6.625 02/17/37', 'Republic of Indonesia 6.625% 2037'], ['TURKEY 7 06/05/20', 'Republic of Turkey 7% 2020'], ['MEX 4.75 03/08/44', 'United Mexican States 4.75% 2044'], ['PHILIP 7.75 01/14/31', 'Republic of the Philippines 7.75% 2031']],
    links: ['https://www.ishares.com/us/products/239572/ishares-jp-morgan-usd-emerging-markets-bond-etf', 'https://www.jpmorgan.com/insights/global-research/index-research'],
  }),
  // ---- Commodity ETFs ----
  etf({
    ric: 'GLD.P', ticker: 'GLD', name: 'SPDR Gold Shares', region: 'North America', geography: 'US', etf_class: 'commodity',
    price: 118.0, vol: 0.15, beta: 0.05, dy: 0, fee: 0.004, esg: 5,
    theme: 'Physical gold',
    objectives: 'Seeks to reflect the performance of the price of gold bullion, less the expenses of the trust.',
    holdings: [['XAU', 'Gold bullion, London Good Delivery bars']],
    links: ['https://www.spdrgoldshares.com/usa/', 'https://www.ssga.com/us/en/intermediary/etfs/spdr-gold-shares-gld'],
  }),
  etf({
    ric: 'SLV.P', ticker: 'SLV', name: 'iShares Silver Trust', region: 'North America', geography: 'US', etf_class: 'commodity',
    price: 19.1, vol: 0.25, beta: 0.3, dy: 0, fee: 0.005, esg: 4,
    theme: 'Physical silver',
    objectives: 'Seeks to reflect generally the performance of the price of silver, less the expenses of the trust.',
    holdings: [['XAG', 'Silver bullion, London Good Delivery bars']],
    links: ['https://www.ishares.com/us/products/239855/ishares-silver-trust-fund', 'https://www.lbma.org.uk/prices-and-data/precious-metal-prices'],
  }),
  etf({
    ric: 'USO.P', ticker: 'USO', name: 'United States Oil Fund LP', region: 'North America', geography: 'US', etf_class: 'commodity',
    price: 34.3, vol: 0.3, beta: 0.6, dy: 0, fee: 0.006, esg: 2,
    theme: 'WTI crude oil futures',
    objectives: 'Seeks daily changes in net asset value that reflect the daily changes of the spot price of West Texas Intermediate light, sweet crude oil.',
    holdings: [['CLG4', 'WTI Crude Oil Futures Feb'], ['CLH4', 'WTI Crude Oil Futures Mar'], ['CLJ4', 'WTI Crude Oil Futures Apr'], ['CLK4', 'WTI Crude Oil Futures May'], ['USD', 'Cash and Treasury bills']],
    links: ['https://www.uscfinvestments.com/uso', 'https://www.cmegroup.com/markets/energy/crude-oil/light-sweet-crude.html'],
  }),
  etf({
    ric: 'DBC.P', ticker: 'DBC', name: 'Invesco DB Commodity Index Tracking Fund', region: 'North America', geography: 'US', etf_class: 'commodity',
    price: 26.1, vol: 0.17, beta: 0.5, dy: 0, fee: 0.0085, esg: 3,
    theme: 'Diversified commodity futures',
    objectives: 'Seeks to track the DBIQ Optimum Yield Diversified Commodity Index Excess Return, a basket of energy, metals and agricultural futures.',
    holdings: [['CL', 'WTI Crude Oil Futures'], ['HO', 'NY Harbor ULSD Futures'], ['RB', 'RBOB Gasoline Futures'], ['GC', 'Gold Futures'], ['C', 'Corn Futures']],
    links: ['https://www.invesco.com/us/financial-products/etfs/product-detail?productId=ETF-DBC', 'https://index.db.com/'],
  }),
];
