import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { RepositoryObject } from '../../../domain/files/repository-objects.ts';
import { formatFileSize, formatDateTime } from '../../../domain/format.ts';

interface AttachmentItemProps {
  file: RepositoryObject;
  canDelete: boolean;
  busy: boolean;
  onDownload: (file: RepositoryObject) => void;
  onDelete: (file: RepositoryObject) => void;
}

/** One file: name, size, who uploaded it and when; download and (when allowed) delete. */
export function AttachmentItem({ file, canDelete, busy, onDownload, onDelete }: AttachmentItemProps) {
  const { t } = useTranslation();
  const date = formatDateTime(file.uploadedAt ?? file.createdAt);
  const who = file.uploadedBy?.name
    ? t('attachments.uploadedBy', { name: file.uploadedBy.name, date })
    : t('attachments.uploadedOn', { date });
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('attachments.downloadShort')}>
            <span>
              <IconButton
                aria-label={t('attachments.download', { name: file.name })}
                disabled={busy}
                onClick={() => {
                  onDownload(file);
                }}
              >
                <FileDownloadOutlined />
              </IconButton>
            </span>
          </Tooltip>
          {canDelete && (
            <Tooltip title={t('attachments.delete.short')}>
              <span>
                <IconButton
                  aria-label={t('attachments.delete.button', { name: file.name })}
                  disabled={busy}
                  onClick={() => {
                    onDelete(file);
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Stack>
      }
      sx={{ pr: canDelete ? 14 : 8 }}
    >
      <ListItemIcon sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <InsertDriveFileOutlined />
      </ListItemIcon>
      <ListItemText
        primary={file.name}
        secondary={`${formatFileSize(file.size)} · ${who}`}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
