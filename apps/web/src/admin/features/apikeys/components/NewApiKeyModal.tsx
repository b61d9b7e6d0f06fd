import { useIntl } from 'react-intl';
import { SecretOnceModal } from '../../../components/SecretOnceModal';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { ApiKeyForm } from './ApiKeyForm';
import { CreatedApiKeyView } from './CreatedApiKey';

/** 'New API key' in a dialog: the form, then the key itself this one time. The list is read again. */
export function NewApiKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const create = useCreateApiKey();
  return (
    <SecretOnceModal<CreatedApiKey>
      opened={opened}
      onClose={onClose}
      titles={{
        form: intl.formatMessage({ id: 'admin.apikeys.new.title', defaultMessage: 'New API key' }),
        shown: intl.formatMessage({ id: 'admin.apikeys.new.shownTitle', defaultMessage: 'Your new API key' }),
      }}
      size="lg"
      forget={create.reset}
      form={(made) => <ApiKeyForm create={create.mutateAsync} onCancel={onClose} onCreated={made} />}
      shown={(created) => <CreatedApiKeyView created={created} onDone={onClose} />}
    />
  );
}
