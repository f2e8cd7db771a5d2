import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { WaitingMember } from '../../../domain/schemas/network.ts';
import { memberName } from './member-decisions.ts';
import { formatDay } from '../../../domain/format.ts';
import { RegistrantDetailsList } from './registrant-details-list.tsx';
import { DecisionTable, type DecisionColumn } from '../../components/decision-table.tsx';

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
  const detailsId = (member: WaitingMember) => `registrant-details-${member.profileId}`;
  const header = (column: 'details' | 'name' | 'email' | 'roles' | 'network' | 'registered') =>
    t(`network.toApprove.columns.${column}`);
  const columns: DecisionColumn<WaitingMember>[] = [
    {
      key: 'details',
      header: header('details'),
      padding: 'checkbox',
      cell: (member) => {
        const expanded = open.has(member.profileId);
        return (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-controls={detailsId(member)}
            onClick={() => {
              toggle(member.profileId);
            }}
            aria-label={t(expanded ? 'network.toApprove.hideDetails' : 'network.toApprove.showDetails', {
              name: memberName(member),
            })}
          >
            {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        );
      },
    },
    { key: 'name', header: header('name'), cell: memberName },
    {
      key: 'email',
      header: header('email'),
      cell: (member) => member.email,
      sx: { overflowWrap: 'anywhere', minWidth: 180 },
    },
    { key: 'roles', header: header('roles'), cell: waitingRoles },
    {
      key: 'network',
      header: header('network'),
      cell: (member) => (member.network ? `${member.network.name} (${member.network.code})` : '—'),
    },
    { key: 'registered', header: header('registered'), cell: (member) => formatDay(member.registeredAt) },
  ];
  return (
    <DecisionTable
      label={t('network.toApprove.title')}
      rows={members}
      rowKey={(member) => member.profileId}
      columns={columns}
      actionsHeader={t('network.toApprove.columns.actions')}
      approve={{
        label: t('network.toApprove.approve'),
        labelFor: (member) => t('network.toApprove.approveFor', { name: memberName(member) }),
        onDecide: onApprove,
        disabled: busy,
      }}
      reject={{
        label: t('network.toApprove.reject'),
        labelFor: (member) => t('network.toApprove.rejectFor', { name: memberName(member) }),
        onDecide: onReject,
        disabled: busy,
        offeredTo: (member) => member.network !== null,
      }}
      rowSx={(member) => ({ '& > td': { borderBottom: open.has(member.profileId) ? 'none' : undefined } })}
      below={(member) => {
        const expanded = open.has(member.profileId);
        return (
          <TableRow>
            <TableCell colSpan={columns.length + 1} sx={{ py: 0, ...(!expanded && { borderBottom: 'none' }) }}>
              <Collapse in={expanded}>
                <RegistrantDetailsList
                  id={detailsId(member)}
                  name={memberName(member)}
                  phone={member.phone}
                  details={member.details}
                />
              </Collapse>
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
