/**
 * Bonds: government curves, corporates, and the held-to-maturity (HTM) and available-for-sale
 * (AFS) books. Names, coupons and dates are real or realistic; prices come from the curve model
 * (`anchor_price` 100 is a placeholder).
 *
 * Conventions per market (coupon frequency, day count):
 * - US Treasuries: semi-annual, ACT/ACT-ICMA.  US-dollar corporates and USD sovereign/agency
 *   global bonds (Brazil, Indonesia, JBIC, BNDES, Eskom, TVA): semi-annual, 30U/360.
 * - Euro governments (Bund/Bobl/Schatz, OAT, Bonos): annual, ACT/ACT-ICMA. Italian BTPs pay
 *   semi-annually in reality and do so here. EUR corporates (Siemens, Volkswagen, BASF, KfW):
 *   annual, ACT/ACT-ICMA.
 * - UK gilts: semi-annual ACT/ACT-ICMA; sterling corporates (Tesco) annual ACT/ACT-ICMA.
 * - JGBs: semi-annual ACT/365F. Australia, Canada: semi-annual ACT/ACT-ICMA (Canada's actual/365
 *   accrual with fixed coupons is closest to ICMA among the supported bases).
 * - Switzerland: annual; the real basis is 30E/360, mapped to 30U/360 (the nearest supported).
 * - India G-secs: semi-annual 30U/360 (30/360 in reality). South Africa SAGBs: semi-annual
 *   ACT/365F. Indonesia IDR FR series: semi-annual ACT/ACT-ICMA. China CGB/CDB: annual ACT/ACT-ICMA.
 *
 * Ticker: government curve bonds 'US10Y-2023' (country prefix, original tenor, maturity year, so
 * the spec's country sort works); corporates, HTM and AFS use the Bloomberg style
 * 'AAPL 2.4 05/03/23'. Ric: the CUSIP plus '=' for US/Canadian ISINs ('912828WE6='), else the
 * ISIN plus '='. ISINs carry a valid ISO 6166 check digit (and US/CA ones a valid CUSIP check).
 *
 * Volatility (annual, of the price) is indicative and grows with the original tenor:
 * 0.04 at 2 years to 0.15 at 30 years, plus 0.01 for BBB and 0.03 for BB credit.
 *
 * Coverage: maturities run from 2016 to 2056, issue dates from 2005 (a bond trades from its issue
 * date). On the epoch 2014-01-02, in late 2026 and on every 2 January / 1 July in between, each of
 * the four lists has live bonds in every remaining-maturity bucket 0-3y, 3-7y, 7-15y and 15y+, so
 * historical scenarios starting anywhere in 2015-2026 see a populated curve
 * (tests/domain/universe.test.ts checks it).
 */
import type { Region } from '../../enums';
import type { BondInstrument, Rating } from '../instrument';

type DayCount = BondInstrument['day_count'];
type Frequency = BondInstrument['coupon_frequency'];
type IssuerType = BondInstrument['issuer_type'];

/** Alpha-3 domicile to alpha-2 geography and region. */
const DOMICILE_INFO: Record<string, { geography: string; region: Region }> = {
  USA: { geography: 'US', region: 'North America' },
  CAN: { geography: 'CA', region: 'North America' },
  DEU: { geography: 'DE', region: 'Europe' },
  FRA: { geography: 'FR', region: 'Europe' },
  ITA: { geography: 'IT', region: 'Europe' },
  ESP: { geography: 'ES', region: 'Europe' },
  GBR: { geography: 'GB', region: 'Europe' },
  CHE: { geography: 'CH', region: 'Europe' },
  JPN: { geography: 'JP', region: 'APAC' },
  AUS: { geography: 'AU', region: 'APAC' },
  CHN: { geography: 'CN', region: 'APAC' },
  IDN: { geography: 'ID', region: 'APAC' },
  IND: { geography: 'IN', region: 'APAC' },
  BRA: { geography: 'BR', region: 'Latin America' },
  ZAF: { geography: 'ZA', region: 'Africa' },
};

function yearsBetween(fromIso: string, toIso: string): number {
  return (Date.parse(toIso) - Date.parse(fromIso)) / (365.25 * 86_400_000);
}

