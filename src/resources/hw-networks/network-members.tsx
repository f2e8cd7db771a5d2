import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { networksApi, type NetworkMember } from '../../../domain/api/networks.ts';
import { urlOf } from '../../../domain/api/endpoint.ts';
import type { ReferenceOptionsEndpoint } from '../../../domain/api/references.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { QueryContent } from '../../components/query-content.tsx';

const PAGE_SIZE = 20;

/** The organisations this network may take new members from, its segment filled in (the picker adds its search). */
const organizationOptionsOf = (networkId: string): ReferenceOptionsEndpoint => ({
  method: 'GET',
  path: urlOf(networksApi.organizationOptions, { params: { id: networkId } }),
});

/**
 * Adds the people of an organisation (searched on the server) to the network; their professional roles then wait for
 * approval.
 */
function AddByOrganization({ networkId }: { networkId: string }) {
  const { t } = useTranslation();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useApiMutation(networksApi.addMembers);
  const submit = () => {
    if (!organizationId) return;
    add.mutate(
      { params: { id: networkId }, body: { organization_id: organizationId } },
      {
        onSuccess: (result) => {
          setOrganizationId(null);
          setDone(
            t('networks-screens.members.added', {
              names: result.added.map((p) => `${p.firstName} ${p.lastName}`).join(', '),
            }),
          );
        },
      },
    );
  };
  return (
    <Stack
      spacing={1}
      component="form"
      aria-label={t('networks-screens.members.addTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('networks-screens.members.addTitle')}
      </Typography>
      <Typography color="text.secondary">{t('networks-screens.members.addHint')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ flex: 1 }}>
          <ReferencePicker
            path={organizationOptionsOf(networkId)}
            label={t('networks-screens.members.organization')}
            value={organizationId}
            onChange={(value) => {
              setDone(null);
              setOrganizationId(typeof value === 'string' ? value : null);
            }}
          />
        </Stack>
        <Button type="submit" variant="contained" disabled={!organizationId} loading={add.isPending}>
          {t('networks-screens.members.add')}
        </Button>
      </Stack>
      {add.isError && <Alert severity="error">{userMessageOf(add.error)}</Alert>}
      {done && <Alert severity="success">{done}</Alert>}
    </Stack>
  );
}

/**
 * The network's designer list: search, pages, each member's professional profile; approve and remove for who manages
 * it. A colleague gets from the server only the Active members with their name, organisation, city and roles (no
 * contacts, no account state), so only who manages the network sees a role's state.
 */
export function NetworkMembers({ networkId, manages }: { networkId: string; manages: boolean }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useApiQuery(networksApi.members, {
    params: { id: networkId },
    query: { page, limit: PAGE_SIZE, q: q.trim() },
  });
  const approve = useApiMutation(networksApi.approveMember);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const name = (member: NetworkMember) => `${member.firstName} ${member.lastName}`;
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const askApprove = async (member: NetworkMember) => {
    const confirmed = await confirm({
      title: t('networks-screens.members.approveTitle', { name: name(member) }),
      text: t('networks-screens.members.approveText'),
      yesText: t('networks-screens.members.approve'),
    });
    if (confirmed)
      approve.mutate(
        { params: { id: networkId, profileId: member.id } },
        {
          onError: (error) => {
            setFailure(userMessageOf(error));
          },
        },
      );
  };
  return (
    <Stack spacing={2}>
      {manages && <AddByOrganization networkId={networkId} />}
      <TextField
        type="search"
        size="small"
        label={t('networks-screens.members.search')}
        value={q}
        onChange={(event) => {
          setQ(event.target.value);
          setPage(1);
        }}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      <QueryContent query={query} loadingLabel={t('directories.loading')} empty={t('networks-screens.members.empty')}>
        {({ data }) => (
          <List aria-label={t('networks-screens.tabs.members')}>
            {data.map((member) => (
              <ListItem key={member.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={<Link to={`/hw-networks/designer/${networkId}/${member.id}`}>{name(member)}</Link>}
                  secondary={[member.organizationName, member.city, member.email, member.phone]
                    .filter(Boolean)
                    .join(' · ')}
                />
                {member.roles.map((role) => (
                  <Chip
                    key={role.roleId}
                    size="small"
                    variant="outlined"
                    label={
                      manages
                        ? `${t(`directories.roleNames.${role.roleName}`)}: ${t(`bo-professional.values.roleStatus.${role.status}`)}`
                        : t(`directories.roleNames.${role.roleName}`)
                    }
                  />
                ))}
                {manages && member.roles.some((role) => role.status === 'Waiting') && (
                  <Button size="small" variant="contained" onClick={() => void askApprove(member)}>
                    {t('networks-screens.members.approve')}
                  </Button>
                )}
                {manages && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      setNotice(null);
                      setRemoving({ id: member.id, name: name(member) });
                    }}
                    aria-label={t('networks-screens.members.removeLabel', { name: name(member) })}
                  >
                    {t('networks-screens.members.remove')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </QueryContent>
      <ListPagination count={query.data?.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
      {removing && (
        <RemoveMemberDialog
          networkId={networkId}
          member={removing}
          onClose={() => {
            setRemoving(null);
          }}
          onRemoved={(result) => {
            setNotice(
              t('networks-screens.members.removed', { name: removing.name, projects: result.assignedProjects }),
            );
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}
