import { createContext, use, type ReactNode } from 'react';
import type { DialogSize } from '../../../domain/rules/constants.ts';

/** What a confirmation shows (spec section 3, "Confirmation dialog state"); every text starts empty on each call. */
export interface ConfirmOptions {
  title?: string;
  subtitle?: string;
  /** Plain text. */
  text?: string;
  /** Markup, sanitised by an allow-list before it is shown. */
  description?: string;
  /** Extra classes on the dialog panel. */
  panelClasses?: string;
  /** Confirm button text; 'OK' by default. */
  yesText?: string;
  /** Cancel button text; 'Annulla' by default. */
  noText?: string;
  /**
   * The confirm button destroys something (a delete, a removal): it is drawn in the error colour and the dialog opens
   * on the cancel button, so that a second Enter does not confirm it.
   */
  destructive?: boolean;
  /** sm (default) 384, md 652, lg 896 px, or a number of pixels. */
  size?: DialogSize;
  /** Opens with the large spinner instead of the body and without the footer (see `setLoading`). */
  loading?: boolean;
  /** Extra footer content, before the two buttons. */
  actions?: ReactNode;
  /**
   * Runs on confirm, with the spinner shown and every dismissal ignored; when it fulfils the dialog closes and the
   * promise resolves true; when it rejects the spinner goes and the dialog stays open (retry or cancel).
   */
  onConfirm?: () => unknown;
}

export interface ConfirmationControls {
  /**
   * Opens the dialog; resolves true on confirm, false on cancel, Escape, outside click, the close control or `close`.
   */
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  /** Shows (true) or hides the spinner of the open confirmation. */
  setLoading: (loading: boolean) => void;
  /** Closes the open confirmation, resolving it false. */
  close: () => void;
}

export const ConfirmationContext = createContext<ConfirmationControls | null>(null);

/** The global confirmation's controls; only inside `<ConfirmationProvider>`. */
export function useConfirmation(): ConfirmationControls {
  const controls = use(ConfirmationContext);
  if (controls === null) throw new Error('useConfirmation must be used inside <ConfirmationProvider>');
  return controls;
}

/** `const confirm = useConfirm(); if (await confirm({ title: ... })) ...` */
export function useConfirm(): ConfirmationControls['confirm'] {
  return useConfirmation().confirm;
}
