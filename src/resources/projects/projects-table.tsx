import { useCallback, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ProjectRecord } from '../../../domain/projects/schemas.ts';
import { ListPagination } from '../../components/shell/list-pagination.tsx';
import { userMessageOf } from '../../providers/api-errors.ts';
import { formatDay } from './project-format.ts';
import { ProjectStatusChip } from './project-status-chip.tsx';
import { ProjectsTableFilters } from './projects-table-filters.tsx';
import { projectPaths, type AppRoleId, type ListAnswer, type ProjectListQuery } from './projects-api.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

const PROJECTS_TABLE_PAGE_SIZE = 25;

export interface ProjectsTableProps {
  /** The table's accessible name. */
  label: string;
  /** Filters always applied (for example `{ type: 'TechValidation' }`). */
  fixed?: ProjectListQuery;
  /** Speak as this role (`X-AppRole`). */
  appRole?: AppRoleId;
  /** Where a project's name leads. */
  linkTo: (project: ProjectRecord) => string;
  /** One more column of the screen's own. */
  extra?: { header: string; cell: (project: ProjectRecord) => ReactNode };
}

/**
 * A project list of its own screen (capohub, tutor, bank service): server paging, search and status filter kept in
 * the URL (`?q=&status=&page=`), reset, the paging labels, loading and empty states.
 */
export function ProjectsTable({ label, fixed = {}, appRole, linkTo, extra }: ProjectsTableProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const list = useApiQuery<ListAnswer<ProjectRecord>>(
    projectPaths.list({ ...fixed, q, status, page, limit: PROJECTS_TABLE_PAGE_SIZE, order: 'createdAt:desc' }), { appRole });
  const change = useCallback((next: { q?: string; status?: string; page?: number }) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === '' || (key === 'page' && value === 1)) updated.delete(key);
        else updated.set(key, String(value));
      }
      if (next.page === undefined) updated.delete('page');
      return updated;
    }, { replace: true });
  }, [setParams]);
  const reset = () => { setParams(new URLSearchParams(), { replace: true }); };

  let content: ReactNode;
  if (list.isPending) {
    content = <Stack sx={{ alignItems: 'center', py: 4 }}><CircularProgress aria-label={t('crud.loading')} /></Stack>;
  } else if (list.isError) {
    content = <Alert severity="error">{userMessageOf(list.error)}</Alert>;
  } else if (list.data.data.length === 0) {
    content = <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{t('projects-screens.table.empty')}</Typography>;
  } else {
    content = (
      <TableContainer>
        <Table aria-label={label} size="small">
          <TableHead>
            <TableRow>
              {['name', 'status', 'type', 'assigneeId', 'createdAt'].map((field) => <TableCell key={field}>{t(`projects.fields.${field}`)}</TableCell>)}
              {extra && <TableCell>{extra.header}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.data.map((project) => (
              <TableRow key={project.id} hover>
                <TableCell><Link component={RouterLink} to={linkTo(project)}>{project.name}</Link></TableCell>
                <TableCell><ProjectStatusChip status={project.status} /></TableCell>
                <TableCell>{t(`projects.values.type.${project.type}`)}</TableCell>
                <TableCell>{project.assigneeName ?? '—'}</TableCell>
                <TableCell>{formatDay(project.createdAt)}</TableCell>
                {extra && <TableCell>{extra.cell(project)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack spacing={2}>
      <ProjectsTableFilters q={q} status={status} onChange={change} onReset={reset} />
      <Paper variant="outlined">{content}</Paper>
      <ListPagination count={list.data?.total ?? 0} page={page} pageSize={PROJECTS_TABLE_PAGE_SIZE} onPageChange={(next) => { change({ page: next }); }} />
    </Stack>
  );
}
