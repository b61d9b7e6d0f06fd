import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OperatorProfile } from '@oc/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryState } from '../../../components/states/QueryState';
import { NotRegisteredNotice } from '../../../components/states/NotRegisteredNotice';
import { resolveUserType } from '../../../lib/session';
import { useUserDetails } from '../../kyc/api/get-user-details';
import { AgreementsSection } from '../components/AgreementsSection';
import { BankProofBlock } from '../components/BankProofBlock';
import { DigestSection } from '../components/DigestSection';
import { PocSection } from '../components/PocSection';
import { ACCOUNT_LABELS } from '../lib/messages';

function Page({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        {intl.formatMessage({ id: 'account.profile.title', defaultMessage: 'Account Details' })}
      </Title>
      {children}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Account profile (/profile, part 2 §2): the person's name, mobile and email; the bank-proof block
 * (OPERATOR); the daily summary (issue 41); points of contact; agreements (OPERATOR and MG). MG reads its profile through /mg.
 * Without a profile in the chosen model: the spec's notice.
 */
export default function ProfileScreen() {
  const intl = useIntl();
  const profile = useUserDetails();
  return (
    <Page>
      <QueryState
        query={profile}
        what={intl.formatMessage({ id: 'account.profile.what', defaultMessage: 'your account details' })}
      >
        {(rows) => {
          const first = rows[0];
          return first ? <Profile profile={first} /> : <NotRegisteredNotice />;
        }}
      </QueryState>
    </Page>
  );
}

function Profile({ profile }: { profile: OperatorProfile }) {
  const intl = useIntl();
  const type = resolveUserType();
  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="profile-user">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Field label={intl.formatMessage(ACCOUNT_LABELS.name)} value={profile.userName} />
          <Field label={intl.formatMessage(ACCOUNT_LABELS.mobile)} value={profile.mobileNo} />
          <Field
            label={intl.formatMessage({ id: 'account.profile.email', defaultMessage: 'Email' })}
            value={profile.email ?? '-'}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="sm">
          {profile.name}
        </Text>
      </Paper>
      {type === 'OPERATOR' ? (
        <BankProofBlock
          status={profile.cancelledChequeDetails.status}
          reason={profile.cancelledChequeDetails.reason}
        />
      ) : null}
      <DigestSection />
      <PocSection pocs={profile.pocList} />
      {type === 'OPERATOR' || type === 'BUSOWNER' ? <AgreementsSection /> : null}
    </>
  );
}
