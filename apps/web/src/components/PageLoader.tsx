import { Center, Loader } from '@mantine/core';

/** While a lazily loaded screen or the shell's first call is on its way. */
export function PageLoader() {
  return (
    <Center py={64} aria-busy="true" aria-label="Loading">
      <Loader size="md" />
    </Center>
  );
}
