/** How the engine rounds what it answers, without float noise or negative zero. */

export const whole = (x: number): number => Math.round(x) || 0;

export const decimals = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits || 0;

/** Investments and incentives are estimates to the hundred euro. */
export const hundreds = (x: number): number => Math.round(x / 100) * 100 || 0;
