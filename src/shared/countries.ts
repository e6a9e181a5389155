/**
 * The country list of spec §3 ("Country list entry: German name, iso, iso2, priority"): every ISO
 * 3166-1 country, with its German name, alpha-3 (`iso`, what orders and accounts store) and alpha-2
 * code. Germany, Luxembourg, Austria, Poland, Switzerland and Spain have priority 1 and come first;
 * the list is sorted by priority, then German name. Used by the server's buyer validation and the
 * browser's country select (German names, also in English: the spec names only German ones).
 * Names are CLDR's German region names (Intl.DisplayNames 'de'), written out so both sides agree.
 * An English shopper sees the English names (countryName: CLDR's, Intl.DisplayNames 'en').
 */
export interface Country {
  /** German name. */
  name: string;
  /** ISO 3166-1 alpha-3. */
  iso: string;
  /** ISO 3166-1 alpha-2. */
  iso2: string;
  /** 1: the shop's main markets, listed first; 2: every other country. */
  priority: 1 | 2;
}

const ROWS: readonly (readonly [name: string, iso: string, iso2: string, priority: 1 | 2])[] = [
  ['Deutschland', 'DEU', 'DE', 1],
  ['Luxemburg', 'LUX', 'LU', 1],
  ['Österreich', 'AUT', 'AT', 1],
  ['Polen', 'POL', 'PL', 1],
  ['Schweiz', 'CHE', 'CH', 1],
  ['Spanien', 'ESP', 'ES', 1],
  ['Afghanistan', 'AFG', 'AF', 2],
  ['Ägypten', 'EGY', 'EG', 2],
  ['Ålandinseln', 'ALA', 'AX', 2],
  ['Albanien', 'ALB', 'AL', 2],
  ['Algerien', 'DZA', 'DZ', 2],
  ['Amerikanisch-Samoa', 'ASM', 'AS', 2],
  ['Amerikanische Jungferninseln', 'VIR', 'VI', 2],
  ['Amerikanische Überseeinseln', 'UMI', 'UM', 2],
  ['Andorra', 'AND', 'AD', 2],
  ['Angola', 'AGO', 'AO', 2],
  ['Anguilla', 'AIA', 'AI', 2],
  ['Antarktis', 'ATA', 'AQ', 2],
  ['Antigua und Barbuda', 'ATG', 'AG', 2],
  ['Äquatorialguinea', 'GNQ', 'GQ', 2],
  ['Argentinien', 'ARG', 'AR', 2],
  ['Armenien', 'ARM', 'AM', 2],
  ['Aruba', 'ABW', 'AW', 2],
  ['Aserbaidschan', 'AZE', 'AZ', 2],
  ['Äthiopien', 'ETH', 'ET', 2],
  ['Australien', 'AUS', 'AU', 2],
  ['Bahamas', 'BHS', 'BS', 2],
  ['Bahrain', 'BHR', 'BH', 2],
  ['Bangladesch', 'BGD', 'BD', 2],
  ['Barbados', 'BRB', 'BB', 2],
  ['Belarus', 'BLR', 'BY', 2],
  ['Belgien', 'BEL', 'BE', 2],
  ['Belize', 'BLZ', 'BZ', 2],
  ['Benin', 'BEN', 'BJ', 2],
  ['Bermuda', 'BMU', 'BM', 2],
  ['Bhutan', 'BTN', 'BT', 2],
  ['Bolivien', 'BOL', 'BO', 2],
  ['Bosnien und Herzegowina', 'BIH', 'BA', 2],
  ['Botsuana', 'BWA', 'BW', 2],
  ['Bouvetinsel', 'BVT', 'BV', 2],
  ['Brasilien', 'BRA', 'BR', 2],
  ['Britische Jungferninseln', 'VGB', 'VG', 2],
  ['Britisches Territorium im Indischen Ozean', 'IOT', 'IO', 2],
  ['Brunei Darussalam', 'BRN', 'BN', 2],
  ['Bulgarien', 'BGR', 'BG', 2],
  ['Burkina Faso', 'BFA', 'BF', 2],
  ['Burundi', 'BDI', 'BI', 2],
  ['Cabo Verde', 'CPV', 'CV', 2],
  ['Chile', 'CHL', 'CL', 2],
  ['China', 'CHN', 'CN', 2],
  ['Cookinseln', 'COK', 'CK', 2],
  ['Costa Rica', 'CRI', 'CR', 2],
  ['Côte d’Ivoire', 'CIV', 'CI', 2],
  ['Curaçao', 'CUW', 'CW', 2],
  ['Dänemark', 'DNK', 'DK', 2],
  ['Dominica', 'DMA', 'DM', 2],
  ['Dominikanische Republik', 'DOM', 'DO', 2],
  ['Dschibuti', 'DJI', 'DJ', 2],
  ['Ecuador', 'ECU', 'EC', 2],
  ['El Salvador', 'SLV', 'SV', 2],
  ['Eritrea', 'ERI', 'ER', 2],
  ['Estland', 'EST', 'EE', 2],
  ['Eswatini', 'SWZ', 'SZ', 2],
  ['Falklandinseln', 'FLK', 'FK', 2],
  ['Färöer', 'FRO', 'FO', 2],
  ['Fidschi', 'FJI', 'FJ', 2],
  ['Finnland', 'FIN', 'FI', 2],
  ['Frankreich', 'FRA', 'FR', 2],
  ['Französisch-Guayana', 'GUF', 'GF', 2],
  ['Französisch-Polynesien', 'PYF', 'PF', 2],
  ['Französische Süd- und Antarktisgebiete', 'ATF', 'TF', 2],
  ['Gabun', 'GAB', 'GA', 2],
  ['Gambia', 'GMB', 'GM', 2],
  ['Georgien', 'GEO', 'GE', 2],
  ['Ghana', 'GHA', 'GH', 2],
  ['Gibraltar', 'GIB', 'GI', 2],
  ['Grenada', 'GRD', 'GD', 2],
  ['Griechenland', 'GRC', 'GR', 2],
  ['Grönland', 'GRL', 'GL', 2],
  ['Guadeloupe', 'GLP', 'GP', 2],
  ['Guam', 'GUM', 'GU', 2],
  ['Guatemala', 'GTM', 'GT', 2],
  ['Guernsey', 'GGY', 'GG', 2],
  ['Guinea', 'GIN', 'GN', 2],
  ['Guinea-Bissau', 'GNB', 'GW', 2],
  ['Guyana', 'GUY', 'GY', 2],
  ['Haiti', 'HTI', 'HT', 2],
  ['Heard und McDonaldinseln', 'HMD', 'HM', 2],
  ['Honduras', 'HND', 'HN', 2],
  ['Indien', 'IND', 'IN', 2],
  ['Indonesien', 'IDN', 'ID', 2],
  ['Irak', 'IRQ', 'IQ', 2],
  ['Iran', 'IRN', 'IR', 2],
  ['Irland', 'IRL', 'IE', 2],
  ['Island', 'ISL', 'IS', 2],
  ['Isle of Man', 'IMN', 'IM', 2],
  ['Israel', 'ISR', 'IL', 2],
  ['Italien', 'ITA', 'IT', 2],
  ['Jamaika', 'JAM', 'JM', 2],
  ['Japan', 'JPN', 'JP', 2],
  ['Jemen', 'YEM', 'YE', 2],
  ['Jersey', 'JEY', 'JE', 2],
  ['Jordanien', 'JOR', 'JO', 2],
  ['Kaimaninseln', 'CYM', 'KY', 2],
  ['Kambodscha', 'KHM', 'KH', 2],
  ['Kamerun', 'CMR', 'CM', 2],
  ['Kanada', 'CAN', 'CA', 2],
  ['Karibische Niederlande', 'BES', 'BQ', 2],
  ['Kasachstan', 'KAZ', 'KZ', 2],
  ['Katar', 'QAT', 'QA', 2],
  ['Kenia', 'KEN', 'KE', 2],
  ['Kirgisistan', 'KGZ', 'KG', 2],
  ['Kiribati', 'KIR', 'KI', 2],
  ['Kokosinseln', 'CCK', 'CC', 2],
  ['Kolumbien', 'COL', 'CO', 2],
  ['Komoren', 'COM', 'KM', 2],
  ['Kongo-Brazzaville', 'COG', 'CG', 2],
  ['Kongo-Kinshasa', 'COD', 'CD', 2],
  ['Kroatien', 'HRV', 'HR', 2],
  ['Kuba', 'CUB', 'CU', 2],
  ['Kuwait', 'KWT', 'KW', 2],
  ['Laos', 'LAO', 'LA', 2],
  ['Lesotho', 'LSO', 'LS', 2],
  ['Lettland', 'LVA', 'LV', 2],
  ['Libanon', 'LBN', 'LB', 2],
  ['Liberia', 'LBR', 'LR', 2],
  ['Libyen', 'LBY', 'LY', 2],
  ['Liechtenstein', 'LIE', 'LI', 2],
  ['Litauen', 'LTU', 'LT', 2],
  ['Madagaskar', 'MDG', 'MG', 2],
  ['Malawi', 'MWI', 'MW', 2],
  ['Malaysia', 'MYS', 'MY', 2],
  ['Malediven', 'MDV', 'MV', 2],
  ['Mali', 'MLI', 'ML', 2],
  ['Malta', 'MLT', 'MT', 2],
  ['Marokko', 'MAR', 'MA', 2],
  ['Marshallinseln', 'MHL', 'MH', 2],
  ['Martinique', 'MTQ', 'MQ', 2],
  ['Mauretanien', 'MRT', 'MR', 2],
  ['Mauritius', 'MUS', 'MU', 2],
  ['Mayotte', 'MYT', 'YT', 2],
  ['Mexiko', 'MEX', 'MX', 2],
  ['Mikronesien', 'FSM', 'FM', 2],
  ['Monaco', 'MCO', 'MC', 2],
  ['Mongolei', 'MNG', 'MN', 2],
  ['Montenegro', 'MNE', 'ME', 2],
  ['Montserrat', 'MSR', 'MS', 2],
  ['Mosambik', 'MOZ', 'MZ', 2],
  ['Myanmar', 'MMR', 'MM', 2],
  ['Namibia', 'NAM', 'NA', 2],
  ['Nauru', 'NRU', 'NR', 2],
  ['Nepal', 'NPL', 'NP', 2],
  ['Neukaledonien', 'NCL', 'NC', 2],
  ['Neuseeland', 'NZL', 'NZ', 2],
  ['Nicaragua', 'NIC', 'NI', 2],
  ['Niederlande', 'NLD', 'NL', 2],
  ['Niger', 'NER', 'NE', 2],
  ['Nigeria', 'NGA', 'NG', 2],
  ['Niue', 'NIU', 'NU', 2],
  ['Nordkorea', 'PRK', 'KP', 2],
  ['Nördliche Marianen', 'MNP', 'MP', 2],
  ['Nordmazedonien', 'MKD', 'MK', 2],
  ['Norfolkinsel', 'NFK', 'NF', 2],
  ['Norwegen', 'NOR', 'NO', 2],
  ['Oman', 'OMN', 'OM', 2],
  ['Pakistan', 'PAK', 'PK', 2],
  ['Palästinensische Autonomiegebiete', 'PSE', 'PS', 2],
  ['Palau', 'PLW', 'PW', 2],
  ['Panama', 'PAN', 'PA', 2],
  ['Papua-Neuguinea', 'PNG', 'PG', 2],
  ['Paraguay', 'PRY', 'PY', 2],
  ['Peru', 'PER', 'PE', 2],
  ['Philippinen', 'PHL', 'PH', 2],
  ['Pitcairninseln', 'PCN', 'PN', 2],
  ['Portugal', 'PRT', 'PT', 2],
  ['Puerto Rico', 'PRI', 'PR', 2],
  ['Republik Moldau', 'MDA', 'MD', 2],
  ['Réunion', 'REU', 'RE', 2],
  ['Ruanda', 'RWA', 'RW', 2],
  ['Rumänien', 'ROU', 'RO', 2],
  ['Russland', 'RUS', 'RU', 2],
  ['Salomonen', 'SLB', 'SB', 2],
  ['Sambia', 'ZMB', 'ZM', 2],
  ['Samoa', 'WSM', 'WS', 2],
  ['San Marino', 'SMR', 'SM', 2],
  ['São Tomé und Príncipe', 'STP', 'ST', 2],
  ['Saudi-Arabien', 'SAU', 'SA', 2],
  ['Schweden', 'SWE', 'SE', 2],
  ['Senegal', 'SEN', 'SN', 2],
  ['Serbien', 'SRB', 'RS', 2],
  ['Seychellen', 'SYC', 'SC', 2],
  ['Sierra Leone', 'SLE', 'SL', 2],
  ['Simbabwe', 'ZWE', 'ZW', 2],
  ['Singapur', 'SGP', 'SG', 2],
  ['Sint Maarten', 'SXM', 'SX', 2],
  ['Slowakei', 'SVK', 'SK', 2],
  ['Slowenien', 'SVN', 'SI', 2],
  ['Somalia', 'SOM', 'SO', 2],
  ['Sonderverwaltungsregion Hongkong', 'HKG', 'HK', 2],
  ['Sonderverwaltungsregion Macau', 'MAC', 'MO', 2],
  ['Spitzbergen und Jan Mayen', 'SJM', 'SJ', 2],
  ['Sri Lanka', 'LKA', 'LK', 2],
  ['St. Barthélemy', 'BLM', 'BL', 2],
  ['St. Helena', 'SHN', 'SH', 2],
  ['St. Kitts und Nevis', 'KNA', 'KN', 2],
  ['St. Lucia', 'LCA', 'LC', 2],
  ['St. Martin', 'MAF', 'MF', 2],
  ['St. Pierre und Miquelon', 'SPM', 'PM', 2],
  ['St. Vincent und die Grenadinen', 'VCT', 'VC', 2],
  ['Südafrika', 'ZAF', 'ZA', 2],
  ['Sudan', 'SDN', 'SD', 2],
  ['Südgeorgien und die Südlichen Sandwichinseln', 'SGS', 'GS', 2],
  ['Südkorea', 'KOR', 'KR', 2],
  ['Südsudan', 'SSD', 'SS', 2],
  ['Suriname', 'SUR', 'SR', 2],
  ['Syrien', 'SYR', 'SY', 2],
  ['Tadschikistan', 'TJK', 'TJ', 2],
  ['Taiwan', 'TWN', 'TW', 2],
  ['Tansania', 'TZA', 'TZ', 2],
  ['Thailand', 'THA', 'TH', 2],
  ['Timor-Leste', 'TLS', 'TL', 2],
  ['Togo', 'TGO', 'TG', 2],
  ['Tokelau', 'TKL', 'TK', 2],
  ['Tonga', 'TON', 'TO', 2],
  ['Trinidad und Tobago', 'TTO', 'TT', 2],
  ['Tschad', 'TCD', 'TD', 2],
  ['Tschechien', 'CZE', 'CZ', 2],
  ['Tunesien', 'TUN', 'TN', 2],
  ['Türkei', 'TUR', 'TR', 2],
  ['Turkmenistan', 'TKM', 'TM', 2],
  ['Turks- und Caicosinseln', 'TCA', 'TC', 2],
  ['Tuvalu', 'TUV', 'TV', 2],
  ['Uganda', 'UGA', 'UG', 2],
  ['Ukraine', 'UKR', 'UA', 2],
  ['Ungarn', 'HUN', 'HU', 2],
  ['Uruguay', 'URY', 'UY', 2],
  ['Usbekistan', 'UZB', 'UZ', 2],
  ['Vanuatu', 'VUT', 'VU', 2],
  ['Vatikanstadt', 'VAT', 'VA', 2],
  ['Venezuela', 'VEN', 'VE', 2],
  ['Vereinigte Arabische Emirate', 'ARE', 'AE', 2],
  ['Vereinigte Staaten', 'USA', 'US', 2],
  ['Vereinigtes Königreich', 'GBR', 'GB', 2],
  ['Vietnam', 'VNM', 'VN', 2],
  ['Wallis und Futuna', 'WLF', 'WF', 2],
  ['Weihnachtsinsel', 'CXR', 'CX', 2],
  ['Westsahara', 'ESH', 'EH', 2],
  ['Zentralafrikanische Republik', 'CAF', 'CF', 2],
  ['Zypern', 'CYP', 'CY', 2],
];

