import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { MemberRemoval } from '../../../domain/schemas/directories.ts';
import { networksApi } from '../../../domain/api/networks.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { QueryContent } from '../../components/query-content.tsx';

export interface RemoveMemberDialogProps {
  networkId: string;
  member: { id: string; name: string };
  onClose: () => void;
  onRemoved: (result: MemberRemoval) => void;
}

/** The confirmation of a member's removal, stating first what happens to the network's projects assigned to them. */
export function RemoveMemberDialog({ networkId, member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const params = { id: networkId, profileId: member.id };
  const impact = useApiQuery(networksApi.memberRemoval, { params });
  const remove = useApiMutation(networksApi.removeMember);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">
        {t('networks-screens.members.removeTitle', { name: member.name })}
      </DialogTitle>
      <DialogContent>
        <QueryContent query={impact} loadingLabel={t('directories.loading')}>
          {({ assignedProjects, projectRoles }) => (
            <DialogContentText>
              {t('networks-screens.members.removeText', {
                name: member.name,
                projects: assignedProjects,
                roles: projectRoles,
              })}
            </DialogContentText>
          )}
        </QueryContent>
        {remove.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {userMessageOf(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('directories.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!impact.data}
          loading={remove.isPending}
          onClick={() => {
            remove.mutate({ params }, { onSuccess: onRemoved });
          }}
        >
          {t('networks-screens.members.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
