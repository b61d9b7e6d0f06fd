import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Deal detail (/operatorDealsDetails/:campaignId) (part 1 §2). */
export default function DealDetailScreen() {
  const { campaignId } = useParams();
  return (
    <PlaceholderPage title="Deal Details">
      <Text size="sm" mt="xs">
        Campaign: {campaignId}
      </Text>
    </PlaceholderPage>
  );
}