export const COUNTRIES: readonly Country[] = ROWS.map(([name, iso, iso2, priority]) => ({ name, iso, iso2, priority }));

/**
 * The letters of the country names that German dictionary order takes as their base letter (Ä as A):
 * enough to put the six priority countries into the rest of the list, which is in German order
 * already. tests/web/buyer-form-countries.test.ts checks the outcome against Intl.Collator('de').
 */
const BASE_LETTER: Readonly<Record<string, string>> = {
  Ä: 'A', Å: 'A', Ö: 'O', Ü: 'U', ã: 'a', ä: 'a', ç: 'c', é: 'e', í: 'i', ô: 'o', ö: 'o', ü: 'u',
};
const germanKey = (name: string) => name.replace(/[^\x20-\x7e]/g, (letter) => BASE_LETTER[letter] ?? letter);

/**
 * Every country in German alphabetical order (the buyer form's full list on a German page), without
 * a collator: the browser's first collation loads ICU's data, a long task in the middle of the
 * checkout's first render (issue 28 §4; src/lib/format.ts avoids Intl.NumberFormat for the same reason).
 */
export const COUNTRIES_IN_GERMAN_ORDER: readonly Country[] = (() => {
  const ordered = COUNTRIES.filter((country) => country.priority === 2);
  for (const country of COUNTRIES.filter((candidate) => candidate.priority === 1)) {
    const at = ordered.findIndex((other) => germanKey(other.name) > germanKey(country.name));
    ordered.splice(at < 0 ? ordered.length : at, 0, country);
  }
  return ordered;
})();

