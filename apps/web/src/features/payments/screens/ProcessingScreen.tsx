import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Payment result (/processing?order_id={orderId}) after a wallet top-up (part 2 §2). */
export default function ProcessingScreen() {
  const [params] = useSearchParams();
  const orderId = params.get('order_id');
  return (
    <PlaceholderPage title="Payment Status">
      {orderId ? (
        <Text size="sm" mt="xs">
          Order: {orderId}
        </Text>
      ) : null}
    </PlaceholderPage>
  );
}