function bondVolatility(issue: string, maturity: string, rating: Rating): number {
  const years = Math.min(30, Math.max(2, yearsBetween(issue, maturity)));
  const base = 0.04 + (0.11 * (years - 2)) / 28;
  const credit = rating.startsWith('BBB') ? 0.01 : rating.startsWith('BB') ? 0.03 : rating.startsWith('B') ? 0.05 : 0;
  return Math.round((base + credit) * 1000) / 1000;
}

/** 'US912828WE61' -> '912828WE6=' (CUSIP) for US and Canadian ISINs, else 'DE0001102333='. */
function ricOf(isin: string): string {
  return isin.startsWith('US') || isin.startsWith('CA') ? `${isin.slice(2, 11)}=` : `${isin}=`;
}

function couponText(coupon: number): string {
  return String(Number(coupon.toFixed(3)));
}

interface BondRow {
  name: string;
  ticker: string;
  issuer: string;
  issuer_type: IssuerType;
  domicile: string;
  currency: string;
  rating: Rating;
  coupon: number;
  frequency: Frequency;
  day_count: DayCount;
  issue: string;
  maturity: string;
  isin: string;
}

function bond(resourcetype: BondInstrument['resourcetype'], r: BondRow): BondInstrument {
  const info = DOMICILE_INFO[r.domicile];
  if (!info) throw new Error(`no domicile info for ${r.domicile}`);
  return {
    ric: ricOf(r.isin),
    ticker: r.ticker,
    name: r.name,
    resourcetype,
    region: info.region,
    geography: info.geography,
    base_currency: r.currency,
    variable_currency: r.currency,
    volatility: bondVolatility(r.issue, r.maturity, r.rating),
    anchor_price: 100,
    issuer: r.issuer,
    issuer_type: r.issuer_type,
    domicile: r.domicile,
    rating: r.rating,
    coupon_pct: r.coupon,
    coupon_frequency: r.frequency,
    issue_date: r.issue,
    maturity_date: r.maturity,
    day_count: r.day_count,
    isin: r.isin,
  };
}

// ---------------------------------------------------------------------------------------------
// Government curves
// ---------------------------------------------------------------------------------------------

interface SovereignConvention {
  issuer: string;
  domicile: string;
  currency: string;
  rating: Rating;
  frequency: Frequency;
  day_count: DayCount;
  /** Display name prefix per original tenor (falls back to `name`). */
  name: string;
  names?: Partial<Record<string, string>>;
}

/** Keyed by the ticker prefix; the spec sorts bonds by it (US, DE, FR, IT, UK, GB, JP, AU). */
const SOVEREIGNS: Record<string, SovereignConvention> = {
  US: { issuer: 'United States Treasury', domicile: 'USA', currency: 'USD', rating: 'AA+', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'US Treasury' },
  DE: { issuer: 'Federal Republic of Germany', domicile: 'DEU', currency: 'EUR', rating: 'AAA', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'DE Bund', names: { '2Y': 'DE Schatz', '5Y': 'DE Bobl' } },
  FR: { issuer: 'French Republic', domicile: 'FRA', currency: 'EUR', rating: 'AA', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'FR OAT' },
  IT: { issuer: 'Republic of Italy', domicile: 'ITA', currency: 'EUR', rating: 'BBB', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'IT BTP' },
  UK: { issuer: 'United Kingdom (HM Treasury)', domicile: 'GBR', currency: 'GBP', rating: 'AAA', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'UK Gilt' },
  JP: { issuer: 'Japan (Ministry of Finance)', domicile: 'JPN', currency: 'JPY', rating: 'AA-', frequency: 2, day_count: 'ACT/365F', name: 'JP JGB' },
  AU: { issuer: 'Commonwealth of Australia', domicile: 'AUS', currency: 'AUD', rating: 'AAA', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'AU ACGB' },
  CA: { issuer: 'Government of Canada', domicile: 'CAN', currency: 'CAD', rating: 'AAA', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'CA Canada' },
  CH: { issuer: 'Swiss Confederation', domicile: 'CHE', currency: 'CHF', rating: 'AAA', frequency: 1, day_count: '30U/360', name: 'CH Swiss Conf' },
  ES: { issuer: 'Kingdom of Spain', domicile: 'ESP', currency: 'EUR', rating: 'BBB-', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'ES Bonos' },
};

