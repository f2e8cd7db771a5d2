import type { ReactElement } from 'react';

/**
 * A screen inside the app shell, named by its route in domain/auth/routes.ts. Menu entries are the table's `menu`
 * routes.
 */
export interface Screen {
  route: string;
  element: ReactElement;
  icon?: ReactElement;
  /** What follows the route's path (default: any sub-path). */
  subPath?: string;
  /** refine's extra resource fields (create, edit, show paths and `meta.path`) of a generated resource. */
  resource?: { create: string; edit: string; show: string; meta: { path: string } };
}
