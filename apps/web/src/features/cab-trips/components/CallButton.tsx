import { Button, type ButtonProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { CAB_CALL_LOCK_MS, CAB_DRIVER_MESSAGES } from '@oc/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { getTokenPayload } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useClickToCall } from '../api/click-to-call';

/**
 * Click-to-call (part 2 §4, §9): connects the operator's own phone (the token's number) to the
 * receiver. Disabled outside the 4-hour window (`open`), and for 5 seconds after each press.
 */
export function CallButton({
  tripId,
  receiver,
  open,
  label = 'Call',
  name,
  ...rest
}: {
  tripId: string;
  receiver: string;
  open: boolean;
  label?: string;
  /** Who is called, for the accessible name ('Call Asha Rao'). */
  name: string;
} & Omit<ButtonProps, 'onClick' | 'disabled'>) {
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
    call.mutate(
      { caller, receiver, _id: tripId },
      {
        onSuccess: () =>
          showToast({ kind: 'success', message: CAB_DRIVER_MESSAGES.callToast, id: `cab-call-${receiver}` }),
        onError: (err) =>
          showToast({
            kind: 'error',
            message:
              err instanceof ApiError && err.status < 500
                ? err.message
                : 'The call could not be placed. Please try again.',
            id: `cab-call-${receiver}`,
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
      aria-label={`${label} ${name}`}
      data-locked={locked || undefined}
    >
      {label}
    </Button>
  );
}
