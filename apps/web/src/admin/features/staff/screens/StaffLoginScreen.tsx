import { Alert } from '@mantine/core';
import { STAFF_MESSAGES } from '@oc/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { apiText } from '../../../../i18n/language';
import { AuthCard } from '../../../layouts/AuthCard';
import { forgetStaffSignedOut, takeReturnPath, wasStaffSignedOut } from '../../../lib/staff-session';
import { ADMIN_ROUTES } from '../../../routes';
import { useSignIn } from '../api/sign-in';
import { StaffLoginForm } from '../components/StaffLoginForm';

/**
 * /admin/login: the staff sign-in (e-mail, password, authenticator code). After it, the address
 * the member was sent here from, else the proposals. A sign-in the server ended (a refused
 * refresh) says so once: 'Session expired. Please sign in again.'
 */
export default function StaffLoginScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Read once; forgotten after the first render, so a reload does not say it again.
  const [expired] = useState(wasStaffSignedOut);
  useEffect(() => forgetStaffSignedOut(), []);

  return (
    <AuthCard title={intl.formatMessage({ id: 'admin.staff.login.title', defaultMessage: 'Staff sign-in' })}>
      {expired ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
          {apiText(STAFF_MESSAGES.sessionExpired)}
        </Alert>
      ) : null}
      <StaffLoginForm
        signIn={signIn.mutateAsync}
        onSignedIn={() => void navigate(takeReturnPath() ?? ADMIN_ROUTES.proposals, { replace: true })}
      />
    </AuthCard>
  );
}
