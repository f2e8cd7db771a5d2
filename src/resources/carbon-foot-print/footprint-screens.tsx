import { Navigate, useParams } from 'react-router';
import { CALCULATOR_PATH, calculatorEditPath } from './calculator-paths.ts';
import { FootprintDetail } from './footprint-detail.tsx';

/** `/carbon-foot-print/detail/:id`: one saved footprint. */
export function FootprintShowScreen() {
  const { id = '' } = useParams();
  return <FootprintDetail key={id} id={id} />;
}

/** `/carbon-foot-print/edit/:id`: a footprint is edited in the calculator, reopened with its values. */
export function FootprintEditScreen() {
  const { id = '' } = useParams();
  return <Navigate to={calculatorEditPath(id)} replace />;
}

/** A new footprint is computed in the calculator first, then saved from there. */
export function FootprintCreateScreen() {
  return <Navigate to={CALCULATOR_PATH} replace />;
}
