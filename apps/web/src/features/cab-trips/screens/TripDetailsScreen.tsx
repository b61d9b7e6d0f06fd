import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Trip details (/trips/tripDetails?_id={tripId}) (part 2 §2). */
export default function TripDetailsScreen() {
  const [params] = useSearchParams();
  const tripId = params.get('_id');
  return (
    <PlaceholderPage title="Trip Details">
      {tripId ? (
        <Text size="sm" mt="xs">
          Trip: {tripId}
        </Text>
      ) : null}
    </PlaceholderPage>
  );
}
