import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { WaitingMember } from '../../../domain/schemas/network.ts';
import { memberName } from './member-decisions.ts';
import { formatDay } from '../../../domain/format.ts';
import { RegistrantDetailsList } from './registrant-details-list.tsx';

const columns = ['details', 'name', 'email', 'roles', 'network', 'registered', 'actions'] as const;

interface ToApproveTableProps {
  members: WaitingMember[];
  busy: boolean;
  onApprove: (member: WaitingMember) => void;
  onReject: (member: WaitingMember) => void;
}

/**
 * One row per member waiting for approval: who, which roles, which network, since when, and the two decisions; each
 * row opens onto what the registrant entered (phone, company, tax codes, city, category).
 */
export function ToApproveTable({ members, busy, onApprove, onReject }: ToApproveTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (profileId: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(profileId)) next.add(profileId);
      return next;
    });
  };
  const waitingRoles = (member: WaitingMember) =>
    member.roles
      .filter((role) => role.status === 'Waiting')
      .map((role) => t(`status.roleLabels.${role.roleName}`))
      .join(', ');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('network.toApprove.title')}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`network.toApprove.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => {
            const name = memberName(member);
            const expanded = open.has(member.profileId);
            const detailsId = `registrant-details-${member.profileId}`;
            return (
              <Fragment key={member.profileId}>
                <TableRow sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      onClick={() => {
                        toggle(member.profileId);
                      }}
                      aria-label={t(expanded ? 'network.toApprove.hideDetails' : 'network.toApprove.showDetails', {
                        name,
                      })}
                    >
                      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{member.email}</TableCell>
                  <TableCell>{waitingRoles(member)}</TableCell>
                  <TableCell>{member.network ? `${member.network.name} (${member.network.code})` : '—'}</TableCell>
                  <TableCell>{formatDay(member.registeredAt)}</TableCell>
                  <TableCell>
                    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <Button
                        size="small"
                        variant="contained"
                        disabled={busy}
                        onClick={() => {
                          onApprove(member);
                        }}
                        aria-label={t('network.toApprove.approveFor', { name })}
                      >
                        {t('network.toApprove.approve')}
                      </Button>
                      {member.network && (
                        <Button
                          size="small"
                          color="error"
                          disabled={busy}
                          onClick={() => {
                            onReject(member);
                          }}
                          aria-label={t('network.toApprove.rejectFor', { name })}
                        >
                          {t('network.toApprove.reject')}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={columns.length} sx={{ py: 0, ...(!expanded && { borderBottom: 'none' }) }}>
                    <Collapse in={expanded}>
                      <RegistrantDetailsList id={detailsId} name={name} phone={member.phone} details={member.details} />
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
