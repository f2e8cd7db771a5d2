import Alert from '@mui/material/Alert';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { LandingNetworkState } from './use-landing-network.ts';

/** On a network's landing link: whose link it is, or the spec's message when the code is unknown. */
export function NetworkBanner({ state }: { state: LandingNetworkState }) {
  const { t } = usePublicTexts();
  if (state.status === 'found') {
    return (
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('handoff.network.found', { network: state.network.name })}
      </Alert>
    );
  }
  if (state.status === 'notFound') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {t('handoff.network.notFound', { message: state.message })}
      </Alert>
    );
  }
  return null;
}
