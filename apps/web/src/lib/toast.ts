import { notifications } from '@mantine/notifications';
import { wantNotifications } from '../app/notifications';
import { apiText } from '../i18n/language';

/**
 * Toasts (docs/ui.md, Toasts): short news about something the operator just did. One look per kind:
 * success teal, error red, info blue; errors stay a little longer. A toast about one thing (a KYC
 * document, a form) gets that thing's `id`: showing it again replaces the old one instead of
 * stacking a copy, and {@link hideToast} closes it as soon as the thing is resolved (the document
 * verified, the value entered). Toasts sit at the bottom, clear of the header, the title and any
 * dropdown (app/NotificationsOutlet.tsx). The message and the title are shown through `apiText`: a
 * server's or a form's English message reads in the page's language (other texts pass unchanged).
 */
export type ToastKind = 'success' | 'error' | 'info';

const COLOR: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };
const AUTO_CLOSE: Record<ToastKind, number> = { success: 4000, error: 6000, info: 4000 };

export function showToast({
  kind,
  message,
  title,
  id,
}: {
  kind: ToastKind;
  message: string;
  title?: string | undefined;
  /** What the toast is about: one toast per id. */
  id?: string | undefined;
}): string {
  // The toasts' outlet may not be loaded yet: the toast waits in Mantine's store until it is.
  wantNotifications();
  if (id) notifications.hide(id);
  return notifications.show({
    color: COLOR[kind],
    message: apiText(message),
    autoClose: AUTO_CLOSE[kind],
    ...(title ? { title: apiText(title) } : {}),
    ...(id ? { id } : {}),
  });
}

/** Closes the toast about `id` (a no-op when none is shown). */
export function hideToast(id: string): void {
  notifications.hide(id);
}
