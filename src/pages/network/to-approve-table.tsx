import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { Member } from '../../../domain/schemas/network.ts';
import { memberName } from './member-decisions.ts';
import { formatDay } from '../../../domain/format.ts';

const columns = ['name', 'email', 'roles', 'network', 'registered', 'actions'] as const;

interface ToApproveTableProps {
  members: Member[];
  busy: boolean;
  onApprove: (member: Member) => void;
  onReject: (member: Member) => void;
}

/** One row per member waiting for approval: who, which roles, which network, since when, and the two decisions. */
export function ToApproveTable({ members, busy, onApprove, onReject }: ToApproveTableProps) {
  const { t } = useTranslation();
  const waitingRoles = (member: Member) => member.roles.filter((role) => role.status === 'Waiting')
    .map((role) => t(`status.roleLabels.${role.roleName}`)).join(', ');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('network.toApprove.title')}>
        <TableHead>
          <TableRow>{columns.map((column) => <TableCell key={column}>{t(`network.toApprove.columns.${column}`)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = memberName(member);
            return (
              <TableRow key={member.profileId}>
                <TableCell>{name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{member.email}</TableCell>
                <TableCell>{waitingRoles(member)}</TableCell>
                <TableCell>{member.network ? `${member.network.name} (${member.network.code})` : '—'}</TableCell>
                <TableCell>{formatDay(member.registeredAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="contained" disabled={busy} onClick={() => { onApprove(member); }}
                      aria-label={t('network.toApprove.approveFor', { name })}>
                      {t('network.toApprove.approve')}
                    </Button>
                    {member.network && (
                      <Button size="small" color="error" disabled={busy} onClick={() => { onReject(member); }}
                        aria-label={t('network.toApprove.rejectFor', { name })}>
                        {t('network.toApprove.reject')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