const BY_ISO = new Map(COUNTRIES.map((country) => [country.iso, country]));

/** The country of an alpha-3 code, or undefined. */
export const countryByIso = (iso: string): Country | undefined => BY_ISO.get(iso);

const BY_NAME = new Map(COUNTRIES.map((country) => [country.name, country]));

let englishNames: Intl.DisplayNames | null | undefined;
function englishName(iso2: string): string | undefined {
  if (englishNames === undefined) {
    try {
      englishNames = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without region names keeps the German ones.
      englishNames = null;
    }
  }
  return englishNames?.of(iso2);
}

/** A country's name in the shopper's language: German as listed, English from CLDR (German where it has none). */
export function countryName(country: Country, language: 'de' | 'en'): string {
  return language === 'en' ? (englishName(country.iso2) ?? country.name) : country.name;
}

/**
 * A country written out in German (e.g. the seller's configured 'Deutschland') in the shopper's
 * language; a name the list does not know is answered as it is.
 */
export function localCountryName(germanName: string, language: 'de' | 'en'): string {
  const country = BY_NAME.get(germanName.trim());
  return country ? countryName(country, language) : germanName;
}

/** Zip code formats where we know them (the server refuses others; elsewhere any 2–10 characters). */
export const ZIP_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  DEU: /^\d{5}$/,
  AUT: /^\d{4}$/,
  CHE: /^\d{4}$/,
  LUX: /^(L-)?\d{4}$/,
  POL: /^\d{2}-\d{3}$/,
  ESP: /^\d{5}$/,
  NLD: /^\d{4} ?[A-Z]{2}$/,
  BEL: /^\d{4}$/,
  DNK: /^\d{4}$/,
  FRA: /^\d{5}$/,
  ITA: /^\d{5}$/,
  LIE: /^\d{4}$/,
};
/** Any zip code: 2–10 letters, digits, blanks or hyphens. */
export const ZIP_CODE_FALLBACK = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;

/** Whether `zipCode` has the format of `country` (alpha-3). */
export function zipCodeValid(country: string, zipCode: string): boolean {
  return (ZIP_CODE_PATTERNS[country] ?? ZIP_CODE_FALLBACK).test(zipCode.trim());
}
