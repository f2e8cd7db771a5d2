import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { textFromData, useTranslation } from '../../i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { resourceEndpoints } from '../../../domain/api/resources.ts';
import { sessionApi } from '../../../domain/api/session.ts';
import { hwNetworks } from '../../../domain/resources/networks.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { FactList } from '../directories/fact-list.tsx';
import { NetworkMembers } from './network-members.tsx';
import { QueryContent } from '../../components/query-content.tsx';
import { PageHeader } from '../../components/page-header.tsx';

const networkEndpoints = resourceEndpoints(hwNetworks);
const tabs = ['info', 'skills', 'hubHead', 'members'] as const;
type NetworkTab = (typeof tabs)[number];

/**
 * A network (spec section 2, back office network list): tabs info, network skills, head-of-network data and the
 * designer list with its management (add by organisation, approve, remove) for back office and the network's hub head.
 */
export function NetworkDetail({ networkId }: { networkId: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NetworkTab>('info');
  const query = useApiQuery(networkEndpoints.detail, { params: { id: networkId }, query: { extend: 'hubHead' } });
  const label = (name: string) => textFromData(t, `networks-screens.${name}`);
  return (
    <QueryContent query={query} loadingLabel={t('directories.loading')}>
      {(network) => {
        const head = network.hubHead ?? null;
        return (
          <Stack spacing={3}>
            <PageHeader
              title={network.name}
              subtitle={`${network.code} · ${textFromData(t, `hw-networks.values.type.${network.type}`)}`}
              actions={
                network.editable && (
                  <Button
                    component={Link}
                    to={`/hw-networks/edit/${network.id}`}
                    variant="outlined"
                    startIcon={<EditOutlined />}
                  >
                    {label('edit')}
                  </Button>
                )
              }
            />
            <Tabs
              value={tab}
              onChange={(_event, next: NetworkTab) => {
                setTab(next);
              }}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={label('tabs.label')}
            >
              {tabs.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={label(`tabs.${name}`)}
                  id={`network-tab-${name}`}
                  aria-controls={`network-panel-${name}`}
                />
              ))}
            </Tabs>
            <Card
              component="section"
              id={`network-panel-${tab}`}
              role="tabpanel"
              aria-labelledby={`network-tab-${tab}`}
            >
              <CardContent>
                {tab === 'info' && (
                  <FactList
                    facts={[
                      [t('hw-networks.fields.name'), network.name],
                      [t('hw-networks.fields.code'), network.code],
                      [t('hw-networks.fields.type'), textFromData(t, `hw-networks.values.type.${network.type}`)],
                      [t('hw-networks.fields.description'), network.description ?? label('noDescription')],
                      [t('hw-networks.fields.hubHeadName'), network.hubHeadName ?? label('noHubHead')],
                      [t('hw-networks.fields.membersCount'), String(network.membersCount)],
                    ]}
                  />
                )}
                {tab === 'skills' && <Typography>{network.skillNames ?? label('noSkills')}</Typography>}
                {tab === 'hubHead' &&
                  (head ? (
                    <FactList
                      facts={[
                        [label('hubHead.name'), `${head.firstName} ${head.lastName}`],
                        [label('hubHead.bio'), head.bio],
                        [label('hubHead.phone'), head.phone],
                        [label('hubHead.email'), head.email],
                        [label('hubHead.company'), head.companyName],
                        [label('hubHead.address'), head.address],
                        [label('hubHead.vat'), head.vatNumber],
                        [label('hubHead.certifiedEmail'), head.certifiedEmail],
                        [label('hubHead.electronicInvoicingCode'), head.electronicInvoicingCode],
                      ]}
                    />
                  ) : (
                    <Typography color="text.secondary">{label('noHubHead')}</Typography>
                  ))}
                {tab === 'members' && <NetworkMembers networkId={network.id} manages={network.editable} />}
              </CardContent>
            </Card>
          </Stack>
        );
      }}
    </QueryContent>
  );
}

/** /hw-networks/detail/:id */
export function NetworkDetailScreen() {
  const { id = '' } = useParams();
  return <NetworkDetail networkId={id} />;
}

/** /designer-network: the designer's own network, from their membership. */
export function DesignerNetworkPage() {
  const { t } = useTranslation();
  const membership = useApiQuery(sessionApi.membership);
  return (
    <QueryContent query={membership} loadingLabel={t('directories.loading')}>
      {({ network }) =>
        network ? (
          <NetworkDetail networkId={network.id} />
        ) : (
          <Alert severity="info">{t('networks-screens.noNetwork')}</Alert>
        )
      }
    </QueryContent>
  );
}
