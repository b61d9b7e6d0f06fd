import { Button } from '@mantine/core';
import type { ApiKey } from '@oc/contract';
import { confirmAction } from '../../../../components/confirm';
import { errorMessage } from '../../../../lib/api/errors';
import { showToast } from '../../../../lib/toast';
import { useRevokeApiKey } from '../api/revoke-api-key';

const toastId = (k: Pick<ApiKey, 'id'>) => `api-key-${k.id}`;

/**
 * An active key's Revoke: asks first (the key stops working at once, on every server), then
 * revokes; a toast says how it went (a 409, already revoked, with the server's sentence).
 */
export function RevokeApiKeyButton({ apiKey, fullWidth = false }: { apiKey: ApiKey; fullWidth?: boolean }) {
  const revoke = useRevokeApiKey();
  const ask = () =>
    confirmAction({
      title: 'Revoke API key',
      message: (
        <>
          <b>{apiKey.name}</b> stops working at once, on every server.
        </>
      ),
      confirmLabel: 'Revoke',
      onConfirm: () =>
        void revoke.mutateAsync(apiKey.id).then(
          () =>
            showToast({
              kind: 'success',
              id: toastId(apiKey),
              message: `The key ${apiKey.name} is revoked.`,
            }),
          (err: unknown) => showToast({ kind: 'error', id: toastId(apiKey), message: errorMessage(err) }),
        ),
    });
  return (
    <Button
      size={fullWidth ? 'sm' : 'xs'}
      variant="default"
      fullWidth={fullWidth}
      onClick={ask}
      loading={revoke.isPending}
      aria-label={`Revoke the key of ${apiKey.name}`}
    >
      Revoke
    </Button>
  );
}
