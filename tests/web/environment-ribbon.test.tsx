// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../src/theme.ts';
import { EnvironmentRibbon } from '../../src/components/environment-ribbon.tsx';

function renderRibbon(environment: string) {
  return render(
    <ThemeProvider theme={theme}>
      <EnvironmentRibbon environment={environment} />
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('EnvironmentRibbon', () => {
  it('shows "staging" on a green band', () => {
    renderRibbon('staging');
    const ribbon = screen.getByTestId('environment-ribbon');
    expect(ribbon.textContent).toBe('staging');
    expect(getComputedStyle(ribbon).backgroundColor).toBe('rgb(46, 125, 50)');
  });

  it('shows "development" on a dark red (#8B0000) band', () => {
    renderRibbon('development');
    const ribbon = screen.getByTestId('environment-ribbon');
    expect(ribbon.textContent).toBe('development');
    expect(getComputedStyle(ribbon).backgroundColor).toBe('rgb(139, 0, 0)');
  });

  it('sits fixed in the bottom-right corner, clear of the app bar', () => {
    renderRibbon('staging');
    const corner = screen.getByTestId('environment-ribbon').parentElement;
    expect(corner).not.toBeNull();
    const style = getComputedStyle(corner as HTMLElement);
    expect(style.position).toBe('fixed');
    expect(style.bottom).toBe('0px');
    expect(style.right).toBe('0px');
  });

  it.each(['production', 'test', '', 'Staging', 'toString'])('renders nothing for %j', (environment) => {
    const { container } = renderRibbon(environment);
    expect(screen.queryByTestId('environment-ribbon')).toBeNull();
    expect(container.childElementCount).toBe(0);
  });
});
