import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/states/States';
import { showToast } from '../../../../lib/toast';
import { STAFF_ROLE_LABELS } from '../../../lib/labels';
import { ADMIN_ROUTES } from '../../../routes';
import { useStaffMe } from '../api/get-me';
import { useOnboardOperator } from '../api/onboard-operator';
import { OnboardOperatorForm } from '../components/OnboardOperatorForm';
import { canOnboard } from '../lib/permissions';

/**
 * /admin/operators/new: support and admin onboard an operator (the person and their business
 * accounts) in one step; the new operator's page opens, and they can log in at once with their
 * mobile number and an OTP. Finance (money only) is told its role does not onboard.
 */
export default function OnboardOperatorScreen() {
  const intl = useIntl();
  const member = useStaffMe();
  const navigate = useNavigate();
  const onboard = useOnboardOperator();
  const allowed = canOnboard(member);

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={ADMIN_ROUTES.operators} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {intl.formatMessage({ id: 'admin.staff.operators.title', defaultMessage: 'Operators' })}
        </Group>
      </Anchor>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {intl.formatMessage({ id: 'admin.staff.onboard.title', defaultMessage: 'Onboard operator' })}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage({
              id: 'admin.staff.onboard.intro',
              defaultMessage:
                'The person logs in with their mobile number and an OTP as soon as they are onboarded.',
            })}
          </Text>
        </Stack>
        {allowed ? (
          <OnboardOperatorForm
            onboard={onboard.mutateAsync}
            onCancel={() => void navigate(ADMIN_ROUTES.operators)}
            onOnboarded={(operator) => {
              showToast({
                kind: 'success',
                id: `onboarded-${operator.userId}`,
                message: intl.formatMessage(
                  {
                    id: 'admin.staff.onboard.done',
                    defaultMessage:
                      '{name} is onboarded. They can log in now with their mobile number {mobileNo}.',
                  },
                  { name: operator.name, mobileNo: operator.mobileNo },
                ),
              });
              void navigate(ADMIN_ROUTES.operator(operator.userId));
            }}
          />
        ) : (
          <EmptyState
            message={intl.formatMessage(
              {
                id: 'admin.staff.onboard.notAllowed',
                defaultMessage: 'Your role ({role}) cannot onboard operators: support and admin users can.',
              },
              {
                role: STAFF_ROLE_LABELS[member ? member.role : 'finance'],
              },
            )}
          />
        )}
      </Stack>
    </Stack>
  );
}
