import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter } from 'react-router';
import { ConfirmationProvider } from '../../../src/components/shell/confirmation-provider.tsx';
import { i18n } from '../../../src/i18n.ts';
import { createI18nProvider } from '../../../src/providers/i18n-provider.ts';
import { theme } from '../../../src/theme.ts';
import { unusedDataProvider } from './api-fakes.ts';

export interface PortalFrameProps {
  /**
   * The address the screen opens at, in a memory router, or the history it opens at the last of (so Back leads to the
   * one before); none for a part that needs no route.
   */
  at?: string | readonly string[];
  /** refine's data provider; by default one for screens that call the API through the HTTP client only. */
  dataProvider?: DataProvider;
  children: ReactNode;
}

/**
 * What a portal screen stands in: the theme, refine with the portal's i18next (a failed query is not retried, so a
 * test sees the failure at once) and the confirmation dialogs.
 */
export function PortalFrame({ at, dataProvider = unusedDataProvider, children }: PortalFrameProps) {
  const portal = (
    <Refine
      dataProvider={dataProvider}
      routerProvider={at === undefined ? undefined : routerProvider}
      i18nProvider={createI18nProvider(i18n)}
      options={{
        disableTelemetry: true,
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
      }}
    >
      <ConfirmationProvider>{children}</ConfirmationProvider>
    </Refine>
  );
  const history = typeof at === 'string' ? [at] : [...(at ?? [])];
  return (
    <ThemeProvider theme={theme}>
      {at === undefined ? (
        portal
      ) : (
        <MemoryRouter initialEntries={history} initialIndex={history.length - 1}>
          {portal}
        </MemoryRouter>
      )}
    </ThemeProvider>
  );
}
