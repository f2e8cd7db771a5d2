import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import { organizationsApi } from '../../../domain/api/organizations.ts';
import type { LegalContact } from '../../../domain/schemas/legal-representative.ts';
import { useApiQuery } from '../../hooks/use-api.ts';
import { LegalRepresentativeForm } from './legal-representative-form.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { SectionMessage } from './section-status.tsx';
import { QueryContent } from '../../components/query-content.tsx';

const details = (contact: LegalContact) =>
  [contact.fiscalCode, contact.email, contact.phone].filter(Boolean).join(' · ');

function LegalRepresentatives({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const query = useApiQuery(organizationsApi.legalContacts, { params: { id: organizationId } });
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const open = (id: string) => {
    setNotice(null);
    setEditing(id);
  };
  const saved = (contact: LegalContact, created: boolean) => {
    setEditing(null);
    setNotice(
      t(created ? 'profile.legal.created' : 'profile.legal.saved', {
        name: `${contact.firstName} ${contact.lastName}`,
      }),
    );
  };
  const form = (contact?: LegalContact) => (
    <LegalRepresentativeForm
      organizationId={organizationId}
      contact={contact}
      onSaved={saved}
      onCancel={() => {
        setEditing(null);
      }}
    />
  );

  return (
    <QueryContent query={query} loadingLabel={t('profile.loading')}>
      {(contacts) => (
        <Stack spacing={2}>
          {notice && (
            <Alert severity="success" role="status">
              {notice}
            </Alert>
          )}
          {contacts.length === 0 && editing !== 'new' && (
            <SectionMessage severity="info" text={t('profile.legal.empty')} />
          )}
          {contacts.length > 0 && (
            <List disablePadding>
              {contacts.map((contact, index) => {
                const name = `${contact.firstName} ${contact.lastName}`;
                return (
                  <ListItem
                    key={contact.id}
                    disableGutters
                    divider={index < contacts.length - 1}
                    sx={{ display: 'block' }}
                  >
                    {editing === contact.id ? (
                      form(contact)
                    ) : (
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                        <ListItemText primary={name} secondary={details(contact)} />
                        <Button
                          variant="outlined"
                          size="small"
                          aria-label={t('profile.legal.editLabel', { name })}
                          onClick={() => {
                            open(contact.id);
                          }}
                        >
                          {t('profile.legal.edit')}
                        </Button>
                      </Stack>
                    )}
                  </ListItem>
                );
              })}
            </List>
          )}
          {editing === 'new' ? (
            <>
              <Divider />
              {form()}
            </>
          ) : (
            <Button
              variant="outlined"
              startIcon={<AddOutlined />}
              onClick={() => {
                open('new');
              }}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('profile.legal.add')}
            </Button>
          )}
        </Stack>
      )}
    </QueryContent>
  );
}

/** The legal representatives of the user's organization: list, add, edit (spec section 7, legalcontact). */
export function LegalRepresentativesSection({ organizationId }: { organizationId: string | null }) {
  const { t } = useTranslation();
  return (
    <SectionCard headingId="legal-representative-title" title={t('profile.legal.title')}>
      {organizationId ? (
        <LegalRepresentatives organizationId={organizationId} />
      ) : (
        <SectionMessage severity="info" text={t('profile.company.noOrganization')} />
      )}
    </SectionCard>
  );
}