/** A government bond: country prefix, original tenor label, coupon %, issue, maturity, ISIN. */
function govt(cc: keyof typeof SOVEREIGNS, tenor: string, coupon: number, issue: string, maturity: string, isin: string): BondInstrument {
  const s = SOVEREIGNS[cc];
  if (!s) throw new Error(`unknown sovereign ${cc}`);
  const year = maturity.slice(0, 4);
  return bond('GovtBond', {
    name: `${s.names?.[tenor] ?? s.name} ${couponText(coupon)}% ${year}`,
    ticker: `${cc}${tenor}-${year}`,
    issuer: s.issuer,
    issuer_type: 'GOV.',
    domicile: s.domicile,
    currency: s.currency,
    rating: s.rating,
    coupon,
    frequency: s.frequency,
    day_count: s.day_count,
    issue,
    maturity,
    isin,
  });
}

/** Government bonds, in the spec's country order (US, DE, FR, IT, UK, JP, AU) then CA, CH, ES; by maturity within a country. */
export const GOVT_BONDS: readonly BondInstrument[] = [
  // United States
  govt('US', '5Y', 2.0, '2011-01-31', '2016-01-31', 'US912828PS31'),
  govt('US', '2Y', 0.375, '2014-01-31', '2016-01-31', 'US912828B337'),
  govt('US', '5Y', 1.25, '2013-10-31', '2018-10-31', 'US912828WD88'),
  govt('US', '10Y', 3.625, '2011-02-15', '2021-02-15', 'US912828PX26'),
  govt('US', '10Y', 2.75, '2013-11-15', '2023-11-15', 'US912828WE61'),
  govt('US', '5Y', 2.875, '2018-11-30', '2023-11-30', 'US9128285P13'),
  govt('US', '10Y', 2.25, '2015-11-16', '2025-11-15', 'US912828M565'),
  govt('US', '10Y', 1.5, '2016-08-15', '2026-08-15', 'US9128282A70'),
  govt('US', '2Y', 3.5, '2025-10-31', '2027-10-31', 'US91282CPE56'),
  govt('US', '10Y', 2.375, '2019-05-15', '2029-05-15', 'US9128286T26'),
  govt('US', '5Y', 3.625, '2025-10-31', '2030-10-31', 'US91282CPF22'),
  govt('US', '10Y', 4.5, '2023-11-15', '2033-11-15', 'US91282CJJ18'),
  govt('US', '10Y', 4.25, '2024-11-15', '2034-11-15', 'US91282CLW90'),
  govt('US', '30Y', 4.5, '2006-02-15', '2036-02-15', 'US912810FT08'),
  govt('US', '30Y', 3.75, '2013-11-15', '2043-11-15', 'US912810RD28'),
  govt('US', '30Y', 1.375, '2020-08-17', '2050-08-15', 'US912810SP49'),
  govt('US', '30Y', 4.75, '2025-05-15', '2055-05-15', 'US912810UF39'),
  // Germany
  govt('DE', '10Y', 3.5, '2005-07-01', '2016-01-04', 'DE0001135291'),
  govt('DE', '2Y', 0.25, '2014-03-11', '2016-03-11', 'DE0001141687'),
  govt('DE', '5Y', 1.0, '2013-09-06', '2018-10-12', 'DE0001141901'),
  govt('DE', '10Y', 2.0, '2013-07-12', '2023-08-15', 'DE0001102333'),
  govt('DE', '2Y', 2.0, '2025-09-16', '2027-09-16', 'DE0001103539'),
  govt('DE', '5Y', 2.2, '2025-10-10', '2030-10-10', 'DE0001103646'),
  govt('DE', '10Y', 0.0, '2021-01-13', '2031-02-15', 'DE0001102390'),
  govt('DE', '10Y', 2.6, '2025-06-11', '2035-08-15', 'DE0001103653'),
  govt('DE', '30Y', 4.75, '2008-01-30', '2040-07-04', 'DE0001135382'),
  govt('DE', '30Y', 2.5, '2012-04-25', '2044-07-04', 'DE0001135374'),
  govt('DE', '30Y', 2.9, '2025-06-18', '2056-08-15', 'DE0001102325'),
  // France
  govt('FR', '10Y', 3.25, '2005-10-04', '2016-04-25', 'FR0010288357'),
  govt('FR', '10Y', 1.75, '2013-01-15', '2023-05-25', 'FR0011409978'),
  govt('FR', '10Y', 3.0, '2024-01-23', '2034-11-25', 'FR0011872001'),
  govt('FR', '30Y', 3.25, '2013-04-10', '2045-05-25', 'FR0011395011'),
  // Italy
  govt('IT', '5Y', 3.75, '2011-08-01', '2016-08-01', 'IT0004719487'),
  govt('IT', '10Y', 4.5, '2013-09-01', '2024-03-01', 'IT0004953417'),
  govt('IT', '5Y', 2.7, '2025-10-01', '2030-10-01', 'IT0005652810'),
  govt('IT', '10Y', 3.85, '2024-02-01', '2034-07-01', 'IT0005584781'),
  govt('IT', '30Y', 4.75, '2013-10-01', '2044-09-01', 'IT0004998594'),
  // United Kingdom
  govt('UK', '5Y', 2.0, '2010-10-15', '2016-01-22', 'GB00B3QCG246'),
  govt('UK', '5Y', 1.25, '2013-05-03', '2018-07-22', 'GB00B8KP6M44'),
  govt('UK', '10Y', 2.25, '2013-07-19', '2023-09-07', 'GB00B7Z53659'),
  govt('UK', '2Y', 4.125, '2025-07-22', '2027-07-22', 'GB00BPCJD880'),
  govt('UK', '5Y', 4.375, '2025-03-07', '2030-03-07', 'GB00BQC4R999'),
  govt('UK', '10Y', 4.5, '2024-09-06', '2035-03-07', 'GB00BSQNRD01'),
  govt('UK', '30Y', 4.25, '2005-05-27', '2036-03-07', 'GB00B0V3WX43'),
  govt('UK', '30Y', 3.25, '2012-01-27', '2044-01-22', 'GB00B84Z9V04'),
  govt('UK', '30Y', 4.375, '2023-06-16', '2054-07-31', 'GB00BLPK7Y61'),
  // Japan
  govt('JP', '2Y', 0.1, '2014-01-15', '2016-01-15', 'JP1102337142'),
  govt('JP', '5Y', 0.2, '2013-12-20', '2018-12-20', 'JP110511DC26'),
  govt('JP', '10Y', 0.6, '2013-12-03', '2023-12-20', 'JP110332AE16'),
  govt('JP', '10Y', 0.1, '2016-12-05', '2026-12-20', 'JP110345AGC3'),
  govt('JP', '2Y', 0.9, '2025-11-04', '2027-11-01', 'JP110145AQB8'),
  govt('JP', '20Y', 2.1, '2009-12-21', '2029-12-20', 'JP120113A9C4'),
  govt('JP', '5Y', 1.2, '2025-09-19', '2030-09-20', 'JP110518AP92'),
  govt('JP', '10Y', 1.7, '2025-10-06', '2035-09-20', 'JP110380AP71'),
  govt('JP', '30Y', 1.8, '2013-10-08', '2043-09-20', 'JP130040AD91'),
  govt('JP', '30Y', 3.2, '2025-10-14', '2055-09-20', 'JP130078AP35'),
  // Australia
  govt('AU', '12Y', 3.25, '2013-03-15', '2025-04-21', 'AU3TB0000143'),
  govt('AU', '10Y', 4.25, '2015-01-23', '2026-04-21', 'AU3TB0000176'),
  govt('AU', '15Y', 4.75, '2011-05-20', '2027-04-21', 'AU3TB0000192'),
  govt('AU', '20Y', 3.25, '2018-06-05', '2039-06-21', 'AU3TB0000168'),
  // Canada
  govt('CA', '10Y', 2.5, '2013-08-02', '2024-06-01', 'CA135087A610'),
  govt('CA', '10Y', 3.25, '2024-05-03', '2034-12-01', 'CA135087Q988'),
  govt('CA', '30Y', 3.5, '2011-02-04', '2045-12-01', 'CA135087B451'),
  // Switzerland
  govt('CH', '20Y', 2.25, '2011-06-22', '2031-06-22', 'CH0127181169'),
  govt('CH', '30Y', 1.5, '2012-04-30', '2042-04-30', 'CH0015922989'),
  // Spain
  govt('ES', '10Y', 5.4, '2013-01-15', '2023-01-31', 'ES00000123U9'),
  govt('ES', '10Y', 3.45, '2024-02-06', '2034-10-31', 'ES00000128N3'),
  govt('ES', '30Y', 4.2, '2005-01-25', '2037-01-31', 'ES00000121G2'),
];

