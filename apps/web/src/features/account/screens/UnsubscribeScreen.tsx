import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@oc/contract/constants';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api/errors';
import { useUnsubscribeDigest } from '../api/unsubscribe-digest';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/**
 * /unsubscribe?token=… (issue 41): the page a daily digest's link opens, without a login. One tap
 * stops the summary; opening the page changes nothing (mail scanners open links too).
 */
export default function UnsubscribeScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribeDigest();
  const gone = !TOKEN.test(token) || (stop.error instanceof ApiError && stop.error.status === 404);
  const manage = (
    <Anchor component={Link} to={ROUTES.profile}>
      {intl.formatMessage({ id: 'digest.unsubscribe.manage', defaultMessage: 'Manage it on your Profile' })}
    </Anchor>
  );

  let body;
  if (stop.isSuccess) {
    body = (
      <Text role="status" data-testid="unsubscribe-done">
        {intl.formatMessage(
          {
            id: 'digest.unsubscribe.done',
            defaultMessage:
              '{account} will get no more daily summaries. You can turn them on again on your Profile.',
          },
          { account: stop.data.accountName },
        )}
      </Text>
    );
  } else if (gone) {
    body = (
      <>
        <Text role="alert">
          {intl.formatMessage({
            id: 'digest.unsubscribe.gone',
            defaultMessage:
              'This link no longer works: the summary was already stopped, or its settings changed since it was sent.',
          })}
        </Text>
        {manage}
      </>
    );
  } else {
    body = (
      <>
        <Text>
          {intl.formatMessage({
            id: 'digest.unsubscribe.ask',
            defaultMessage: 'Stop the daily summary this link came with?',
          })}
        </Text>
        {stop.isError ? (
          <Text c="red" role="alert">
            {errorMessage(stop.error)}
          </Text>
        ) : null}
        <Button size="md" color="red" loading={stop.isPending} onClick={() => stop.mutate(token)}>
          {intl.formatMessage({ id: 'digest.unsubscribe.button', defaultMessage: 'Unsubscribe' })}
        </Button>
      </>
    );
  }

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder radius="md" p="xl" maw={440} w="100%">
        <Stack gap="md">
          <Title order={1} fz={22}>
            {intl.formatMessage({ id: 'digest.unsubscribe.title', defaultMessage: 'Daily summary' })}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}
