import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link as RouterLink } from 'react-router';
import { projectStatuses, type ProjectStatus } from '../../../domain/projects/catalogue.ts';
import { statusColors } from '../../resources/projects/project-status-chip.tsx';

export interface ProjectStatusChartProps {
  /** How many projects are in each status. */
  byStatus: Readonly<Record<ProjectStatus, number>>;
  /** The list filtered on one status. */
  linkFor: (status: ProjectStatus) => string;
}

const barColor = (status: ProjectStatus): string =>
  statusColors[status] === 'default' ? 'grey.500' : `${statusColors[status]}.main`;

/**
 * Projects by status as horizontal bars, drawn with plain boxes: each bar is a link to the list filtered on its status
 * whose text ('In corso: 3 progetti') is the chart's text alternative; the caption gives the total.
 */
export function ProjectStatusChart({ byStatus, linkFor }: ProjectStatusChartProps) {
  const { t } = useTranslation();
  const total = projectStatuses.reduce((sum, status) => sum + byStatus[status], 0);
  const highest = Math.max(1, ...projectStatuses.map((status) => byStatus[status]));
  return (
    <Box component="figure" aria-labelledby="project-status-chart-caption" sx={{ m: 0 }}>
      <Typography component="figcaption" id="project-status-chart-caption" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('projects-screens.chart.caption', { count: total })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {projectStatuses.map((status) => {
          const count = byStatus[status];
          const label = t(`projects.values.status.${status}`);
          return (
            <li key={status}>
              <Link
                component={RouterLink}
                to={linkFor(status)}
                underline="hover"
                color="inherit"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '96px 1fr 40px', sm: '128px 1fr 48px' },
                  alignItems: 'center',
                  gap: 1.5,
                  py: 0.5,
                  borderRadius: 1,
                }}
              >
                <Typography component="span" variant="body2">
                  {label}
                </Typography>
                <Box aria-hidden sx={{ height: 14, borderRadius: 1, bgcolor: 'action.hover' }}>
                  <Box
                    data-testid={`bar-${status}`}
                    sx={{ height: '100%', borderRadius: 1, bgcolor: barColor(status) }}
                    style={{ width: `${String(Math.round((count / highest) * 100))}%` }}
                  />
                </Box>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {count}
                </Typography>
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
