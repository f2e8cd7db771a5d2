/** The calculator's page, and the same page reopening a saved footprint to update it or to save a copy of it. */
export const CALCULATOR_PATH = '/carbon-foot-print-calculator/evaluator';
export const calculatorEditPath = (id: string): string => `${CALCULATOR_PATH}?edit=${encodeURIComponent(id)}`;
export const calculatorCopyPath = (id: string): string => `${CALCULATOR_PATH}?copy=${encodeURIComponent(id)}`;