// ---------------------------------------------------------------------------------------------
// Corporates
// ---------------------------------------------------------------------------------------------

const USD_CORP = { currency: 'USD', frequency: 2, day_count: '30U/360', issuer_type: 'CORP.' } as const;
const EUR_CORP = { currency: 'EUR', frequency: 1, day_count: 'ACT/ACT-ICMA', issuer_type: 'CORP.' } as const;

export const CORPORATE_BONDS: readonly BondInstrument[] = [
  bond('CorporateBond', { ...USD_CORP, name: 'Toyota Motor Credit 2% 2016', ticker: 'TOYOTA 2 09/15/16', issuer: 'Toyota Motor Credit Corp', domicile: 'JPN', rating: 'AA-', coupon: 2.0, issue: '2013-09-15', maturity: '2016-09-15', isin: 'US89233P5S11' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Walmart 1.125% 2018', ticker: 'WMT 1.125 04/11/18', issuer: 'Wal-Mart Stores Inc', domicile: 'USA', rating: 'AA', coupon: 1.125, issue: '2013-04-11', maturity: '2018-04-11', isin: 'US931142DH37' }),
  bond('CorporateBond', { ...USD_CORP, name: 'GE Capital 5.5% 2020', ticker: 'GE 5.5 01/08/20', issuer: 'General Electric Capital Corp', domicile: 'USA', rating: 'AA+', coupon: 5.5, issue: '2010-01-08', maturity: '2020-01-08', isin: 'US36962G4J02' }),
  bond('CorporateBond', { ...USD_CORP, name: 'HSBC Holdings 5.1% 2021', ticker: 'HSBC 5.1 04/05/21', issuer: 'HSBC Holdings plc', domicile: 'GBR', rating: 'A+', coupon: 5.1, issue: '2011-04-05', maturity: '2021-04-05', isin: 'US404280AJ87' }),
  bond('CorporateBond', { ...USD_CORP, name: 'JPMorgan Chase 3.2% 2023', ticker: 'JPM 3.2 01/25/23', issuer: 'JPMorgan Chase & Co', domicile: 'USA', rating: 'A', coupon: 3.2, issue: '2013-01-25', maturity: '2023-01-25', isin: 'US46625HJH49' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Apple Inc 2.4% 2023', ticker: 'AAPL 2.4 05/03/23', issuer: 'Apple Inc', domicile: 'USA', rating: 'AA+', coupon: 2.4, issue: '2013-05-03', maturity: '2023-05-03', isin: 'US037833AK68' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Apple Inc 3.25% 2026', ticker: 'AAPL 3.25 02/23/26', issuer: 'Apple Inc', domicile: 'USA', rating: 'AA+', coupon: 3.25, issue: '2016-02-23', maturity: '2026-02-23', isin: 'US037833BY53' }),
  bond('CorporateBond', { ...EUR_CORP, name: 'Siemens Finance 2.875% 2028', ticker: 'SIEGR 2.875 03/10/28', issuer: 'Siemens Financieringsmaatschappij NV', domicile: 'DEU', rating: 'A+', coupon: 2.875, issue: '2013-03-10', maturity: '2028-03-10', isin: 'XS0906394043' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Netflix Inc 5.875% 2028', ticker: 'NFLX 5.875 11/15/28', issuer: 'Netflix Inc', domicile: 'USA', rating: 'BB-', coupon: 5.875, issue: '2018-10-26', maturity: '2028-11-15', isin: 'US64110LAT35' }),
  bond('CorporateBond', { ...EUR_CORP, name: 'Volkswagen Intl 3.25% 2030', ticker: 'VW 3.25 11/18/30', issuer: 'Volkswagen International Finance NV', domicile: 'DEU', rating: 'BBB+', coupon: 3.25, issue: '2018-11-18', maturity: '2030-11-18', isin: 'XS1910948675' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Ford Motor Credit 6.1% 2032', ticker: 'F 6.1 08/19/32', issuer: 'Ford Motor Credit Co LLC', domicile: 'USA', rating: 'BB+', coupon: 6.1, issue: '2022-08-19', maturity: '2032-08-19', isin: 'US345397C353' }),
  bond('CorporateBond', { ...USD_CORP, name: 'JPMorgan Chase 5.35% 2034', ticker: 'JPM 5.35 06/01/34', issuer: 'JPMorgan Chase & Co', domicile: 'USA', rating: 'A-', coupon: 5.35, issue: '2023-06-01', maturity: '2034-06-01', isin: 'US46647PDM59' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Johnson & Johnson 3.55% 2036', ticker: 'JNJ 3.55 03/01/36', issuer: 'Johnson & Johnson', domicile: 'USA', rating: 'AAA', coupon: 3.55, issue: '2016-03-01', maturity: '2036-03-01', isin: 'US478160BU72' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Petrobras Intl 6.875% 2040', ticker: 'PETBRA 6.875 01/20/40', issuer: 'Petrobras International Finance Co', domicile: 'BRA', rating: 'BB', coupon: 6.875, issue: '2009-01-20', maturity: '2040-01-20', isin: 'US71645WAQ42' }),
  bond('CorporateBond', { ...USD_CORP, name: 'AT&T Inc 5.35% 2040', ticker: 'T 5.35 09/01/40', issuer: 'AT&T Inc', domicile: 'USA', rating: 'BBB', coupon: 5.35, issue: '2010-08-13', maturity: '2040-09-01', isin: 'US00206RAR30' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Microsoft Corp 3.5% 2042', ticker: 'MSFT 3.5 11/15/42', issuer: 'Microsoft Corp', domicile: 'USA', rating: 'AAA', coupon: 3.5, issue: '2012-11-07', maturity: '2042-11-15', isin: 'US594918AT18' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Ford Motor Co 4.75% 2043', ticker: 'F 4.75 01/15/43', issuer: 'Ford Motor Co', domicile: 'USA', rating: 'BB+', coupon: 4.75, issue: '2013-01-08', maturity: '2043-01-15', isin: 'US345370CN85' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Vodafone Group 4.375% 2043', ticker: 'VOD 4.375 02/19/43', issuer: 'Vodafone Group plc', domicile: 'GBR', rating: 'BBB+', coupon: 4.375, issue: '2013-02-19', maturity: '2043-02-19', isin: 'US92857WBA71' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Shell Intl Finance 4.55% 2043', ticker: 'SHELL 4.55 08/12/43', issuer: 'Shell International Finance BV', domicile: 'GBR', rating: 'AA', coupon: 4.55, issue: '2013-08-12', maturity: '2043-08-12', isin: 'US822582AY86' }),
  bond('CorporateBond', { ...USD_CORP, name: 'Apple Inc 4.85% 2053', ticker: 'AAPL 4.85 05/10/53', issuer: 'Apple Inc', domicile: 'USA', rating: 'AA+', coupon: 4.85, issue: '2023-05-10', maturity: '2053-05-10', isin: 'US037833ET32' }),
];

// ---------------------------------------------------------------------------------------------
// Held-to-maturity and available-for-sale books (issuer types GOV., AGN., CORP.; domiciles
// BRA, CHN, DEU, GBR, IDN, IND, JPN, USA, ZAF — each list covers all nine)
// ---------------------------------------------------------------------------------------------

const UST = { currency: 'USD', frequency: 2, day_count: 'ACT/ACT-ICMA', issuer: 'United States Treasury', issuer_type: 'GOV.', domicile: 'USA', rating: 'AA+' } as const;
const USD_GLOBAL = { currency: 'USD', frequency: 2, day_count: '30U/360' } as const;

export const HTM_BONDS: readonly BondInstrument[] = [
  bond('HTMBond', { ...USD_GLOBAL, name: 'BNDES 5.5% 2020', ticker: 'BNDES 5.5 07/12/20', issuer: 'Banco Nacional de Desenvolvimento Economico e Social', issuer_type: 'AGN.', domicile: 'BRA', rating: 'BBB-', coupon: 5.5, issue: '2010-07-12', maturity: '2020-07-12', isin: 'US05541VAD82' }),
  bond('HTMBond', { currency: 'EUR', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'KfW 1.25% 2016', ticker: 'KFW 1.25 10/17/16', issuer: 'KfW', issuer_type: 'AGN.', domicile: 'DEU', rating: 'AAA', coupon: 1.25, issue: '2013-10-17', maturity: '2016-10-17', isin: 'DE000A1R07V3' }),
  bond('HTMBond', { currency: 'EUR', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'DE Bund 4.25% 2018', ticker: 'DBR 4.25 07/04/18', issuer: 'Federal Republic of Germany', issuer_type: 'GOV.', domicile: 'DEU', rating: 'AAA', coupon: 4.25, issue: '2008-01-18', maturity: '2018-07-04', isin: 'DE0001135366' }),
  bond('HTMBond', { ...USD_GLOBAL, name: 'Eskom Holdings 5.75% 2021', ticker: 'ESKOM 5.75 01/26/21', issuer: 'Eskom Holdings SOC Ltd', issuer_type: 'AGN.', domicile: 'ZAF', rating: 'BB+', coupon: 5.75, issue: '2011-01-26', maturity: '2021-01-26', isin: 'XS0579851949' }),
  bond('HTMBond', { currency: 'INR', frequency: 2, day_count: '30U/360', name: 'India GS 8.83% 2023', ticker: 'IGB 8.83 11/25/23', issuer: 'Government of India', issuer_type: 'GOV.', domicile: 'IND', rating: 'BBB-', coupon: 8.83, issue: '2013-11-25', maturity: '2023-11-25', isin: 'IN0020130061' }),
  bond('HTMBond', { ...USD_GLOBAL, name: 'Microsoft Corp 2.4% 2026', ticker: 'MSFT 2.4 08/08/26', issuer: 'Microsoft Corp', issuer_type: 'CORP.', domicile: 'USA', rating: 'AAA', coupon: 2.4, issue: '2016-08-08', maturity: '2026-08-08', isin: 'US594918BR43' }),
  bond('HTMBond', { currency: 'GBP', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'UK Gilt 4.25% 2027', ticker: 'UKT 4.25 12/07/27', issuer: 'United Kingdom (HM Treasury)', issuer_type: 'GOV.', domicile: 'GBR', rating: 'AAA', coupon: 4.25, issue: '2006-09-15', maturity: '2027-12-07', isin: 'GB00B16NNR78' }),
  bond('HTMBond', { currency: 'GBP', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'Tesco plc 6.125% 2029', ticker: 'TSCO 6.125 02/24/29', issuer: 'Tesco plc', issuer_type: 'CORP.', domicile: 'GBR', rating: 'BBB', coupon: 6.125, issue: '2009-02-24', maturity: '2029-02-24', isin: 'XS0414345974' }),
  bond('HTMBond', { currency: 'CNY', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'China Dev Bank 3.68% 2030', ticker: 'SDBC 3.68 02/26/30', issuer: 'China Development Bank', issuer_type: 'AGN.', domicile: 'CHN', rating: 'A+', coupon: 3.68, issue: '2020-02-26', maturity: '2030-02-26', isin: 'CND10002LL15' }),
  bond('HTMBond', { currency: 'JPY', frequency: 2, day_count: 'ACT/365F', name: 'JP JGB 1.8% 2032', ticker: 'JGB 1.8 12/20/32', issuer: 'Japan (Ministry of Finance)', issuer_type: 'GOV.', domicile: 'JPN', rating: 'AA-', coupon: 1.8, issue: '2012-12-20', maturity: '2032-12-20', isin: 'JP120143AC81' }),
  bond('HTMBond', { currency: 'IDR', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'Indonesia FR68 8.375% 2034', ticker: 'INDOGB 8.375 03/15/34', issuer: 'Republic of Indonesia', issuer_type: 'GOV.', domicile: 'IDN', rating: 'BB+', coupon: 8.375, issue: '2013-08-01', maturity: '2034-03-15', isin: 'IDG000010406' }),
  bond('HTMBond', { ...USD_GLOBAL, name: 'TVA 5.25% 2039', ticker: 'TVA 5.25 09/15/39', issuer: 'Tennessee Valley Authority', issuer_type: 'AGN.', domicile: 'USA', rating: 'AA+', coupon: 5.25, issue: '2009-09-15', maturity: '2039-09-15', isin: 'US880591EJ70' }),
  bond('HTMBond', { ...UST, name: 'US Treasury 3.125% 2041', ticker: 'T 3.125 11/15/41', coupon: 3.125, issue: '2011-11-15', maturity: '2041-11-15', isin: 'US912810QT88' }),
  bond('HTMBond', { ...UST, name: 'US Treasury 4.625% 2054', ticker: 'T 4.625 05/15/54', coupon: 4.625, issue: '2024-05-15', maturity: '2054-05-15', isin: 'US912810TZ12' }),
];

export const AFS_BONDS: readonly BondInstrument[] = [
  bond('AFSBond', { ...USD_GLOBAL, name: 'JBIC 2.25% 2016', ticker: 'JBIC 2.25 07/13/16', issuer: 'Japan Bank for International Cooperation', issuer_type: 'AGN.', domicile: 'JPN', rating: 'AA-', coupon: 2.25, issue: '2011-07-13', maturity: '2016-07-13', isin: 'US471048AS70' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Fannie Mae 1.875% 2018', ticker: 'FNMA 1.875 09/18/18', issuer: 'Federal National Mortgage Association', issuer_type: 'AGN.', domicile: 'USA', rating: 'AA+', coupon: 1.875, issue: '2013-09-18', maturity: '2018-09-18', isin: 'US3135G0YM90' }),
  bond('AFSBond', { currency: 'CNY', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'China CGB 3.41% 2020', ticker: 'CGB 3.41 06/24/20', issuer: "People's Republic of China", issuer_type: 'GOV.', domicile: 'CHN', rating: 'AA-', coupon: 3.41, issue: '2010-06-24', maturity: '2020-06-24', isin: 'CND10000GM62' }),
  bond('AFSBond', { currency: 'EUR', frequency: 1, day_count: 'ACT/ACT-ICMA', name: 'BASF SE 2% 2022', ticker: 'BASGR 2 12/05/22', issuer: 'BASF SE', issuer_type: 'CORP.', domicile: 'DEU', rating: 'A', coupon: 2.0, issue: '2012-12-05', maturity: '2022-12-05', isin: 'DE000A1R0XG3' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Brazil 4.25% 2025', ticker: 'BRAZIL 4.25 01/07/25', issuer: 'Federative Republic of Brazil', issuer_type: 'GOV.', domicile: 'BRA', rating: 'BBB-', coupon: 4.25, issue: '2013-01-07', maturity: '2025-01-07', isin: 'US105756BV13' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Petrobras Global 7.375% 2027', ticker: 'PETBRA 7.375 01/17/27', issuer: 'Petrobras Global Finance BV', issuer_type: 'CORP.', domicile: 'BRA', rating: 'BB', coupon: 7.375, issue: '2017-01-17', maturity: '2027-01-17', isin: 'US71647NAS80' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Sasol Financing 6.5% 2028', ticker: 'SOLSJ 6.5 09/27/28', issuer: 'Sasol Financing USA LLC', issuer_type: 'CORP.', domicile: 'ZAF', rating: 'BB', coupon: 6.5, issue: '2018-09-27', maturity: '2028-09-27', isin: 'US80386WAC91' }),
  bond('AFSBond', { currency: 'ZAR', frequency: 2, day_count: 'ACT/365F', name: 'South Africa R2030 8% 2030', ticker: 'SAGB 8 01/31/30', issuer: 'Republic of South Africa', issuer_type: 'GOV.', domicile: 'ZAF', rating: 'BBB', coupon: 8.0, issue: '2013-07-31', maturity: '2030-01-31', isin: 'ZAG000106998' }),
  bond('AFSBond', { currency: 'INR', frequency: 2, day_count: '30U/360', name: 'India GS 7.18% 2033', ticker: 'IGB 7.18 07/24/33', issuer: 'Government of India', issuer_type: 'GOV.', domicile: 'IND', rating: 'BBB-', coupon: 7.18, issue: '2023-07-24', maturity: '2033-07-24', isin: 'IN0020230028' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Indonesia 6.625% 2037', ticker: 'INDON 6.625 02/17/37', issuer: 'Republic of Indonesia', issuer_type: 'GOV.', domicile: 'IDN', rating: 'BB+', coupon: 6.625, issue: '2007-02-17', maturity: '2037-02-17', isin: 'US715638AP79' }),
  bond('AFSBond', { ...USD_GLOBAL, name: 'Apple Inc 3.85% 2043', ticker: 'AAPL 3.85 05/04/43', issuer: 'Apple Inc', issuer_type: 'CORP.', domicile: 'USA', rating: 'AA+', coupon: 3.85, issue: '2013-05-03', maturity: '2043-05-04', isin: 'US037833AL42' }),
  bond('AFSBond', { currency: 'GBP', frequency: 2, day_count: 'ACT/ACT-ICMA', name: 'UK Gilt 4.25% 2046', ticker: 'UKT 4.25 12/07/46', issuer: 'United Kingdom (HM Treasury)', issuer_type: 'GOV.', domicile: 'GBR', rating: 'AAA', coupon: 4.25, issue: '2006-05-26', maturity: '2046-12-07', isin: 'GB00B128DP45' }),
];
