import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The open modals, bottom first. Only the topmost is unfaded (spec section 4): the others hide their own backdrop and
 * sit under the topmost one's, so the page and the lower dialogs are dimmed once, by one backdrop.
 */
let stack: readonly string[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function push(id: string): void {
  stack = [...stack.filter((entry) => entry !== id), id];
  emit();
}

function remove(id: string): void {
  if (!stack.includes(id)) return;
  stack = stack.filter((entry) => entry !== id);
  emit();
}

/** True when this modal is the topmost open one, or when it is closing and no other modal is open. */
function isTopmost(id: string): boolean {
  return stack.includes(id) ? stack.at(-1) === id : stack.length === 0;
}

/** Registers the modal while `open` and tells whether it is the topmost one. */
export function useModalStack(id: string, open: boolean): boolean {
  useLayoutEffect(() => {
    if (!open) return undefined;
    push(id);
    return () => {
      remove(id);
    };
  }, [id, open]);
  return useSyncExternalStore(
    subscribe,
    () => isTopmost(id),
    () => true,
  );
}
