// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DismissibleFailure } from '../../src/components/dismissible-failure.tsx';

afterEach(cleanup);

describe('an action failure the user may dismiss', () => {
  it('draws nothing while nothing failed', () => {
    render(<DismissibleFailure message={null} onDismiss={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message as an alert whose close button dismisses it', () => {
    const onDismiss = vi.fn();
    render(<DismissibleFailure message="Transizione non consentita" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert').textContent).toContain('Transizione non consentita');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
