import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { isMobile } from '../../lib/device';

/**
 * The frame of the console's pages before the sign-in (sign-in, set-password): the product mark,
 * 'Staff console', the page's title and a card, centred on a grey page (full width on a phone).
 */
export function AuthCard({
  title,
  width = 420,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Box bg="var(--oc-muted-bg)" mih="100dvh" px={isMobile ? 'sm' : 'md'} py={isMobile ? 'lg' : 48}>
      <Center>
        <Stack gap="md" w="100%" maw={width}>
          <Stack gap={4} align="center">
            <BrandMark compact={isMobile} />
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'admin.shell.staffConsole', defaultMessage: 'Staff console' })}
            </Text>
          </Stack>
          <Paper withBorder radius="md" p={isMobile ? 'md' : 'xl'} shadow="xs">
            <Stack gap="md">
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                {title}
              </Title>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
