import type { BaseRecord } from '@refinedev/core';
import { notificationsApi } from '../../../domain/api/notifications.ts';
import type { Notification } from '../../../domain/schemas/notifications.ts';

/**
 * The refine resource of the notices; its API path (the contract's list, with a notice's read state and delete at
 * `/:id` below it) differs from its name, so every hook passes `meta.path`.
 */
export const notificationsResource = {
  resource: 'notifications',
  meta: { path: notificationsApi.list.path },
} as const;

/**
 * How often the bell asks for the unread count beside the live stream (it also asks when the window gets the focus
 * back).
 */
export const NOTIFICATIONS_POLL_MS = 5 * 60_000;

/** A notice as refine's hooks type their records. */
export type NotificationRecord = Notification & BaseRecord;
