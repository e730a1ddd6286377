import { useEffect, type ReactNode } from 'react';
import { ToastProvider, useToast } from '#design-system/Toast/ToastProvider.tsx';
import { noticeShown, selectNotices } from '../features/errorInfo/errorInfoSlice.ts';
import { useText } from '../i18n/useText.ts';
import { useAppDispatch, useAppSelector } from '../store.ts';

/** Shows, as toasts, the notices queued in the store by code outside React (listeners, thunks). */
function QueuedNotices() {
  const t = useText();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const notices = useAppSelector(selectNotices);
  useEffect(() => {
    for (const notice of notices) {
      toast.show({
        title: t(notice.title, notice.values),
        message: notice.message ? t(notice.message, notice.values) : undefined,
        variant: notice.variant,
      });
      dispatch(noticeShown(notice.id));
    }
  }, [notices, toast, t, dispatch]);
  return null;
}

/**
 * The site's toasts (spec §4): transient feedback that hides itself after a delay, paused while
 * hovered or focused. Components call useToast(); code outside React queues a notice.
 */
export function SiteToasts({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <ToastProvider
      closeLabel={t('LocKey_Shared_Close')}
      regionLabel={t('LocKey_Shared_Notifications')}
      toastLabel={t('LocKey_Shared_Notification')}
    >
      {children}
      <QueuedNotices />
    </ToastProvider>
  );
}
