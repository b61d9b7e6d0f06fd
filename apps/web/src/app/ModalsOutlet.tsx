import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The dialogs' provider (app/modals.tsx loads it). Its event listeners are set in its own effects,
 * which run before this component's: `onReady` is called once it listens.
 */
export default function ModalsOutlet({ onReady }: { onReady: () => void }) {
  const intl = useIntl();
  useEffect(() => onReady(), [onReady]);
  return (
    <ModalsProvider
      labels={{
        confirm: intl.formatMessage({ id: 'app.modals.confirm', defaultMessage: 'Confirm' }),
        cancel: intl.formatMessage({ id: 'app.modals.cancel', defaultMessage: 'Cancel' }),
      }}
    />
  );
}
