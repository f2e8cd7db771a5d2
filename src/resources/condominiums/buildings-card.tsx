import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../i18n/use-translation.ts';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { buildingTitle, namedAsBuilding } from '../../../domain/construction-site/catalogue.ts';
import type { Building, Stair } from '../../../domain/construction-site/schemas.ts';
import { formatNumber } from '../../../domain/format.ts';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { BuildingForm, StairForm } from './building-forms.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { SectionCard } from '../../components/section-card.tsx';

type Editing =
  { kind: 'building'; id: string } | { kind: 'stair'; buildingId: string; stairId?: string } | { kind: 'new' } | null;

interface StairActions {
  onEdit: (stair: Stair) => void;
  onDelete: (stair: Stair) => void;
}

/** A building's stairs; with `actions`, each row can be changed or deleted. */
function StairsTable({ building, actions }: { building: Building; actions: StairActions | null }) {
  const { t } = useTranslation();
  if (building.stairs.length === 0)
    return <Typography color="text.secondary">{t('condominiums.stairs.empty')}</Typography>;
  return (
    <TableScroll label={t('condominiums.stairs.tableOf', { name: building.name })}>
      <Table size="small" aria-label={t('condominiums.stairs.tableOf', { name: building.name })}>
        <TableHead>
          <TableRow>
            {(['name', 'units', 'floors', 'heatedArea', 'year', 'typology'] as const).map((key) => (
              <TableCell key={key}>{t(`condominiums.stairs.${key}`)}</TableCell>
            ))}
            {actions && <TableCell align="right">{t('condominiums.stairs.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {building.stairs.map((stair) => (
            <TableRow key={stair.id}>
              <TableCell>{stair.name}</TableCell>
              <TableCell>{formatNumber(stair.units)}</TableCell>
              <TableCell>{formatNumber(stair.floors)}</TableCell>
              <TableCell>{`${formatNumber(stair.heatedAreaSqm)} m²`}</TableCell>
              <TableCell>{stair.constructionYear}</TableCell>
              <TableCell>{t(`condominiums.typology.${stair.typology}`)}</TableCell>
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={t('condominiums.stairs.editFor', { name: stair.name })}
                    onClick={() => {
                      actions.onEdit(stair);
                    }}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('condominiums.stairs.deleteFor', { name: stair.name })}
                    onClick={() => {
                      actions.onDelete(stair);
                    }}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}

/** The buildings of a condominium with their stairs; its editors add, change and remove both. */
export function BuildingsCard({
  condominiumId,
  buildings,
  canEdit,
}: {
  condominiumId: string;
  buildings: readonly Building[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const write = useApiWrite();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setEditing(null);
  };
  const removeStair = async (stair: Stair) => {
    setFailure(null);
    await confirm({
      title: t('condominiums.stairs.deleteTitle'),
      text: t('condominiums.stairs.deleteText', { name: stair.name }),
      yesText: t('condominiums.delete'),
      noText: t('condominiums.cancel'),
      onConfirm: async () => {
        try {
          await write(condominiumsApi.removeStair, { params: { id: stair.id } });
        } catch (error) {
          setFailure(userMessageOf(error));
        }
      },
    });
  };
  const stairActions: StairActions | null =
    canEdit && editing === null
      ? {
          onEdit: (stair) => {
            setEditing({ kind: 'stair', buildingId: stair.buildingId, stairId: stair.id });
          },
          onDelete: (stair) => void removeStair(stair),
        }
      : null;
  const remove = async (building: Building) => {
    setFailure(null);
    await confirm({
      title: t('condominiums.buildings.deleteTitle'),
      text: t('condominiums.buildings.deleteText', {
        name: building.name,
        context: namedAsBuilding(building.name) ? 'named' : undefined,
      }),
      yesText: t('condominiums.delete'),
      noText: t('condominiums.cancel'),
      onConfirm: async () => {
        try {
          await write(condominiumsApi.removeBuilding, { params: { id: building.id } });
        } catch (error) {
          setFailure(userMessageOf(error));
        }
      },
    });
  };
  return (
    <SectionCard
      headingId="buildings-title"
      title={t('condominiums.buildings.title')}
      actions={
        canEdit &&
        editing?.kind !== 'new' && (
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => {
              setEditing({ kind: 'new' });
            }}
          >
            {t('condominiums.buildings.add')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {editing?.kind === 'new' && <BuildingForm condominiumId={condominiumId} onDone={close} />}
        {buildings.length === 0 && <Typography color="text.secondary">{t('condominiums.buildings.empty')}</Typography>}
        {buildings.map((building) => (
          <Box
            component="section"
            key={building.id}
            aria-label={buildingTitle(building.name)}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
          >
            <Stack spacing={1.5}>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {building.name}
              </Typography>
              <Typography variant="body2">
                {t('condominiums.buildings.apeLine', {
                  before: building.apeClassBefore ?? '—',
                  after: building.apeClassAfter ?? '—',
                })}
              </Typography>
              {editing?.kind === 'building' && editing.id === building.id ? (
                <BuildingForm condominiumId={condominiumId} building={building} onDone={close} />
              ) : (
                <StairsTable building={building} actions={stairActions} />
              )}
              {editing?.kind === 'stair' && editing.buildingId === building.id && (
                <StairForm
                  key={editing.stairId ?? 'new'}
                  building={building}
                  stair={building.stairs.find((stair) => stair.id === editing.stairId)}
                  onDone={close}
                />
              )}
              {canEdit && editing === null && (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      setEditing({ kind: 'stair', buildingId: building.id });
                    }}
                  >
                    {t('condominiums.stairs.addFor', { name: building.name })}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => {
                      setEditing({ kind: 'building', id: building.id });
                    }}
                  >
                    {t('condominiums.buildings.editFor', { name: building.name })}
                  </Button>
                  <Button size="small" color="error" onClick={() => void remove(building)}>
                    {t('condominiums.buildings.deleteFor', { name: building.name })}
                  </Button>
                </Stack>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
}
