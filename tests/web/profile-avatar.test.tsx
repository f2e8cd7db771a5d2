// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { initialsOf, ProfileAvatar } from '../../src/components/profile-avatar.tsx';
import { theme } from '../../src/theme.ts';

afterEach(cleanup);

describe('the profile avatar', () => {
  it('shows at most two initials: the first and the last name', () => {
    expect(initialsOf('Giulia Ferri')).toBe('GF');
    expect(initialsOf('  Maria Grazia   De Santis ')).toBe('MS');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });

  it("sizes the initials by the circle, even as a button's start icon (which sets its child to 20 px)", () => {
    render(
      <ThemeProvider theme={theme}>
        <Button startIcon={<ProfileAvatar name="Giulia Ferri" size={32} alt="" data-testid="small" />}>Giulia</Button>
        <ProfileAvatar name="Giulia Ferri" size={96} alt="" data-testid="large" />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('small').style.fontSize).toBe('13px');
    expect(screen.getByTestId('small').style.width).toBe('32px');
    expect(screen.getByTestId('large').style.fontSize).toBe('38px');
  });
});
