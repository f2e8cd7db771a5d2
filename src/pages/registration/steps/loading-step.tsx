import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { profileApi } from '../../../../domain/api/profile.ts';
import { registrationApi } from '../../../../domain/api/registration.ts';
import { registrationFlowOf } from '../../../../domain/network/invitations.ts';
import { flowOpens, type RegistrationFlow } from '../../../../domain/registration/flows.ts';
import { useApiQuery } from '../../../hooks/use-api.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import type { InvitationPrefill } from '../registration-draft.ts';

export interface LoadingStepProps {
  flow: RegistrationFlow;
  token: string | null;
  needsCatalogue: boolean;
  onReady: (invitation: InvitationPrefill | null) => void;
  /** The invitation belongs to another flow: open that one with the same link. */
  onOtherFlow: (flow: RegistrationFlow) => void;
  /** Go on without the invitation, with a network code. */
  onWithoutInvitation: () => void;
}

/** Loading: reads the invitation of the link (if any) and starts loading the skill catalogue, then hands over. */
export function LoadingStep({
  flow,
  token,
  needsCatalogue,
  onReady,
  onOtherFlow,
  onWithoutInvitation,
}: LoadingStepProps) {
  const { t } = useTranslation();
  // Started here, shown by the skills step: it reads the same query (errors are its to show).
  useApiQuery(profileApi.skillCatalogue, {}, { enabled: needsCatalogue });
  const lookup = useApiQuery(
    registrationApi.invitation,
    { params: { token: token ?? '' } },
    { enabled: token !== null },
  );
  const failure = lookup.error ? userMessageOf(lookup.error, 'tokenLookup') : null;
  // The same rule as the server's: which flows a network code opens without an invitation
  // (domain/registration/flows.ts).
  const openWithCode = flowOpens(flow, null);

  useEffect(() => {
    if (token === null && openWithCode) onReady(null);
  }, [token, openWithCode, onReady]);
  useEffect(() => {
    const invitation = lookup.data;
    if (invitation === undefined) return;
    const invitedFlow = registrationFlowOf[invitation.role];
    if (invitedFlow !== flow) onOtherFlow(invitedFlow);
    else onReady({ email: invitation.email, networkCode: invitation.networkCode, networkName: invitation.networkName });
  }, [lookup.data, flow, onReady, onOtherFlow]);

  if (token === null && !openWithCode) {
    return (
      <Alert severity="info" role="alert">
        {t('registration.loading.invitationOnly')}
      </Alert>
    );
  }
  if (failure) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
        {openWithCode && <Typography variant="body2">{t('registration.loading.withoutInvitation')}</Typography>}
        {openWithCode && (
          <Box>
            <Button variant="contained" onClick={onWithoutInvitation}>
              {t('registration.loading.useCode')}
            </Button>
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <Box
      role="status"
      aria-label={t('registration.loading.label')}
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6 }}
    >
      <CircularProgress size={40} />
      <Typography>{t('registration.loading.label')}</Typography>
    </Box>
  );
}
