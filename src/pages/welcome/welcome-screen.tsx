import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { login } from '../../providers/keycloak.ts';
import { WelcomePage } from './welcome-page.tsx';

/** Route /welcome: login at the issuer; account creation is by invitation with a network code. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const [registerInfo, setRegisterInfo] = useState(false);
  const close = () => {
    setRegisterInfo(false);
  };
  return (
    <>
      <WelcomePage onLogin={() => void login()} onRegister={() => { setRegisterInfo(true); }} />
      <Dialog open={registerInfo} onClose={close} aria-labelledby="register-info-title">
        <DialogTitle id="register-info-title">{t('welcome.registerInfo.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('welcome.registerInfo.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>{t('welcome.registerInfo.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
