import type { ReactElement } from 'react';
import { pathOf } from '../../../domain/auth/routes.ts';

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

/**
 * Where a screen is entered: its route's path, followed by its sub-path when that is a fixed one (the calculator at
 * `/carbon-foot-print-calculator/evaluator`), where the route's own path would find no screen. The menu links there and
 * the bare path leads there.
 */
export function entryPathOf(screen: Pick<Screen, 'route' | 'subPath'>): string {
  const fixed = screen.subPath !== undefined && !screen.subPath.includes(':');
  return `${pathOf(screen.route)}${fixed ? (screen.subPath ?? '') : ''}`;
}
