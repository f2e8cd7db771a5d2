import { Fragment, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface DecisionColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The narrow first cell of a row's own control (its details toggle). */
  padding?: 'checkbox';
  sx?: SxProps<Theme>;
}

/** One of the two decisions on a row: its button's text, its accessible name naming the row, and what it does. */
export interface Decision<T> {
  label: string;
  labelFor: (row: T) => string;
  onDecide: (row: T) => void;
  disabled?: boolean;
  /** Rows the decision is not offered to (a designer outside any network cannot be rejected by one). */
  offeredTo?: (row: T) => boolean;
}

interface DecisionTableProps<T> {
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly DecisionColumn<T>[];
  actionsHeader: string;
  approve: Decision<T>;
  reject: Decision<T>;
  /** Whether the rows still wait for a decision; the decisions column shows only then. */
  deciding?: boolean;
  /** What stands under a row (the registrant's details), a whole table row of its own. */
  below?: (row: T) => ReactNode;
  rowSx?: (row: T) => SxProps<Theme>;
  /** On a paper of its own, when no card holds it. */
  paper?: boolean;
  size?: 'small' | 'medium';
}

/** The rows waiting for approval, each with its approve and reject buttons named after it. */
export function DecisionTable<T>({
  label,
  rows,
  rowKey,
  columns,
  actionsHeader,
  approve,
  reject,
  deciding = true,
  below,
  rowSx,
  paper = false,
  size = 'small',
}: DecisionTableProps<T>) {
  const decisions = [
    { decision: approve, look: { variant: 'contained' } },
    { decision: reject, look: { color: 'error' } },
  ] as const;
  return (
    <TableContainer {...(paper && { component: Paper })}>
      <Table size={size} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.header}</TableCell>
            ))}
            {deciding && <TableCell>{actionsHeader}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <TableRow sx={rowSx?.(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} padding={column.padding} sx={column.sx}>
                    {column.cell(row)}
                  </TableCell>
                ))}
                {deciding && (
                  <TableCell>
                    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                      {decisions.map(
                        ({ decision, look }) =>
                          (decision.offeredTo?.(row) ?? true) && (
                            <Button
                              key={decision.label}
                              size="small"
                              {...look}
                              disabled={decision.disabled}
                              onClick={() => {
                                decision.onDecide(row);
                              }}
                              aria-label={decision.labelFor(row)}
                            >
                              {decision.label}
                            </Button>
                          ),
                      )}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
              {below?.(row)}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
