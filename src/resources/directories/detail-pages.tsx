import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams } from 'react-router';
import { z } from 'zod';
import {
  agoraDirectory,
  backofficeProfessionalDirectory,
  professionalDirectory,
  specialistDirectory,
} from '../../../domain/resources/directories.ts';
import { directoryPolicy } from '../../../domain/policies/directories.ts';
import { contactRequestSchema, suspensionSchema } from '../../../domain/schemas/directories.ts';
import { directoriesApi } from '../../../domain/api/directories.ts';
import type { AnswerOf } from '../../../domain/api/endpoint.ts';
import { networksApi } from '../../../domain/api/networks.ts';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { ReasonDialog } from '../../components/shell/reason-dialog.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { usePermission } from '../../hooks/use-permission.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { AssociateProjectButton } from './associate-project-dialog.tsx';
import { PersonDetail } from './person-detail.tsx';
import { withStudio, type PersonRecord } from './person-record.ts';
import { SectionCard } from '../../components/section-card.tsx';

const professionals = resourceEndpoints(professionalDirectory);
const backofficeProfessionals = resourceEndpoints(backofficeProfessionalDirectory);
const specialists = resourceEndpoints(specialistDirectory);
const agoraProfessionals = resourceEndpoints(agoraDirectory);

const fullName = (person: PersonRecord) => `${person.firstName} ${person.lastName}`;

/** /professional/:userId/:organizationId: Info and Studio; the hub head and back office associate to a project. */
export function ProfessionalDetailPage() {
  const { userId = '' } = useParams();
  const associates = usePermission(directoryPolicy.mayAssociateToProject);
  const query = useApiQuery(professionals.detail, { params: { id: userId }, query: withStudio });
  return (
    <PersonDetail
      query={query}
      resource="professional"
      actions={(person) =>
        associates ? <AssociateProjectButton profileId={person.id} name={fullName(person)} /> : null
      }
    />
  );
}

/** /specialist/:userId/:organizationId: Info and Studio of a specialist. */
export function SpecialistDetailPage() {
  const { userId = '' } = useParams();
  const query = useApiQuery(specialists.detail, { params: { id: userId }, query: withStudio });
  return <PersonDetail query={query} resource="specialist" />;
}

const contactSchema = z.object({ reason: contactRequestSchema.shape.message });

/** /agora-professional/:userId: the public profile; a member asks for contact, which notifies the professional. */
export function AgoraDetailPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const query = useApiQuery(agoraProfessionals.detail, { params: { id: userId }, query: withStudio });
  const contact = useApiMutation(directoriesApi.contact);
  return (
    <PersonDetail
      query={query}
      resource="agora-professional"
      actions={(person) => (
        <>
          <Button
            variant="contained"
            onClick={() => {
              setSent(false);
              setAsking(true);
            }}
          >
            {t('directories.contact.open')}
          </Button>
          <ReasonDialog
            open={asking}
            title={t('directories.contact.title', { name: fullName(person) })}
            label={t('directories.contact.message')}
            hint={t('directories.contact.hint')}
            confirmLabel={t('directories.contact.send')}
            schema={contactSchema}
            busy={contact.isPending}
            error={contact.isError ? userMessageOf(contact.error) : null}
            onCancel={() => {
              setAsking(false);
              contact.reset();
            }}
            onConfirm={(message) => {
              contact.mutate(
                { params: { id: person.id }, body: { message } },
                {
                  onSuccess: () => {
                    setAsking(false);
                    setSent(true);
                  },
                },
              );
            }}
          />
        </>
      )}
    >
      {() => (sent ? <Alert severity="success">{t('directories.contact.sent')}</Alert> : null)}
    </PersonDetail>
  );
}

type AccountRecord = AnswerOf<typeof backofficeProfessionals.detail>;

/**
 * The account card of /bo-professional/:userId: enabled, each role with its status; accept designer, suspend with a
 * reason.
 */
function AccountCard({ person }: { person: AccountRecord }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const manages = usePermission(directoryPolicy.managesAccounts);
  const [suspending, setSuspending] = useState(false);
  const accept = useApiMutation(networksApi.acceptDesigner);
  const suspend = useApiMutation(directoriesApi.suspend);
  const acceptsDesigner = usePermission((roles) =>
    directoryPolicy.mayAcceptAsDesigner(roles, { personRoles: person.roles }),
  );
  const suspendable = person.roles.some((role) => role.status !== 'Suspended');
  const askAccept = async () => {
    const confirmed = await confirm({
      title: t('directories.account.acceptTitle', { name: fullName(person) }),
      text: t('directories.account.acceptText'),
      yesText: t('directories.account.accept'),
    });
    if (confirmed) accept.mutate({ params: { profileId: person.id } });
  };
  return (
    <SectionCard headingId="account-title" title={t('directories.account.title')}>
      <Typography>{t(person.enabled ? 'directories.account.enabled' : 'directories.account.disabled')}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        {person.roles.map((role) => (
          <Chip
            key={role.roleId}
            label={`${t(`directories.roleNames.${role.roleName}`)}: ${t(`bo-professional.values.roleStatus.${role.status}`)}`}
            color={role.status === 'Active' ? 'success' : role.status === 'Suspended' ? 'error' : 'default'}
            variant="outlined"
          />
        ))}
      </Stack>
      {person.roles
        .filter((role) => role.statusReason)
        .map((role) => (
          <Typography key={role.roleId} color="text.secondary">
            {t('directories.account.reason', { reason: role.statusReason })}
          </Typography>
        ))}
      {manages && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {acceptsDesigner && (
            <Button variant="contained" loading={accept.isPending} onClick={() => void askAccept()}>
              {t('directories.account.accept')}
            </Button>
          )}
          {suspendable && (
            <Button
              color="error"
              variant="outlined"
              onClick={() => {
                setSuspending(true);
              }}
            >
              {t('directories.account.suspend')}
            </Button>
          )}
        </Stack>
      )}
      {(accept.isError || suspend.isError) && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {userMessageOf(accept.error ?? suspend.error)}
        </Alert>
      )}
      <ReasonDialog
        open={suspending}
        title={t('directories.account.suspendTitle', { name: fullName(person) })}
        label={t('directories.account.suspendReason')}
        hint={t('directories.account.suspendHint')}
        confirmLabel={t('directories.account.suspend')}
        schema={suspensionSchema}
        busy={suspend.isPending}
        error={suspend.isError ? userMessageOf(suspend.error) : null}
        onCancel={() => {
          setSuspending(false);
          suspend.reset();
        }}
        onConfirm={(reason) => {
          suspend.mutate(
            { params: { profileId: person.id }, body: { reason } },
            {
              onSuccess: () => {
                setSuspending(false);
              },
            },
          );
        }}
      />
    </SectionCard>
  );
}

/** /bo-professional/:userId: the professional with the state of the account. */
export function BackofficeProfessionalDetailPage() {
  const { userId = '' } = useParams();
  const query = useApiQuery(backofficeProfessionals.detail, { params: { id: userId }, query: withStudio });
  return (
    <PersonDetail query={query} resource="bo-professional">
      {(person) => <AccountCard person={person} />}
    </PersonDetail>
  );
}
