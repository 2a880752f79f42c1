import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST } from '@meydan/shared-types/constants';

interface Toast extends NotificationPayload {
  key: number;
}

const severity = (type: NotificationPayload['type']) => (type === 'error' || type === 'warning' || type === 'success' ? type : 'info');

/**
 * The spec's toasts: top-right, right-to-left, 5000 ms, at most 20 on screen (react-admin's own
 * notification shows one at a time). Undoable deletes commit when their toast expires or the page is left.
 */
export function ToastStack() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextKey = useRef(1);

  // takeNotification reads the queue of the current render, so one is taken per run; the effect
  // runs again as the queue shrinks.
  useEffect(() => {
    if (!notifications.length) return;
    const taken = takeNotification();
    if (taken) setToasts((current) => [...current, { ...taken, key: nextKey.current++ }].slice(-TOAST.max));
  }, [notifications, takeNotification]);

  const close = useCallback(
    (toast: Toast, isUndo: boolean) => {
      if (toast.notificationOptions?.undoable) takeMutation()?.({ isUndo });
      setToasts((current) => current.filter((t) => t.key !== toast.key));
    },
    [takeMutation],
  );

  // Leaving the page (a reload, a closed tab) commits what the open toasts still hold back, as their
  // expiry would have; the requests are sent with keepalive, so they outlive the page.
  const open = useRef<Toast[]>([]);
  open.current = toasts;
  useEffect(() => {
    const commit = () => {
      for (const toast of open.current) if (toast.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
      open.current = [];
    };
    window.addEventListener('pagehide', commit);
    return () => window.removeEventListener('pagehide', commit);
  }, [takeMutation]);

  return (
    // The RTL emotion cache mirrors left/right, so `left` here lands on the physical right edge.
    <Stack
      dir="rtl"
      spacing={1}
      sx={{ position: 'fixed', top: 72, left: 16, zIndex: 2000, width: 360, maxWidth: 'calc(100vw - 32px)' }}
      data-testid="toasts"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.key} toast={toast} onClose={close} translate={translate} />
      ))}
    </Stack>
  );
}

const TRANSLATION_KEY = /^[\w-]+(\.[\w/-]+)+$/;

/**
 * A message that is already text (a server's reason, a notice naming its record) is shown as it is:
 * react-admin's own fallback in `_` would otherwise replace it, since no translation has that key.
 */
const textArgs = (message: string, args: Record<string, unknown> | undefined) =>
  TRANSLATION_KEY.test(message) ? args : { ...args, _: message };

interface ItemProps {
  toast: Toast;
  onClose: (toast: Toast, isUndo: boolean) => void;
  translate: ReturnType<typeof useTranslate>;
}

function ToastItem({ toast, onClose, translate }: ItemProps) {
  const { autoHideDuration, messageArgs, undoable } = toast.notificationOptions ?? {};
  const timeout = autoHideDuration === undefined ? TOAST.timeoutMs : autoHideDuration;
  useEffect(() => {
    if (timeout === null) return;
    const timer = window.setTimeout(() => onClose(toast, false), timeout);
    return () => window.clearTimeout(timer);
  }, [toast, timeout, onClose]);
  const message = typeof toast.message === 'string' ? translate(toast.message, textArgs(toast.message, messageArgs)) : toast.message;
  return (
    <Alert
      role="status"
      variant="filled"
      severity={severity(toast.type)}
      onClose={() => onClose(toast, false)}
      action={
        undoable ? (
          <Button color="inherit" size="small" onClick={() => onClose(toast, true)}>
            {translate('ra.action.undo')}
          </Button>
        ) : undefined
      }
      sx={{ boxShadow: 3, alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}
