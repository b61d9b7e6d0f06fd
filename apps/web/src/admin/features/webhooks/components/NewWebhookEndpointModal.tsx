import type { CreatedWebhookEndpoint } from '@oc/contract';
import { useIntl } from 'react-intl';
import { SecretOnceModal } from '../../../components/SecretOnceModal';
import { useAddWebhookEndpoint } from '../api/add-webhook-endpoint';
import { CreatedWebhookEndpointView } from './CreatedWebhookEndpoint';
import { WebhookEndpointForm } from './WebhookEndpointForm';

/** 'Add endpoint' in a dialog: the form, then the signing secret this one time. The list is read again. */
export function NewWebhookEndpointModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const add = useAddWebhookEndpoint();
  return (
    <SecretOnceModal<CreatedWebhookEndpoint>
      opened={opened}
      onClose={onClose}
      titles={{
        form: intl.formatMessage({ id: 'admin.webhooks.new.title', defaultMessage: 'New webhook endpoint' }),
        shown: intl.formatMessage({
          id: 'admin.webhooks.new.shownTitle',
          defaultMessage: 'Your endpoint’s signing secret',
        }),
      }}
      size="xl"
      forget={add.reset}
      form={(made) => <WebhookEndpointForm add={add.mutateAsync} onCancel={onClose} onAdded={made} />}
      shown={(created) => <CreatedWebhookEndpointView created={created} onDone={onClose} />}
    />
  );
}
