import type { ReactElement } from 'react';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';

const icons: Record<string, ReactElement> = {
  'apartment-types': <HomeWorkOutlined />,
  opportunity: <RequestQuoteOutlined />,
  'opportunity-register': <FactCheckOutlined />,
  appointment: <EventOutlined />,
};

/** The menu icon of a generated resource, by its name; a generic list icon when it has none of its own. */
export const resourceIcon = (name: string): ReactElement => icons[name] ?? <ListAltOutlined />;
