import { Alert, Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { STAFF_MESSAGES } from '@oc/contract';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/states/QueryState';
import { LoadingState } from '../../../../components/states/States';
import { apiText } from '../../../../i18n/language';
import { isApiError } from '../../../../lib/api/errors';
import { isMobile } from '../../../../lib/device';
import { AuthCard } from '../../../layouts/AuthCard';
import { STAFF_ROLE_LABELS } from '../../../lib/labels';
import { ADMIN_ROUTES } from '../../../routes';
import { useEnrolment } from '../api/get-enrolment';
import { useSetStaffPassword } from '../api/set-password';
import { OtpauthQr, otpauthSecret } from '../components/OtpauthQr';
import { SetPasswordForm } from '../components/SetPasswordForm';

const GO_TO_SIGN_IN = { id: 'admin.staff.setPassword.goToSignIn', defaultMessage: 'Go to sign-in' };

/** A link that is unknown, used or past its day (410), or malformed (400): a notice, not a failure. */
function LinkInvalid() {
  const intl = useIntl();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      role="status"
      title={intl.formatMessage({
        id: 'admin.staff.setPassword.linkInvalid',
        defaultMessage: 'Link not valid',
      })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiText(STAFF_MESSAGES.linkInvalid)}</Text>
        <Anchor component={Link} to={ADMIN_ROUTES.login} size="sm">
          {intl.formatMessage(GO_TO_SIGN_IN)}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * /admin/set-password?token=…: the one-time link of a new staff member (`npm run admin --
 * staff-create`). Says who it is for, enrols the authenticator (a QR code of the otpauth address,
 * and the address and key as text for apps that cannot scan), then sets the password once.
 */
export default function SetPasswordScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const enrolment = useEnrolment(token);
  const setPassword = useSetStaffPassword();
  const [done, setDone] = useState(false);

  let content;
  if (done) {
    content = (
      <Stack gap="md" align="flex-start">
        <Group gap="xs" wrap="nowrap" role="status">
          <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
          <Text>{apiText(STAFF_MESSAGES.passwordSet)}</Text>
        </Group>
        <Button component={Link} to={ADMIN_ROUTES.login}>
          {intl.formatMessage(GO_TO_SIGN_IN)}
        </Button>
      </Stack>
    );
  } else if (!token) {
    content = <LinkInvalid />;
  } else if (enrolment.isPending) {
    content = (
      <LoadingState
        label={intl.formatMessage({
          id: 'admin.staff.setPassword.loading',
          defaultMessage: 'Loading your link',
        })}
        h={160}
      />
    );
  } else if (enrolment.isError) {
    const spent =
      isApiError(enrolment.error) && (enrolment.error.status === 410 || enrolment.error.status === 400);
    content = spent ? (
      <LinkInvalid />
    ) : (
      <QueryError
        query={enrolment}
        what={intl.formatMessage({ id: 'admin.staff.setPassword.what', defaultMessage: 'your link' })}
      />
    );
  } else {
    const { name, email, role, otpauthUri } = enrolment.data;
    const secret = otpauthSecret(otpauthUri);
    content = (
      <Stack gap="lg">
        <Text size="sm">
          <FormattedMessage
            id="admin.staff.setPassword.for"
            defaultMessage="For <b>{name}</b> ({email}), {role}."
            values={{ name, email, role: STAFF_ROLE_LABELS[role], b: (chunks) => <b>{chunks}</b> }}
          />
        </Text>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {intl.formatMessage({
              id: 'admin.staff.setPassword.step1',
              defaultMessage: '1. Add the console to your authenticator app',
            })}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              {
                id: 'admin.staff.setPassword.scan',
                defaultMessage:
                  'Scan this code with an authenticator app ({apps} …). It then shows a new 6-digit code every 30 seconds, which you type when you sign in.',
              },
              { apps: 'Google Authenticator, Microsoft Authenticator, 1Password' },
            )}
          </Text>
          <Group justify={isMobile ? 'center' : 'flex-start'}>
            <OtpauthQr uri={otpauthUri} />
          </Group>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.staff.setPassword.key',
              defaultMessage: 'Cannot scan? Enter this key in your app (time-based, 6 digits):',
            })}
          </Text>
          {secret ? (
            <Code
              fz="sm"
              fw={700}
              style={{ userSelect: 'all', wordBreak: 'break-all' }}
              data-testid="otpauth-secret"
            >
              {secret}
            </Code>
          ) : null}
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.staff.setPassword.address',
              defaultMessage: 'or this address:',
            })}
          </Text>
          <Code block fz="xs" style={{ userSelect: 'all', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {otpauthUri}
          </Code>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {intl.formatMessage({
              id: 'admin.staff.setPassword.step2',
              defaultMessage: '2. Choose your password',
            })}
          </Title>
          <SetPasswordForm token={token} setPassword={setPassword.mutateAsync} onDone={() => setDone(true)} />
        </Stack>
      </Stack>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({
        id: 'admin.staff.setPassword.cardTitle',
        defaultMessage: 'Set up your sign-in',
      })}
      width={520}
    >
      {content}
    </AuthCard>
  );
}
