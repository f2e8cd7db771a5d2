import { Navigate, useParams } from 'react-router';
import { FootprintDetail } from './footprint-detail.tsx';

export const CALCULATOR_PATH = '/carbon-foot-print-calculator/evaluator';

/** `/carbon-foot-print/detail/:id`: one saved footprint. */
export function FootprintShowScreen() {
  const { id = '' } = useParams();
  return <FootprintDetail key={id} id={id} />;
}

/** A new footprint is computed in the calculator first, then saved from there. */
export function FootprintCreateScreen() {
  return <Navigate to={CALCULATOR_PATH} replace />;
}
