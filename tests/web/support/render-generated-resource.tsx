import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Refine, type DataProvider, type NotificationProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter } from 'react-router';
import type { AppRoleName } from '../../../domain/auth/roles.ts';
import { apartmentTypes } from '../../../domain/resources/apartment-types.ts';
import { can, type ResourceAccess } from '../../../domain/resources/declaration.ts';
import { outlineNamed } from '../../../domain/resources/outlines.ts';
import { ConfirmationProvider } from '../../../src/components/shell/confirmation-provider.tsx';
import { i18n } from '../../../src/i18n.ts';
import { createI18nProvider } from '../../../src/providers/i18n-provider.ts';
import { refineResourceOf } from '../../../src/resources/generic/resource-screen.ts';
import { theme } from '../../../src/theme.ts';

interface RenderOptions {
  url: string;
  dataProvider: DataProvider;
  /** The caller's Active roles: `can()` answers from the apartment types declaration for them. */
  roles?: AppRoleName[];
  children: ReactNode;
  /** Where refine's notices go (a test that reads them). */
  notificationProvider?: NotificationProvider;
}

/** The generated apartment-type screens inside refine, the router, the theme and the confirmation dialog. */
export function renderGeneratedResource({
  url,
  dataProvider,
  roles = ['BackofficeUser'],
  children,
  notificationProvider,
}: RenderOptions) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Refine
          dataProvider={dataProvider}
          {...(notificationProvider && { notificationProvider })}
          routerProvider={routerProvider}
          accessControlProvider={{
            can: ({ action }) =>
              Promise.resolve({ can: can(apartmentTypes.access[action as keyof ResourceAccess], roles) }),
          }}
          i18nProvider={createI18nProvider(i18n)}
          resources={[
            {
              name: apartmentTypes.name,
              list: '/apartment-types',
              ...refineResourceOf(outlineNamed(apartmentTypes.name)),
            },
          ]}
          options={{
            disableTelemetry: true,
            syncWithLocation: true,
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
          }}
        >
          <ConfirmationProvider>{children}</ConfirmationProvider>
        </Refine>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
