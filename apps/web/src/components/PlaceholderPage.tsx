import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen that belongs to a later issue: names the screen and says it is coming. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">This screen is coming in a later release.</Text>
        {children}
      </Paper>
    </Stack>
  );
}
