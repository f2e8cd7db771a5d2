/** A network code (spec sections 1 and 3): what a member types to join, 4 to 20 upper-case letters or digits. */
export const NETWORK_CODE_PATTERN = /^[A-Z0-9]{4,20}$/;
/** The pattern's longest code, as a text field's maximum. */
export const NETWORK_CODE_MAX_LENGTH = 20;
export const NETWORK_CODE_INVALID = 'Il codice deve contenere da 4 a 20 lettere o cifre';
export const NETWORK_CODE_IN_USE = 'Codice rete già in uso';

/** Codes are compared in upper case, without surrounding spaces. */
export const normaliseNetworkCode = (code: string): string => code.trim().toUpperCase();

export const isValidNetworkCode = (code: string): boolean => NETWORK_CODE_PATTERN.test(code);
