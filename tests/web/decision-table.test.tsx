// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DecisionTable } from '../../src/components/decision-table.tsx';

interface Request {
  id: string;
  name: string;
  inNetwork: boolean;
}

const requests: Request[] = [
  { id: 'r1', name: 'Anna Verdi', inNetwork: true },
  { id: 'r2', name: 'Luca Neri', inNetwork: false },
];

function show({ deciding = true, busy = false } = {}) {
  const onApprove = vi.fn();
  const onReject = vi.fn();
  render(
    <DecisionTable
      label="Da approvare"
      rows={requests}
      rowKey={(row) => row.id}
      columns={[{ key: 'name', header: 'Nome', cell: (row) => row.name }]}
      actionsHeader="Azioni"
      deciding={deciding}
      approve={{ label: 'Approva', labelFor: (row) => `Approva ${row.name}`, onDecide: onApprove, disabled: busy }}
      reject={{
        label: 'Rifiuta',
        labelFor: (row) => `Rifiuta ${row.name}`,
        onDecide: onReject,
        offeredTo: (row) => row.inNetwork,
      }}
    />,
  );
  return { onApprove, onReject };
}

describe('a table of decisions', () => {
  afterEach(cleanup);

  it('approves and rejects the row whose button is pressed, each named after it', () => {
    const { onApprove, onReject } = show();
    const table = screen.getByRole('table', { name: 'Da approvare' });
    fireEvent.click(within(table).getByRole('button', { name: 'Approva Luca Neri' }));
    expect(onApprove).toHaveBeenCalledWith(requests[1]);
    fireEvent.click(within(table).getByRole('button', { name: 'Rifiuta Anna Verdi' }));
    expect(onReject).toHaveBeenCalledWith(requests[0]);
  });

  it('offers a decision only to the rows it is for', () => {
    show();
    expect(screen.queryByRole('button', { name: 'Rifiuta Luca Neri' })).toBeNull();
  });

  it('disables a decision while one is being made', () => {
    show({ busy: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approva Anna Verdi' }).disabled).toBe(true);
  });

  it('has no decisions column for rows already decided', () => {
    show({ deciding: false });
    expect(screen.queryByRole('columnheader', { name: 'Azioni' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
