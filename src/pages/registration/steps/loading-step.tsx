import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registrationFlowOf } from '../../../../domain/network/invitations.ts';
import type { RegistrationFlow } from '../../../../domain/registration/flows.ts';
import type { InvitationTokenInfo } from '../../../../domain/schemas/invitations.ts';
import type { SkillCatalogue } from '../../../../domain/schemas/skill-catalogue.ts';
import { userMessageOf } from '../../../providers/api-errors.ts';
import { httpClient } from '../../../providers/http-client.ts';
import type { InvitationPrefill } from '../registration-draft.ts';
import { SKILL_CATALOGUE_PATH } from './skills-step.tsx';

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
export function LoadingStep({ flow, token, needsCatalogue, onReady, onOtherFlow, onWithoutInvitation }: LoadingStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (needsCatalogue) {
      // Errors are the skills step's to show: it reads the same query.
      queryClient.query({ queryKey: ['api', SKILL_CATALOGUE_PATH], queryFn: async () => (await httpClient.get<SkillCatalogue>(SKILL_CATALOGUE_PATH)).data })
        .catch(() => undefined);
    }
  }, [needsCatalogue, queryClient]);

  useEffect(() => {
    if (token === null) {
      onReady(null);
      return undefined;
    }
    let current = true;
    httpClient.get<InvitationTokenInfo>(`/profile/invitation/token/${encodeURIComponent(token)}`)
      .then(({ data }) => {
        if (!current) return;
        const invitedFlow = registrationFlowOf[data.role];
        if (invitedFlow !== flow) onOtherFlow(invitedFlow);
        else onReady({ email: data.email, networkCode: data.networkCode, networkName: data.networkName });
      })
      .catch((error: unknown) => { if (current) setFailure(userMessageOf(error, 'tokenLookup')); });
    return () => { current = false; };
  }, [token, flow, onReady, onOtherFlow]);

  if (failure) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">{failure}</Alert>
        <Typography variant="body2">{t('registration.loading.withoutInvitation')}</Typography>
        <Box><Button variant="contained" onClick={onWithoutInvitation}>{t('registration.loading.useCode')}</Button></Box>
      </Stack>
    );
  }
  return (
    <Box role="status" aria-label={t('registration.loading.label')} sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={40} />
      <Typography>{t('registration.loading.label')}</Typography>
    </Box>
  );
}
