/** The calculator's page below its route (`/carbon-foot-print-calculator/evaluator`), as the router declares it. */
export const CALCULATOR_ROUTE = 'carbon-foot-print-calculator';
const CALCULATOR_SEGMENT = 'evaluator';
export const CALCULATOR_SUB_PATH = `/${CALCULATOR_SEGMENT}`;

/** The calculator's page, and the same page reopening a saved footprint to update it or to save a copy of it. */
export const CALCULATOR_PATH = `/${CALCULATOR_ROUTE}${CALCULATOR_SUB_PATH}`;
export const calculatorEditPath = (id: string): string => `${CALCULATOR_PATH}?edit=${encodeURIComponent(id)}`;
export const calculatorCopyPath = (id: string): string => `${CALCULATOR_PATH}?copy=${encodeURIComponent(id)}`;
