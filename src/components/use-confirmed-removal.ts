import { useTranslation } from '../i18n/use-translation.ts';
import { userMessageOf } from '../providers/api-errors.ts';
import { useConfirm } from './shell/confirmation-context.ts';

/** The confirmation asked before something is deleted, in its screen's words. */
export interface DeletionQuestion {
  title: string;
  text: string;
  /** 'Elimina' by default. */
  yesText?: string;
  /** 'Annulla' by default. */
  noText?: string;
}

/**
 * A deletion asked first: `remove` runs only on confirm, and the dialog closes whatever the answer. Resolves with the
 * failure's Italian message, or null when it was deleted or not confirmed.
 */
export function useConfirmedRemoval() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (question: DeletionQuestion, remove: () => Promise<unknown>): Promise<string | null> => {
    let failure: string | null = null;
    await confirm({
      yesText: t('buttons.delete'),
      destructive: true,
      noText: t('buttons.cancel'),
      ...question,
      onConfirm: async () => {
        try {
          await remove();
        } catch (error) {
          failure = userMessageOf(error);
        }
      },
    });
    return failure;
  };
}
