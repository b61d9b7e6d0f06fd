import { Button, type ButtonProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { CAB_CALL_LOCK_MS, CAB_DRIVER_MESSAGES, type ClickToCallRequest } from '@oc/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/api/errors';
import { getTokenPayload } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useClickToCall } from '../api/click-to-call';

/** Whom to call, by reference: the server resolves the number (the web never holds a passenger's). */
export type CallTarget = DistributiveOmit<ClickToCallRequest, 'caller'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A stable key of a call target (the toast's id). */
function targetKey(t: CallTarget): string {
  return t.role === 'PASSENGER' ? t.bookingId : t.role === 'MARSHAL' ? `${t._id}:${t.busHostId}` : t._id;
}

/**
 * Click-to-call (part 2 §4, §9): connects the operator's own phone (the token's number) to the
 * receiver named by `target`. Disabled outside the 4-hour window (`open`), and for 5 seconds after
 * each press.
 */
export function CallButton({
  target,
  open,
  name,
  ...rest
}: {
  target: CallTarget;
  open: boolean;
  /** Who is called, for the accessible name ('Call Asha Rao'). */
  name: string;
} & Omit<ButtonProps, 'onClick' | 'disabled'>) {
  const intl = useIntl();
  const [locked, setLocked] = useState(false);
  const call = useClickToCall();
  useEffect(() => {
    if (!locked) return;
    const id = window.setTimeout(() => setLocked(false), CAB_CALL_LOCK_MS);
    return () => window.clearTimeout(id);
  }, [locked]);

  function onCall() {
    const caller = getTokenPayload()?.mobileNo ?? '';
    setLocked(true);
    const id = `cab-call-${targetKey(target)}`;
    call.mutate(
      { ...target, caller },
      {
        onSuccess: () => showToast({ kind: 'success', message: CAB_DRIVER_MESSAGES.callToast, id }),
        onError: (err) =>
          showToast({
            kind: 'error',
            message:
              err instanceof ApiError && err.status < 500
                ? err.message
                : intl.formatMessage({
                    id: 'cab.call.failed',
                    defaultMessage: 'The call could not be placed. Please try again.',
                  }),
            id,
          }),
      },
    );
  }

  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPhone size={14} aria-hidden />}
      {...rest}
      disabled={!open || locked}
      onClick={onCall}
      aria-label={intl.formatMessage({ id: 'cab.call.ariaLabel', defaultMessage: 'Call {name}' }, { name })}
      data-locked={locked || undefined}
    >
      {intl.formatMessage({ id: 'cab.call.label', defaultMessage: 'Call' })}
    </Button>
  );
}
