import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { AppModal } from '../../components/shell/app-modal.tsx';
import { withPortalTexts } from '../../i18n/with-portal-texts.ts';
import { networkPolicy } from '../../../domain/policies/networks.ts';
import { usePermission } from '../../hooks/use-permission.ts';

/** The form and its schemas come with the dialog's first opening: the directories load first with the portal. */
const InvitationForm = lazy(() =>
  withPortalTexts(import('../invitations/invitation-form.tsx')).then((m) => ({ default: m.InvitationForm })),
);

/**
 * "Invite" of the directories (spec section 2): a hub head or specialist goes to their network's invitation form; back
 * office gets the same form in a dialog, choosing the network first.
 */
export function InviteButton() {
  const { t } = useTranslation();
  const invitesIntoOwnNetwork = usePermission(networkPolicy.invitesIntoOwnNetwork);
  const [open, setOpen] = useState(false);
  const icon = <PersonAddOutlined />;
  if (invitesIntoOwnNetwork) {
    return (
      <Button variant="outlined" component={Link} to="/network" startIcon={icon}>
        {t('directories.invite')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        startIcon={icon}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('directories.invite')}
      </Button>
      <AppModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
        title={t('network.invite.title')}
        size="md"
        fullscreenOnMobile
      >
        <Suspense
          fallback={
            <Box
              role="status"
              aria-label={t('directories.loading')}
              sx={{ display: 'grid', placeItems: 'center', py: 4 }}
            >
              <CircularProgress />
            </Box>
          }
        >
          <InvitationForm backOffice />
        </Suspense>
      </AppModal>
    </>
  );
}
