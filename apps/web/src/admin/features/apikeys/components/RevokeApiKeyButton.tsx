import { Button } from '@mantine/core';
import type { ApiKey } from '@oc/contract';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const revoke = useRevokeApiKey();
  const ask = () =>
    confirmAction({
      title: intl.formatMessage({ id: 'admin.apikeys.revoke.title', defaultMessage: 'Revoke API key' }),
      message: intl.formatMessage(
        {
          id: 'admin.apikeys.revoke.message',
          defaultMessage: '<b>{name}</b> stops working at once, on every server.',
        },
        { name: apiKey.name, b: (c) => <b>{c}</b> },
      ),
      confirmLabel: intl.formatMessage({ id: 'admin.apikeys.revoke.button', defaultMessage: 'Revoke' }),
      onConfirm: () =>
        void revoke.mutateAsync(apiKey.id).then(
          () =>
            showToast({
              kind: 'success',
              id: toastId(apiKey),
              message: intl.formatMessage(
                { id: 'admin.apikeys.revoke.done', defaultMessage: 'The key {name} is revoked.' },
                { name: apiKey.name },
              ),
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
      aria-label={intl.formatMessage(
        { id: 'admin.apikeys.revoke.label', defaultMessage: 'Revoke the key of {name}' },
        { name: apiKey.name },
      )}
    >
      {intl.formatMessage({ id: 'admin.apikeys.revoke.button', defaultMessage: 'Revoke' })}
    </Button>
  );
}
