import { useTranslation } from '../../i18n/use-translation.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { CompanyDataForm } from './company-data-form.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SectionLoading, SectionMessage } from './section-status.tsx';

function LoadedCompanyData({ organizationId }: { organizationId: string }) {
  const query = useApiQuery(organizationsApi.detail, { params: { id: organizationId } });
  if (query.isPending) return <SectionLoading />;
  if (query.isError) return <SectionMessage severity="error" text={userMessageOf(query.error)} />;
  return <CompanyDataForm key={query.data.id} organization={query.data} />;
}

/** The company data section: the organization of the user's profile, or a note when there is none. */
export function CompanyDataSection({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="company-data-title" title={t('profile.company.title')}>
      {organizationId ? (
        <LoadedCompanyData organizationId={organizationId} />
      ) : (
        <SectionMessage severity="info" text={t('profile.company.noOrganization')} />
      )}
    </SectionCard>
  );
}
