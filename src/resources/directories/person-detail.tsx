import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { FactList } from './fact-list.tsx';
import type { PersonRecord } from './person-record.ts';
import { StudioPanel } from './studio-panel.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { PageHeader } from '../../components/page-header.tsx';

export interface PersonDetailProps<T extends PersonRecord> {
  /** The person's read `withStudio`, from the endpoint of the page's directory. */
  query: UseQueryResult<T>;
  /** The resource whose labels name the fields (`professional.fields.*`). */
  resource: string;
  /** Buttons under the heading, given the loaded record (associate to project, ask for contact). */
  actions?: (person: T) => ReactNode;
  /** More cards under the tabs (the account of /bo-professional). */
  children?: (person: T) => ReactNode;
}

/** The detail of a person of a directory: the heading, then the Info and Studio tabs (spec section 2). */
export function PersonDetail<T extends PersonRecord>({ query, resource, actions, children }: PersonDetailProps<T>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'info' | 'studio'>('info');
  const field = (name: string) => textFromData(t, `${resource}.fields.${name}`);
  const value = (name: string, raw: string | null | undefined) =>
    raw ? textFromData(t, `${resource}.values.${name}.${raw}`) : null;
  return (
    <QueryContent query={query} loadingLabel={t('directories.loading')}>
      {(person) => (
        <Stack spacing={3}>
          <PageHeader
            title={`${person.firstName} ${person.lastName}`}
            subtitle={[person.organizationName, person.networkName].filter(Boolean).join(' · ')}
            actions={actions?.(person)}
          />
          <Tabs
            value={tab}
            onChange={(_event, next: 'info' | 'studio') => {
              setTab(next);
            }}
            aria-label={t('directories.tabs.label')}
          >
            <Tab
              value="info"
              label={t('directories.tabs.info')}
              id="person-tab-info"
              aria-controls="person-panel-info"
            />
            <Tab
              value="studio"
              label={t('directories.tabs.studio')}
              id="person-tab-studio"
              aria-controls="person-panel-studio"
            />
          </Tabs>
          {tab === 'info' ? (
            <Card component="section" id="person-panel-info" role="tabpanel" aria-labelledby="person-tab-info">
              <CardContent>
                <FactList
                  facts={[
                    [field('role'), value('role', person.role)],
                    [field('professionalCategory'), value('professionalCategory', person.professionalCategory)],
                    [field('skillId'), person.skillNames],
                    [field('city'), person.city],
                    [field('province'), person.province],
                    [field('networkId'), person.networkName],
                    [field('email'), person.email],
                    [field('phone'), person.phone],
                    [t('directories.fields.fiscalCode'), person.fiscalCode],
                    [t('directories.fields.address'), person.address],
                    [t('directories.fields.bio'), person.studio?.bio],
                    [t('directories.fields.skillDescription'), person.studio?.skillDescription],
                  ]}
                />
              </CardContent>
            </Card>
          ) : (
            <StudioPanel person={person} />
          )}
          {children?.(person)}
        </Stack>
      )}
    </QueryContent>
  );
}
