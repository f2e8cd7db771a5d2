import { useState, type ReactNode } from 'react';
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
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../i18n/use-translation.ts';
import { condominiumsApi } from '../../../domain/api/condominiums.ts';
import { buildingTitle, namedAsBuilding } from '../../../domain/construction-site/catalogue.ts';
import type { Building, Stair } from '../../../domain/construction-site/schemas.ts';
import { formatNumber } from '../../../domain/format.ts';
import { useConfirmedRemoval } from '../../components/use-confirmed-removal.ts';
import { useApiWrite } from '../../hooks/use-api.ts';
import { BuildingForm, StairForm } from './building-forms.tsx';
import { TableScroll } from '../../components/table-scroll.tsx';
import { InlineEditList, ItemActionButtons } from '../../components/inline-edit-list.tsx';

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

type StairEditing = { buildingId: string; stairId?: string } | null;

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
  const [stairEditing, setStairEditing] = useState<StairEditing>(null);
  /** A stair's deletion that failed, shown in its building. */
  const [failure, setFailure] = useState<{ buildingId: string; text: string } | null>(null);
  const closeStair = () => {
    setStairEditing(null);
  };
  const confirmRemoval = useConfirmedRemoval();
  const removeStair = async (stair: Stair) => {
    setFailure(null);
    const text = await confirmRemoval(
      {
        title: t('condominiums.stairs.deleteTitle'),
        text: t('condominiums.stairs.deleteText', { name: stair.name }),
      },
      () => write(condominiumsApi.removeStair, { params: { id: stair.id } }),
    );
    if (text !== null) setFailure({ buildingId: stair.buildingId, text });
  };
  const section = (building: Building, content: ReactNode) => (
    <Box
      component="section"
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
        {content}
      </Stack>
    </Box>
  );
  return (
    <InlineEditList
      headingId="buildings-title"
      title={t('condominiums.buildings.title')}
      items={buildings}
      canEdit={canEdit}
      locked={stairEditing !== null}
      addLabel={t('condominiums.buildings.add')}
      empty={t('condominiums.buildings.empty')}
      form={(building, done) =>
        building ? (
          section(building, <BuildingForm condominiumId={condominiumId} building={building} onDone={done} />)
        ) : (
          <BuildingForm condominiumId={condominiumId} onDone={done} />
        )
      }
      row={(building, controls) =>
        section(
          building,
          <>
            {failure?.buildingId === building.id && <Alert severity="error">{failure.text}</Alert>}
            <StairsTable
              building={building}
              actions={
                controls && {
                  onEdit: (stair) => {
                    setStairEditing({ buildingId: stair.buildingId, stairId: stair.id });
                  },
                  onDelete: (stair) => void removeStair(stair),
                }
              }
            />
            {stairEditing?.buildingId === building.id && (
              <StairForm
                key={stairEditing.stairId ?? 'new'}
                building={building}
                stair={building.stairs.find((stair) => stair.id === stairEditing.stairId)}
                onDone={closeStair}
              />
            )}
            {controls && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    setStairEditing({ buildingId: building.id });
                  }}
                >
                  {t('condominiums.stairs.addFor', { name: building.name })}
                </Button>
                <ItemActionButtons
                  controls={controls}
                  editLabel={t('condominiums.buildings.editFor', { name: building.name })}
                  deleteLabel={t('condominiums.buildings.deleteFor', { name: building.name })}
                />
              </Stack>
            )}
          </>,
        )
      }
      askDelete={(building) => ({
        title: t('condominiums.buildings.deleteTitle'),
        text: t('condominiums.buildings.deleteText', {
          name: building.name,
          context: namedAsBuilding(building.name) ? 'named' : undefined,
        }),
      })}
      remove={(building) => write(condominiumsApi.removeBuilding, { params: { id: building.id } })}
    />
  );
}
