import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmationContext, type ConfirmationControls, type ConfirmOptions } from './confirmation-context.ts';
import { ConfirmationDialog } from './confirmation-dialog.tsx';

interface PendingRequest {
  id: number;
  resolve: (confirmed: boolean) => void;
}

const NO_OPTIONS: ConfirmOptions = {};

/** Mounts the one global confirmation dialog and gives `useConfirm()` to everything inside. */
export function ConfirmationProvider({ children }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<ConfirmOptions>(NO_OPTIONS);
  const [loading, setLoadingState] = useState(false);
  const [busy, setBusy] = useState(false);
  const pending = useRef<PendingRequest | null>(null);
  const lastId = useRef(0);

  /** Settles the pending request (only the one with `id`, when given) and starts closing. */
  const settle = useCallback((confirmed: boolean, id?: number) => {
    const request = pending.current;
    if (request === null || (id !== undefined && request.id !== id)) return;
    pending.current = null;
    setOpen(false);
    setBusy(false);
    setLoadingState(false);
    request.resolve(confirmed);
  }, []);

  const confirm = useCallback(
    (next: ConfirmOptions = NO_OPTIONS) => {
      settle(false);
      return new Promise<boolean>((resolve) => {
        lastId.current += 1;
        pending.current = { id: lastId.current, resolve };
        setOptions(next);
        setLoadingState(next.loading ?? false);
        setBusy(false);
        setOpen(true);
      });
    },
    [settle],
  );

  const setLoading = useCallback((value: boolean) => {
    if (pending.current !== null) setLoadingState(value);
  }, []);

  const close = useCallback(() => {
    settle(false);
  }, [settle]);

  const handleYes = () => {
    const request = pending.current;
    if (request === null || busy) return;
    const { onConfirm } = options;
    if (onConfirm === undefined) {
      settle(true, request.id);
      return;
    }
    setBusy(true);
    Promise.resolve()
      .then(onConfirm)
      .then(
        () => {
          settle(true, request.id);
        },
        () => {
          if (pending.current?.id === request.id) setBusy(false);
        },
      );
  };

  /** All texts go back to empty once the closing transition is over (not before, so the panel fades out intact). */
  const handleExited = useCallback(() => {
    if (pending.current === null) setOptions(NO_OPTIONS);
  }, []);

  useEffect(
    () => () => {
      pending.current?.resolve(false);
      pending.current = null;
    },
    [],
  );

  const controls = useMemo<ConfirmationControls>(() => ({ confirm, setLoading, close }), [confirm, setLoading, close]);

  return (
    <ConfirmationContext value={controls}>
      {children}
      <ConfirmationDialog
        open={open}
        options={options}
        loading={loading || busy}
        busy={busy}
        onYes={handleYes}
        onNo={close}
        onExited={handleExited}
      />
    </ConfirmationContext>
  );
}
