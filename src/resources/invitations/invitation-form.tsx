import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  backofficeInvitableRoles,
  networkInvitableRoles,
  type InvitableRole,
} from '../../../domain/network/invitations.ts';
import { professionalDirectory } from '../../../domain/resources/directories.ts';
import { backofficeInvitationInputSchema, invitationFormSchema } from '../../../domain/schemas/invitations.ts';
import { invitationsApi } from '../../../domain/api/invitations.ts';
import { referenceOptionsEndpoint } from '../../../domain/api/references.ts';
import { fieldErrorsOf, userMessageOf } from '../../providers/api-errors.ts';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';
import { EmailChipsInput } from './email-chips-input.tsx';
import { useApiWrite } from '../../hooks/use-api.ts';
import { SectionCard } from '../../components/section-card.tsx';

const networkSchema = invitationFormSchema(networkInvitableRoles);
interface InvitationFormValues {
  role: InvitableRole;
  emails: string[];
  networkId?: string | null;
}
const fields = ['role', 'emails', 'networkId'] as const;
/** The networks back office may invite into: the professionals directory's network choices (every network). */
const networkOptions = referenceOptionsEndpoint(professionalDirectory, 'networkId');

/**
 * Invites one or more e-mails with a role: checked here with the domain schema, then by the server, which e-mails each.
 * A member invites into their own network; back office (`backOffice`) first chooses the network, may also invite its
 * hub head, and sees the form without its card (it opens in a dialog).
 */
export function InvitationForm({ backOffice = false }: { backOffice?: boolean }) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const roles: readonly InvitableRole[] = backOffice ? backofficeInvitableRoles : networkInvitableRoles;
  const defaultValues = useMemo<InvitationFormValues>(
    () => ({ role: 'Designer', emails: [], ...(backOffice && { networkId: null }) }),
    [backOffice],
  );
  const { control, handleSubmit, reset, setError, formState } = useForm<InvitationFormValues>({
    resolver: zodResolver(
      backOffice ? backofficeInvitationInputSchema : networkSchema,
    ) as Resolver<InvitationFormValues>,
    defaultValues,
  });

  const send = handleSubmit(async (data) => {
    setOutcome(null);
    try {
      const { role, emails, networkId } = data;
      const sent = backOffice
        ? await write(invitationsApi.sendForNetwork, { body: { role, emails, networkId: networkId ?? '' } })
        : await write(invitationsApi.send, { body: { role, emails } });
      reset({ ...data, emails: [] });
      setOutcome({ severity: 'success', text: t('network.invite.sent', { count: sent.length }) });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error).filter(({ path }) => (fields as readonly string[]).includes(path));
      for (const { path, message } of fieldErrors) setError(path as (typeof fields)[number], { message });
      setOutcome({
        severity: 'error',
        text: fieldErrors.length > 0 ? t('network.invite.fixFields') : userMessageOf(error),
      });
    }
  });

  const form = (
    <form noValidate aria-label={t('network.invite.title')} onSubmit={(event) => void send(event)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('network.invite.intro')}
      </Typography>
      <Grid container spacing={2}>
        {backOffice && (
          <Grid size={12}>
            <Controller
              control={control}
              name="networkId"
              render={({ field, fieldState }) => (
                <ReferencePicker
                  path={networkOptions}
                  label={t('network.invite.network')}
                  required
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                fullWidth
                label={t('network.invite.role')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? ' '}
              >
                {roles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {t(`status.roleLabels.${role}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Controller
            control={control}
            name="emails"
            render={({ field, fieldState }) => (
              <EmailChipsInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('network.invite.emails')}
                helperText={t('network.invite.emailsHint')}
                error={fieldState.error?.message}
              />
            )}
          />
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendOutlined />}
          loading={formState.isSubmitting}
          disabled={formState.isSubmitting}
        >
          {t('network.invite.submit')}
        </Button>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
  return backOffice ? (
    form
  ) : (
    <SectionCard headingId="invite-title" title={t('network.invite.title')}>
      {form}
    </SectionCard>
  );
}
