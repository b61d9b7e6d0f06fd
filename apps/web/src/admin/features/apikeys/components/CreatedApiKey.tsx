import { Code } from '@mantine/core';
import { listText } from '../../../../lib/labels';
import { ShownOnce } from '../../../components/ShownOnce';
import { INGEST_SCOPE_LABELS } from '../../../lib/labels';
import type { CreatedApiKey } from '../api/create-api-key';
import { inScopeOrder } from '../lib/list';

/** The one time a key is shown, after it is made, and how the system sends it. */
export function CreatedApiKeyView({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { key, apiKey } = created;
  return (
    <ShownOnce
      testId="created-api-key"
      about={
        <>
          The key of <b>{apiKey.name}</b> may send:{' '}
          {listText(inScopeOrder(apiKey.scopes).map((s) => INGEST_SCOPE_LABELS[s]))}.
        </>
      }
      label="API key"
      value={key}
      note={
        <>
          The system sends it as <Code>Authorization: Bearer &lt;key&gt;</Code>.
        </>
      }
      onDone={onDone}
    />
  );
}
