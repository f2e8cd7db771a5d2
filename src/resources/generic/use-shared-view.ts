import { useEffect, useRef, useState } from 'react';
import { useNotification } from '@refinedev/core';
import { useTranslation } from '../../i18n/use-translation.ts';
import { savedViewsApi } from '../../../domain/api/saved-views.ts';
import type { SavedView } from '../../../domain/schemas/saved-views.ts';
import { useApiQuery } from '../../hooks/use-api.ts';

/**
 * Opens the saved view a link names (`?view=<id>`) once, when the list loads: the caller's own or a shared one; any
 * other is not found and says so.
 */
export function useSharedView(onApply: (view: SavedView) => void): void {
  const { t } = useTranslation();
  const { open: notify } = useNotification();
  const [id] = useState(() => new URLSearchParams(window.location.search).get('view'));
  const applied = useRef(false);
  const view = useApiQuery(savedViewsApi.detail, { params: { id: id ?? '' } }, { enabled: id !== null });
  useEffect(() => {
    if (applied.current) return;
    if (view.data) {
      applied.current = true;
      onApply(view.data);
      notify?.({
        type: 'success',
        message: view.data.owned
          ? t('lists.views.opened', { name: view.data.name })
          : t('lists.views.sharedBy', { name: view.data.name, owner: view.data.ownerName }),
      });
    } else if (view.isError) {
      applied.current = true;
      notify?.({ type: 'error', message: t('lists.views.notFound') });
    }
  }, [view.data, view.isError, onApply, notify, t]);
}
