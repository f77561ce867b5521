import { toastSaved, toastSaveFailed } from '@/ui/data-list/save-toasts';

/**
 * What a settings save tells the user: the saved message, or why it failed; when someone else saved
 * meanwhile (409), the page also loads the latest values (`onConflict`).
 */
export function settingsSaveOutcome(
  t: Parameters<typeof toastSaved>[0],
  savedMessage: string,
  onConflict: () => void,
) {
  return {
    onSuccess: () => toastSaved(t, savedMessage),
    onError: (error: unknown) => {
      if (toastSaveFailed(t, error).conflict) onConflict();
    },
  };
}
