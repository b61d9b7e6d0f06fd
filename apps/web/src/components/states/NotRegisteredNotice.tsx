import { Alert, Center } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NOT_REGISTERED_IN_MODEL_TEXT } from '@oc/contract';
import { useIntl } from 'react-intl';
import { apiText } from '../../i18n/language';

/**
 * Shown in place of a screen when the api answers 403 'not registered in this model'
 * (`ApiError.isNotRegistered`): the user has no account in the chosen business model.
 */
export function NotRegisteredNotice() {
  const intl = useIntl();
  return (
    <Center py="xl">
      <Alert
        role="status"
        variant="light"
        color="orange"
        radius="md"
        icon={<IconAlertTriangle aria-hidden />}
        title={intl.formatMessage({
          id: 'common.states.notRegisteredTitle',
          defaultMessage: 'Not registered in this business model',
        })}
        maw={560}
        w="100%"
      >
        {apiText(NOT_REGISTERED_IN_MODEL_TEXT)}
      </Alert>
    </Center>
  );
}
