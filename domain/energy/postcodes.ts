/**
 * Postcode (CAP) against comune. The comuni table (DPR 412, data/climate-zones.ts) has no postcodes, so the check is
 * the one the CAP itself allows: its first two digits identify the province (Poste Italiane's numbering, one or more
 * provinces per prefix), which must be the comune's. Provinces are ISTAT's current codes (data/climate-zones.ts), so a
 * prefix lists every province whose comuni use it (e.g. 26 Cremona and Lodi; 47 Forlì-Cesena, Rimini and the
 * Valmarecchia comuni moved to Rimini from Pesaro-Urbino; 76 Barletta-Andria-Trani with the Bari and Foggia comuni
 * around it). [A: prefix table written for this check]
 * A wrong five-digit CAP inside the right province still passes: only a full CAP list could refuse it.
 */
const PREFIX_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  '00': ['RM'],
  '01': ['VT'],
  '02': ['RI'],
  '03': ['FR'],
  '04': ['LT'],
  '05': ['TR'],
  '06': ['PG'],
  '07': ['SS'],
  '08': ['NU', 'OR', 'SU'],
  '09': ['CA', 'SU', 'OR', 'NU'],
  '10': ['TO'],
  '11': ['AO'],
  '12': ['CN'],
  '13': ['VC', 'BI'],
  '14': ['AT'],
  '15': ['AL'],
  '16': ['GE'],
  '17': ['SV'],
  '18': ['IM'],
  '19': ['SP'],
  '20': ['MI', 'MB'],
  '21': ['VA'],
  '22': ['CO'],
  '23': ['SO', 'CO', 'LC', 'BG'],
  '24': ['BG'],
  '25': ['BS'],
  '26': ['CR', 'LO', 'MI'],
  '27': ['PV'],
  '28': ['NO', 'VB'],
  '29': ['PC'],
  '30': ['VE'],
  '31': ['TV'],
  '32': ['BL'],
  '33': ['UD', 'PN'],
  '34': ['TS', 'GO'],
  '35': ['PD'],
  '36': ['VI'],
  '37': ['VR'],
  '38': ['TN'],
  '39': ['BZ'],
  '40': ['BO'],
  '41': ['MO'],
  '42': ['RE'],
  '43': ['PR'],
  '44': ['FE'],
  '45': ['RO'],
  '46': ['MN'],
  '47': ['FC', 'RN'],
  '48': ['RA'],
  '50': ['FI'],
  '51': ['PT'],
  '52': ['AR'],
  '53': ['SI'],
  '54': ['MS'],
  '55': ['LU'],
  '56': ['PI'],
  '57': ['LI'],
  '58': ['GR'],
  '59': ['PO', 'FI'],
  '60': ['AN'],
  '61': ['PU'],
  '62': ['MC'],
  '63': ['AP', 'FM'],
  '64': ['TE'],
  '65': ['PE'],
  '66': ['CH'],
  '67': ['AQ'],
  '70': ['BA'],
  '71': ['FG'],
  '72': ['BR'],
  '73': ['LE'],
  '74': ['TA'],
  '75': ['MT'],
  '76': ['BT', 'BA', 'FG'],
  '80': ['NA'],
  '81': ['CE'],
  '82': ['BN'],
  '83': ['AV'],
  '84': ['SA'],
  '85': ['PZ'],
  '86': ['CB', 'IS'],
  '87': ['CS'],
  '88': ['CZ', 'KR', 'VV'],
  '89': ['RC', 'VV'],
  '90': ['PA'],
  '91': ['TP'],
  '92': ['AG'],
  '93': ['CL'],
  '94': ['EN'],
  '95': ['CT'],
  '96': ['SR'],
  '97': ['RG'],
  '98': ['ME'],
};

export const POSTCODE_PATTERN = /^\d{5}$/;

/** A CAP of the province's main prefix ("<prefix>100"), for typical dwellings of a comune; undefined if unknown. */
export function typicalPostcodeFor(province: string): string | undefined {
  const prefix =
    Object.keys(PREFIX_PROVINCES).find((p) => PREFIX_PROVINCES[p]?.[0] === province) ??
    Object.keys(PREFIX_PROVINCES).find((p) => PREFIX_PROVINCES[p]?.includes(province));
  return prefix === undefined ? undefined : `${prefix}100`;
}

/** Whether a five-digit CAP can belong to a comune of the given province. */
export function postcodeFitsProvince(postcode: string, province: string): boolean {
  return (PREFIX_PROVINCES[postcode.slice(0, 2)] ?? []).includes(province.toUpperCase());
}

/**
 * House numbers as Italian addresses write them: 1-4 digits, an optional letter or bis/ter, an optional "/" part
 * ("12", "12A", "12 bis", "7/B", "15/3"), or "snc" (senza numero civico).
 */
export const HOUSE_NUMBER_PATTERN = /^(?:\d{1,4}(?:\s?(?:[A-Za-z]|bis|ter))?(?:\s?\/\s?[A-Za-z0-9]{1,3})?|snc|SNC)$/;

/** Longest street name accepted (the longest Italian odonyms are about 80 characters). [A] */
export const STREET_MAX_LENGTH = 100;
