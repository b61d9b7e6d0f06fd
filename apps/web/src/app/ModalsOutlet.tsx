import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';

/**
 * The dialogs' provider (app/modals.tsx loads it). Its event listeners are set in its own effects,
 * which run before this component's: `onReady` is called once it listens.
 */
export default function ModalsOutlet({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />;
}
