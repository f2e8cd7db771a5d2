import { createTheme } from '@mui/material/styles';
import { itIT as dataGridItIT } from '@mui/x-data-grid/locales';
import { theme } from './theme.ts';

/** The brand theme plus DataGrid's Italian texts: only the portal loads them, the public wizard stays lighter. */
export const adminTheme = createTheme(theme, dataGridItIT);
