import { useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { savedViewsApi } from '../../../domain/api/saved-views.ts';
import type { SavedView, SavedViewState } from '../../../domain/schemas/saved-views.ts';
import { AppModal } from '../../components/shell/app-modal.tsx';
import { useConfirm } from '../../components/shell/confirmation-context.ts';
import { useApiMutation, useApiQuery } from '../../hooks/use-api.ts';
import { userMessageOf } from '../../providers/api-errors.ts';
import { viewLink } from './list-state.ts';
import { SaveViewDialog } from './save-view-dialog.tsx';

export interface SavedViewsMenuProps {
  /** Which list the views belong to (the resource or the view route). */
  listKey: string;
  /** The list's SPA path, for the share link. */
  listPath: string;
  currentState: () => SavedViewState;
  onApply: (view: SavedView) => void;
}

/**
 * The list's saved views (issue 21): reopen one, save the current filters, sort, columns and page size under a name,
 * share one by link (private until shared), copy its link, delete it.
 */
export function SavedViewsMenu({ listKey, listPath, currentState, onApply }: SavedViewsMenuProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const { open: notify } = useNotification();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [saving, setSaving] = useState(false);
  const [managing, setManaging] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const views = useApiQuery(savedViewsApi.list, { query: { listKey } }).data?.data ?? [];
  const create = useApiMutation(savedViewsApi.create);
  const update = useApiMutation(savedViewsApi.update);
  const remove = useApiMutation(savedViewsApi.remove);
  const failed = (error: unknown) =>
    notify?.({ type: 'error', message: t('lists.views.failed'), description: userMessageOf(error) });
  const close = () => {
    setAnchor(null);
  };

  const save = async (name: string, shared: boolean) => {
    try {
      const view = await create.mutateAsync({ body: { listKey, name, shared, state: currentState() } });
      setSaving(false);
      setSaveError(undefined);
      notify?.({ type: 'success', message: t('lists.views.saved', { name: view.name }) });
    } catch (error) {
      setSaveError(userMessageOf(error));
    }
  };
  const copyLink = async (view: SavedView) => {
    try {
      if (!view.shared) await update.mutateAsync({ params: { id: view.id }, body: { shared: true } });
      await navigator.clipboard.writeText(viewLink(listPath, view.id));
      notify?.({ type: 'success', message: t('lists.views.linkCopied'), description: viewLink(listPath, view.id) });
    } catch (error) {
      failed(error);
    }
  };
  const toggleShare = (view: SavedView) =>
    update.mutateAsync({ params: { id: view.id }, body: { shared: !view.shared } }).catch(failed);
  const askDelete = (view: SavedView) =>
    confirm({
      title: t('lists.views.deleteTitle'),
      text: t('lists.views.deleteText', { name: view.name }),
      yesText: t('crud.delete'),
      destructive: true,
      noText: t('lists.views.cancel'),
      onConfirm: () => remove.mutateAsync({ params: { id: view.id } }),
    });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
      >
        {t('lists.views.button')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': t('lists.views.menuLabel') } }}
      >
        {views.length === 0 && <MenuItem disabled>{t('lists.views.none')}</MenuItem>}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            onClick={() => {
              onApply(view);
              close();
            }}
          >
            <ListItemText primary={view.name} secondary={view.shared ? t('lists.views.shared') : undefined} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setSaving(true);
          }}
        >
          {t('lists.views.save')}
        </MenuItem>
        {views.length > 0 && (
          <MenuItem
            onClick={() => {
              close();
              setManaging(true);
            }}
          >
            {t('lists.views.manage')}
          </MenuItem>
        )}
      </Menu>
      <AppModal
        open={managing}
        onClose={() => {
          setManaging(false);
        }}
        title={t('lists.views.manageTitle')}
        size="md"
      >
        <List aria-label={t('lists.views.menuLabel')}>
          {views.map((view) => (
            <ListItem
              key={view.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={t(view.shared ? 'lists.views.unshare' : 'lists.views.share', { name: view.name })}>
                    <IconButton
                      aria-label={t(view.shared ? 'lists.views.unshare' : 'lists.views.share', { name: view.name })}
                      aria-pressed={view.shared}
                      color={view.shared ? 'primary' : 'default'}
                      onClick={() => void toggleShare(view)}
                    >
                      <ShareOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('lists.views.copyLink', { name: view.name })}>
                    <IconButton
                      aria-label={t('lists.views.copyLink', { name: view.name })}
                      onClick={() => void copyLink(view)}
                    >
                      <LinkOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('lists.views.delete', { name: view.name })}>
                    <IconButton
                      aria-label={t('lists.views.delete', { name: view.name })}
                      onClick={() => void askDelete(view)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                </Stack>
              }
            >
              <ListItemText
                primary={view.name}
                secondary={view.shared ? t('lists.views.shared') : undefined}
                sx={{ pr: 16 }}
              />
            </ListItem>
          ))}
        </List>
      </AppModal>
      <SaveViewDialog
        open={saving}
        onClose={() => {
          setSaving(false);
          setSaveError(undefined);
        }}
        onSave={save}
        error={saveError}
      />
    </>
  );
}
