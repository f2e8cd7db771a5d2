import { useTranslation } from '../../i18n/use-translation.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { CompanyDataForm } from './company-data-form.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SectionMessage } from './section-status.tsx';
import { QueryContent } from '../../components/query-content.tsx';

function LoadedCompanyData({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const query = useApiQuery(organizationsApi.detail, { params: { id: organizationId } });
  return (
    <QueryContent query={query} loadingLabel={t('profile.loading')}>
      {(organization) => <CompanyDataForm key={organization.id} organization={organization} />}
    </QueryContent>
  );
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
