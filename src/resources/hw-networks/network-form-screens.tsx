import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceBlueprint } from '../../../domain/resources/declaration.ts';
import { DeclaredForm } from '../generic/declared-form.tsx';

/** A new network: its data and the e-mail of the hub head, who is invited (registration flow `district-manager`). */
export function NetworkCreateScreen({ declaration }: { declaration: ResourceBlueprint }) {
  const { t } = useTranslation();
  return (
    <DeclaredForm
      declaration={declaration}
      mode="create"
      intro={<Typography color="text.secondary">{t('networks-screens.createIntro')}</Typography>}
      layout={{ fields: ['name', 'code', 'type', 'skillIds', 'description', 'hubHeadEmail'], afterSave: 'show' }}
    />
  );
}

/** A network's edit: its data and skills (the hub head is invited once, at creation). */
export function NetworkEditScreen({ declaration }: { declaration: ResourceBlueprint }) {
  return (
    <DeclaredForm
      declaration={declaration}
      mode="edit"
      layout={{ fields: ['name', 'code', 'type', 'skillIds', 'description'], afterSave: 'show' }}
    />
  );
}
