import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The brand in the sider: a link to the user's home. */
export function AppTitle({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/home"
      aria-label={t('brand.name')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none' }}
    >
      <EnergySavingsLeafOutlined sx={{ color: 'secondary.main' }} aria-hidden="true" />
      {!collapsed && (
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          {t('brand.name')}
        </Typography>
      )}
    </Box>
  );
}
