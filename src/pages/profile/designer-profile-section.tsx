import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import { CV_CATEGORY } from '../../../domain/schemas/designer-profile.ts';
import { AttachmentsPanel } from '../../components/attachments/index.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { DesignerProfileForm } from './designer-profile-form.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryContent } from '../../components/query-content.tsx';

/** The professional data of a designer: the designer profile and the CV among the profile's files. */
export function DesignerProfileSection({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const query = useApiQuery(profileApi.designerProfile);
  return (
    <SectionCard headingId="professional-data-title" title={t('profile.professional.title')}>
      <QueryContent query={query} loadingLabel={t('profile.loading')}>
        {(profile) => <DesignerProfileForm profile={profile} />}
      </QueryContent>
      <Box sx={{ mt: 4 }}>
        <AttachmentsPanel
          entityType="Profile"
          entityId={profileId}
          category={CV_CATEGORY}
          title={t('profile.professional.cvTitle')}
          canUpload
          canDelete
        />
      </Box>
    </SectionCard>
  );
}
