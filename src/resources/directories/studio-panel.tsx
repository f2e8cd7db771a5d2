import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { formatMoney, formatNumber } from '../../../domain/format.ts';
import { repositoryObjectsApi } from '../../../domain/api/repository-objects.ts';
import { PROFESSIONAL_CATEGORIES } from '../../../domain/rules/user-types.ts';
import { useApiRead } from '../../hooks/use-api.ts';
import { AsyncButton } from '../../components/shell/async-button.tsx';
import { userMessageOf } from '../../providers/api-errors.ts';
import { FactList } from './fact-list.tsx';
import type { PersonRecord } from './person-record.ts';
import { SectionCard } from '../../components/section-card.tsx';

const count = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatNumber(value);

/**
 * The Studio tab: the organisation, its designer profile and the CV to download (a repository object of the profile).
 */
export function StudioPanel({ person }: { person: PersonRecord }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const studio = person.studio;
  const organization = studio?.organization ?? null;
  const designer = studio?.designerProfile;
  const field = (name: string) => textFromData(t, `directories.studio.${name}`);
  const cv = designer?.cv ?? null;
  const read = useApiRead();
  const download = async () => {
    if (!cv) return;
    setFailure(null);
    try {
      window.location.assign((await read(repositoryObjectsApi.download, { params: { id: cv.id } })).url);
    } catch (error) {
      setFailure(userMessageOf(error));
    }
  };
  return (
    <Stack spacing={2} id="person-panel-studio" role="tabpanel" aria-labelledby="person-tab-studio">
      <SectionCard headingId="studio-organization" title={field('organization')}>
        {organization ? (
          <FactList
            facts={[
              [field('name'), organization.name],
              [field('vatNumber'), organization.vatNumber],
              [field('place'), [organization.city, organization.province].filter(Boolean).join(' ')],
              [field('address'), organization.address],
              [field('phone'), organization.phone],
              [field('certifiedEmail'), organization.certifiedEmail],
              [field('website'), organization.website],
              [field('publicDescription'), organization.publicDescription],
            ]}
          />
        ) : (
          <Typography color="text.secondary">{field('noOrganization')}</Typography>
        )}
      </SectionCard>
      <SectionCard headingId="studio-designer" title={field('designerProfile')}>
        <FactList
          facts={[
            [
              field('professionalCategory'),
              designer?.professionalCategory ? PROFESSIONAL_CATEGORIES[designer.professionalCategory] : null,
            ],
            [field('chamberOfCommerceNumber'), designer?.chamberOfCommerceNumber],
            [field('taxCode'), designer?.taxCode],
            [field('yearsOfExperience'), count(designer?.yearsOfExperience)],
            [field('employeesNumber'), count(designer?.employeesNumber)],
            [field('collaboratorsNumber'), count(designer?.collaboratorsNumber)],
            [
              field('averageCostOfWork'),
              designer?.averageCostOfWork === null || designer?.averageCostOfWork === undefined
                ? null
                : formatMoney(designer.averageCostOfWork),
            ],
          ]}
        />
        <Stack direction="row" sx={{ mt: 2 }}>
          {cv ? (
            <AsyncButton variant="outlined" autoLoading startIcon={<FileDownloadOutlined />} onClick={download}>
              {t('directories.studio.downloadCv', { name: cv.name })}
            </AsyncButton>
          ) : (
            <Typography color="text.secondary">{field('noCv')}</Typography>
          )}
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </SectionCard>
    </Stack>
  );
}
