import { useTranslation } from '../../i18n/use-translation.ts';
import { profileApi } from '../../../domain/api/profile.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { SectionLoading, SectionMessage } from './section-status.tsx';
import { SkillsForm } from './skills-form.tsx';

/** The skills section: the catalogue of GET /profile/skill and the user's own choice. */
export function SkillsSection() {
  const { t } = useTranslation();
  const catalogue = useApiQuery(profileApi.skillCatalogue);
  const chosen = useApiQuery(profileApi.skills);
  const body = () => {
    if (catalogue.isError) return <SectionMessage severity="error" text={userMessageOf(catalogue.error, 'skills')} />;
    if (chosen.isError) return <SectionMessage severity="error" text={userMessageOf(chosen.error)} />;
    if (catalogue.isPending || chosen.isPending) return <SectionLoading />;
    return <SkillsForm catalogue={catalogue.data} chosen={chosen.data} />;
  };
  return (
    <SectionCard headingId="skills-title" title={t('profile.skills.title')} intro={t('profile.skills.intro')}>
      {body()}
    </SectionCard>
  );
}
