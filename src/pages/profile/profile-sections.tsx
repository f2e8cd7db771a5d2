import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { activeRoleNames } from '../../../domain/auth/roles.ts';
import { profilePolicy } from '../../../domain/policies/profile.ts';
import type { CurrentUser } from '../../providers/session.ts';
import { CompanyDataSection } from './company-data-section.tsx';
import { DesignerProfileSection } from './designer-profile-section.tsx';
import { LegalRepresentativesSection } from './legal-representatives-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PersonalDataForm } from './personal-data-form.tsx';
import { SkillsSection } from './skills-section.tsx';

interface Section {
  id: 'personal' | 'company' | 'professional' | 'skills' | 'legal' | 'security';
  content: ReactNode;
}

/** The sections this user has: professional data only for an Active Designer or HWDesigner. */
function sectionsOf({ details, init }: CurrentUser): Section[] {
  const designer = profilePolicy.hasDesignerProfile(activeRoleNames(init.roles));
  return [
    { id: 'personal', content: <PersonalDataForm key={details.id} details={details} /> },
    { id: 'company', content: <CompanyDataSection organizationId={details.organizationId} /> },
    ...(designer
      ? [{ id: 'professional', content: <DesignerProfileSection profileId={details.id} /> } satisfies Section]
      : []),
    { id: 'skills', content: <SkillsSection /> },
    { id: 'legal', content: <LegalRepresentativesSection organizationId={details.organizationId} /> },
    { id: 'security', content: <PasswordChangeForm email={details.email} /> },
  ];
}

/**
 * The sections of the profile as tabs (arrow keys move between them); the open one is in the address
 * (`?section=company`), so a reload or a link lands on it. Each section is its own form with its own save.
 */
export function ProfileSections({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const sections = sectionsOf(user);
  const current = sections.find((section) => section.id === params.get('section')) ?? sections[0];
  if (!current) return null;
  return (
    <Box>
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => {
          setParams({ section: id }, { replace: true });
        }}
        aria-label={t('profile.sections.label')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {sections.map(({ id }) => (
          <Tab
            key={id}
            value={id}
            label={t(`profile.sections.${id}`)}
            id={`profile-tab-${id}`}
            aria-controls={`profile-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${current.id}`} aria-labelledby={`profile-tab-${current.id}`}>
        {current.content}
      </Box>
    </Box>
  );
}
