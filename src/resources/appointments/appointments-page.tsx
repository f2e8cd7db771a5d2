import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { StatusChip } from '../../components/status-chip.tsx';
import type { CellRenderers } from '../generic/resource-unit.ts';
import { ResourceList } from '../generic/resource-list.tsx';
import { resourcePaths } from '../generic/resource-paths.ts';
import { useResourcePermissions } from '../generic/use-resource-permissions.ts';
import { AppointmentCalendar } from './appointment-calendar.tsx';
import { isIsoDay, todayInRome } from './calendar-grid.ts';
import { CALENDAR_PATH, calendarLink } from './calendar-links.ts';
import { PageHeader } from '../../components/page-header.tsx';

type AppointmentsView = 'list' | 'week' | 'month';

/** An appointment that overlaps another of its organiser stands out in the list. */
const cells: CellRenderers = {
  overlaps: (value, _row, t) => (value === true ? <StatusChip label={t('crud.yes')} tone="warning" /> : t('crud.no')),
};

/** The appointments: the generated list, or the week or month calendar; the choice and the day live in the URL. */
export function AppointmentsPage({ declaration }: { declaration: ResourceBlueprint }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const permissions = useResourcePermissions(declaration);
  const inCalendar = pathname === CALENDAR_PATH;
  const view: AppointmentsView = inCalendar ? (params.get('view') === 'month' ? 'month' : 'week') : 'list';
  const requested = params.get('day') ?? '';
  const day = isIsoDay(requested) ? requested : todayInRome();
  const links: Record<AppointmentsView, string> = {
    list: resourcePaths(declaration).list,
    week: calendarLink('week', day),
    month: calendarLink('month', day),
  };

  const switcher = (
    <ButtonGroup aria-label={t('appointment.views.label')} size="small">
      {(['list', 'week', 'month'] as const).map((option) => (
        <Button
          key={option}
          component={Link}
          to={links[option]}
          variant={view === option ? 'contained' : 'outlined'}
          aria-current={view === option ? 'page' : undefined}
        >
          {t(`appointment.views.${option}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
  if (view === 'list')
    return (
      <Stack spacing={2}>
        {switcher}
        <ResourceList declaration={declaration} cells={cells} />
      </Stack>
    );
  return (
    <Stack spacing={3}>
      {switcher}
      <PageHeader
        title={t('appointment.titles.list')}
        actions={
          permissions.create && (
            <Button
              variant="contained"
              component={Link}
              to={`${resourcePaths(declaration).create}?${new URLSearchParams({ returnTo: `${CALENDAR_PATH}?${params.toString()}` }).toString()}`}
              startIcon={<AddOutlined />}
            >
              {t('crud.create')}
            </Button>
          )
        }
      />
      <AppointmentCalendar view={view} day={day} />
    </Stack>
  );
}
