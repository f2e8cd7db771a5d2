import { useTranslation } from '../../i18n/use-translation.ts';
import { useCurrentUser } from '../../providers/session-context.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

/** Route /placeholder with the logged-in user's name and roles (a visitor sees the neutral greeting). */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return <PlaceholderPage userName={t('status.placeholder.guest')} roles={[]} />;
  return (
    <PlaceholderPage
      embedded
      userName={`${user.details.firstName} ${user.details.lastName}`}
      roles={user.init.roles.filter((role) => role.status === 'Active').map((role) => role.roleName)}
    />
  );
}
