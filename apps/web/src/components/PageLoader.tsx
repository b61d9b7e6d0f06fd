import { Center, Loader } from '@mantine/core';
import { useIntl } from 'react-intl';

/** While a lazily loaded screen or the shell's first call is on its way. */
export function PageLoader() {
  const intl = useIntl();
  return (
    <Center
      py={64}
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.pageLoader.loading', defaultMessage: 'Loading' })}
    >
      <Loader size="md" />
    </Center>
  );
}
