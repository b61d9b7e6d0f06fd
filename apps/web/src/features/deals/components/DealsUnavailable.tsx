import { Alert, Center } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Deals belong to GDS (OPERATOR) accounts: what other accounts see instead of a deals screen. */
export function DealsUnavailable({ message }: { message: string }) {
  return (
    <Center py="xl">
      <Alert
        role="status"
        variant="light"
        color="gray"
        radius="md"
        icon={<IconInfoCircle aria-hidden />}
        title="Operator Deals"
        maw={560}
        w="100%"
      >
        {message}
      </Alert>
    </Center>
  );
}
