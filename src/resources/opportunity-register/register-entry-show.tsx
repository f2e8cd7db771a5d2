import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { opportunities } from '../../../domain/resources/opportunities.ts';
import { resourcePaths } from '../generic/resource-paths.ts';
import { ResourceShow } from '../generic/resource-show.tsx';

/** A row of the register, with the way to the opportunity itself, where back office reviews it. */
export function RegisterEntryShow({ declaration }: { declaration: ResourceBlueprint }) {
  const { t } = useTranslation();
  return (
    <ResourceShow declaration={declaration}>
      {(record) => (
        <div>
          <Button component={Link} to={resourcePaths(opportunities).show(String(record.id))} variant="contained">
            {t('opportunity-register.openOpportunity')}
          </Button>
        </div>
      )}
    </ResourceShow>
  );
}
