/**
 * The yardstick of `npm run bench`'s dashboard measure (issue 18): a bare refine + MUI + DataGrid app as the design
 * card builds it (@refinedev/simple-rest's data provider over axios, i18next with react-i18next as refine's i18n
 * provider), one list in refine's layout with its notifications, against which the portal's dashboard JavaScript is
 * compared.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { Refine, useTranslate, type I18nProvider } from '@refinedev/core';
import simpleRestProvider from '@refinedev/simple-rest';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  List,
  RefineSnackbarProvider,
  RefineThemes,
  ThemedLayout,
  useDataGrid,
  useNotificationProvider,
} from '@refinedev/mui';
import routerProvider from '@refinedev/react-router';
import { DataGrid } from '@mui/x-data-grid';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

const dataProvider = simpleRestProvider('/api');

void i18next.use(initReactI18next).init({
  lng: 'it',
  resources: { it: { translation: { things: { titles: { list: 'Cose' } }, fields: { name: 'Nome' } } } },
  interpolation: { escapeValue: false },
});

/** refine's keys are plain strings (the portal's typed keys are not this app's). */
const translateKey = i18next.t as (key: string, options: object) => string;

const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    i18next.exists(key)
      ? translateKey(key, typeof options === 'object' && options !== null ? options : {})
      : typeof options === 'string'
        ? options
        : (defaultMessage ?? key),
  changeLocale: (locale: string) => i18next.changeLanguage(locale),
  getLocale: () => i18next.language,
};

function Things() {
  const translate = useTranslate();
  const { dataGridProps } = useDataGrid();
  return (
    <List>
      <DataGrid
        {...dataGridProps}
        columns={[{ field: 'id' }, { field: 'name', headerName: translate('fields.name') }]}
      />
    </List>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <ThemeProvider theme={RefineThemes.Blue}>
        <CssBaseline />
        <RefineSnackbarProvider>
          <Refine
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            routerProvider={routerProvider}
            notificationProvider={useNotificationProvider}
            resources={[{ name: 'things', list: '/' }]}
          >
            <Routes>
              <Route
                element={
                  <ThemedLayout>
                    <Outlet />
                  </ThemedLayout>
                }
              >
                <Route index element={<Things />} />
              </Route>
            </Routes>
          </Refine>
        </RefineSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>,
  );
}
