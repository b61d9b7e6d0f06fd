import { Code } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ShownOnce } from '../../../components/ShownOnce';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import type { CreatedApiKey } from '../api/create-api-key';
import { inScopeOrder } from '../lib/list';

/** The one time a key is shown, after it is made, and how the system sends it. */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const intl = useIntl();
  const { key, apiKey } = created;
  return (
    <ShownOnce
      testId="created-api-key"
      about={intl.formatMessage(
        { id: 'admin.apikeys.created.about', defaultMessage: 'The key of <b>{name}</b> may send: {scopes}.' },
        {
          name: apiKey.name,
          scopes: intl.formatList(
            inScopeOrder(apiKey.scopes).map((s) => intl.formatMessage(INGEST_SCOPE_LABELS[s])),
          ),
          b: (c) => <b>{c}</b>,
        },
      )}
      label={intl.formatMessage({ id: 'admin.apikeys.created.key', defaultMessage: 'API key' })}
      value={key}
      note={intl.formatMessage(
        { id: 'admin.apikeys.created.note', defaultMessage: 'The system sends it as {header}.' },
        { header: <Code>Authorization: Bearer &lt;key&gt;</Code> },
      )}
      onDone={onDone}
    />
  );
}
