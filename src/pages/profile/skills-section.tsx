import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { SkillsForm } from './skills-form.tsx';

/** The skills section: the catalogue of GET /profile/skill and the user's own choice. */
export function SkillsSection() {
  const { t } = useTranslation();
  const catalogue = useApiQuery(profileApi.skillCatalogue);
  const chosen = useApiQuery(profileApi.skills);
  return (
    <SectionCard headingId="skills-title" title={t('profile.skills.title')} intro={t('profile.skills.intro')}>
      <QueryContent query={catalogue} loadingLabel={t('profile.loading')} errorContext="skills">
        {(skills) => (
          <QueryContent query={chosen} loadingLabel={t('profile.loading')}>
            {(own) => <SkillsForm catalogue={skills} chosen={own} />}
          </QueryContent>
        )}
      </QueryContent>
    </SectionCard>
  );
}
