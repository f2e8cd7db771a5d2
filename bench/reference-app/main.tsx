/**
 * The yardstick of `npm run bench`'s dashboard measure (issue 18): a bare refine + MUI + DataGrid app, one list in
 * refine's layout with its notifications, against which the portal's dashboard JavaScript is compared.
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { Refine, type DataProvider } from '@refinedev/core';
import { List, RefineSnackbarProvider, RefineThemes, ThemedLayout, useDataGrid, useNotificationProvider } from '@refinedev/mui';
import routerProvider from '@refinedev/react-router';
import { DataGrid } from '@mui/x-data-grid';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

const dataProvider: DataProvider = {
  getApiUrl: () => '/api',
  getList: () => Promise.resolve({ data: [], total: 0 }),
  getOne: () => Promise.reject(new Error('no records')),
  create: () => Promise.reject(new Error('read only')),
  update: () => Promise.reject(new Error('read only')),
  deleteOne: () => Promise.reject(new Error('read only')),
};

function Things() {
  const { dataGridProps } = useDataGrid();
  return <List><DataGrid {...dataGridProps} columns={[{ field: 'id' }, { field: 'name' }]} /></List>;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BrowserRouter>
      <ThemeProvider theme={RefineThemes.Blue}>
        <CssBaseline />
        <RefineSnackbarProvider>
          <Refine dataProvider={dataProvider} routerProvider={routerProvider} notificationProvider={useNotificationProvider} resources={[{ name: 'things', list: '/' }]}>
            <Routes>
              <Route element={<ThemedLayout><Outlet /></ThemedLayout>}>
                <Route index element={<Things />} />
              </Route>
            </Routes>
          </Refine>
        </RefineSnackbarProvider>
      </ThemeProvider>
    </BrowserRouter>,
  );
}
