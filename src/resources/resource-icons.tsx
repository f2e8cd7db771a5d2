import type { ReactElement } from 'react';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';

const icons: Record<string, ReactElement> = {
  'apartment-types': <HomeWorkOutlined />,
};

/** The menu icon of a generated resource, by its name; a generic list icon when it has none of its own. */
export const resourceIcon = (name: string): ReactElement => icons[name] ?? <ListAltOutlined />;
