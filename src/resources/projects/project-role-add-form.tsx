import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/use-translation.ts';
import { projectRoleNames, type ProjectRoleEntry } from '../../../domain/projects/schemas.ts';
import { ReferencePicker } from '../generic/fields/reference-picker.tsx';
import type { ReferenceOption } from '../generic/use-reference-options.ts';
import { projectPeople } from './projects-api.ts';

interface ProjectRoleAddFormProps {
  busy: boolean;
  onAdd: (person: ReferenceOption, role: ProjectRoleEntry['role']) => Promise<boolean>;
}

/** Gives a person a role on the project: who (searched on the server) and which role of the catalogue. */
export function ProjectRoleAddForm({ busy, onAdd }: ProjectRoleAddFormProps) {
  const { t } = useTranslation();
  const [person, setPerson] = useState<ReferenceOption | null>(null);
  const [role, setRole] = useState<ProjectRoleEntry['role'] | ''>('');
  const add = async () => {
    if (!person || role === '') return;
    if (await onAdd(person, role)) {
      setPerson(null);
      setRole('');
    }
  };
  return (
    <Stack
      component="form"
      aria-label={t('projects-screens.people.addTitle')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <div style={{ flex: 2, minWidth: 0 }}>
        <ReferencePicker
          path={projectPeople}
          label={t('projects-screens.people.person')}
          value={person?.id ?? null}
          onChosen={setPerson}
        />
      </div>
      <TextField
        select
        label={t('projects-screens.people.role')}
        value={role}
        sx={{ flex: 1, minWidth: 200 }}
        onChange={(event) => {
          setRole(projectRoleNames.find((name) => name === event.target.value) ?? '');
        }}
      >
        {projectRoleNames.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`projects-screens.roles.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={!person || role === ''} loading={busy} sx={{ minHeight: 56 }}>
        {t('projects-screens.people.add')}
      </Button>
    </Stack>
  );
}
