import { Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  kycDetailsKey,
  kycEndpoints,
  kycDocumentsFor,
  type KycDocumentName,
  type OperatorProfile,
} from '@oc/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModelGate } from '../../../components/states/ModelGate';
import { QueryError } from '../../../components/states/QueryState';
import { EmptyState, LoadingState } from '../../../components/states/States';
import { isApiError } from '../../../lib/api/errors';
import { isMobile } from '../../../lib/device';
import { useUserDetails } from '../api/get-user-details';
import { useSendAadhaarOtp } from '../api/send-aadhaar-otp';
import { useVerifyDocument, type KycVerifyBody } from '../api/verify-document';
import { AadhaarOtpModal } from '../components/AadhaarOtpModal';
import { KycDocumentCard } from '../components/KycDocumentCard';
import { OperatorTypePanel } from '../components/OperatorTypePanel';
import { ResultDialog } from '../components/ResultDialog';
import { KYC_TEXTS } from '../lib/messages';
import { failureText, outcomeOfVerify, placeOfCallError, type KycOutcome } from '../lib/outcome';
import { toastError } from '../lib/toast';

const NO_DATA = { id: 'kyc.noData', defaultMessage: 'no data found' };

type RegistryDoc = Exclude<KycDocumentName, 'AADHAR'>;
const BODY: Record<RegistryDoc, (v: string) => KycVerifyBody> = {
  PAN: (pan) => ({ pan }),
  GSTIN: (gst) => ({ gst }),
  MSME: (msme) => ({ msme }),
};

function Page({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        {intl.formatMessage({ id: 'kyc.title', defaultMessage: 'KYC Verification' })}
      </Title>
      {children}
    </Stack>
  );
}

/** KYC Verification (/kyc): PAN, Aadhar (INDIVIDUAL), GSTIN (when required), MSME, Operator Type (part 1 §2). */
export default function KycScreen() {
  // KYC is for GDS accounts (its calls' accountTypes): MG, electric and cab accounts get the
  // neutral notice, whatever the profile call answers them.
  return (
    <ModelGate endpoint={kycEndpoints.verify}>
      <Kyc />
    </ModelGate>
  );
}

function Kyc() {
  const intl = useIntl();
  const details = useUserDetails();

  if (details.isPending)
    return (
      <LoadingState
        label={intl.formatMessage({ id: 'kyc.loading', defaultMessage: 'Loading KYC details' })}
      />
    );
  if (details.isError) {
    return (
      <Page>
        {/* 404 'no data found': the account has no profile, part 1 §8's empty text. */}
        {isApiError(details.error) && details.error.status === 404 ? (
          <EmptyState message={intl.formatMessage(NO_DATA)} />
        ) : (
          <QueryError
            query={details}
            what={intl.formatMessage({ id: 'kyc.what', defaultMessage: 'your KYC details' })}
          />
        )}
      </Page>
    );
  }
  const profile = details.data[0];
  if (!profile) {
    return (
      <Page>
        <EmptyState message={intl.formatMessage(NO_DATA)} />
      </Page>
    );
  }
  return <KycDocuments profile={profile} />;
}

function KycDocuments({ profile }: { profile: OperatorProfile }) {
  const intl = useIntl();
  const docs = kycDocumentsFor(profile);
  const verify = useVerifyDocument();
  const send = useSendAadhaarOtp();
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [otp, setOtp] = useState<{ txnId: string; aadhaar: string } | null>(null);

  /** PAN, GSTIN, MSME: the dialog of the answer; a refusal is thrown to the card's form. */
  const verifyRegistry = (doc: RegistryDoc) => async (value: string) => {
    setOutcome(outcomeOfVerify(await verify.mutateAsync(BODY[doc](value))));
  };

  /** Aadhar: the OTP modal for the transaction, or Verification Failed with the provider's refusal. */
  const sendOtp = async (aadhaar: string) => {
    const result = await send.mutateAsync(aadhaar);
    if (result.decentroError || !result.decentroTxnId) {
      setOtp(null);
      setOutcome({ kind: 'failure', message: failureText(result.decentroError) });
      return;
    }
    setOtp({ txnId: result.decentroTxnId, aadhaar });
  };

  /** Resend from the modal: a refusal is a toast (the number was accepted a moment ago). */
  const resendOtp = (aadhaar: string) => {
    sendOtp(aadhaar).catch((err: unknown) => {
      const where = placeOfCallError(err);
      if (where.place === 'dialog') {
        setOtp(null);
        setOutcome(where.outcome);
      } else toastError('AADHAR', where.message);
    });
  };

  const cards = docs.map((doc) => (
    <KycDocumentCard
      key={doc}
      doc={doc}
      entry={profile.kycDetails[kycDetailsKey(profile.subType, doc)]}
      busy={doc === 'AADHAR' && send.isPending}
      disabledNote={doc === 'MSME' && !profile.isMSME ? intl.formatMessage(KYC_TEXTS.nonMsme) : undefined}
      onVerify={doc === 'AADHAR' ? sendOtp : verifyRegistry(doc)}
      onOutcome={setOutcome}
    />
  ));

  return (
    <Page>
      {isMobile ? (
        <Stack gap="md">
          {cards}
          <OperatorTypePanel subType={profile.subType} />
        </Stack>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {cards}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <OperatorTypePanel subType={profile.subType} />
          </Grid.Col>
        </Grid>
      )}
      {otp ? (
        <AadhaarOtpModal
          key={otp.txnId}
          aadhaarNumber={otp.aadhaar}
          transactionId={otp.txnId}
          resending={send.isPending}
          onResend={() => resendOtp(otp.aadhaar)}
          onDone={(o) => {
            setOtp(null);
            setOutcome(o);
          }}
          onClose={() => setOtp(null)}
        />
      ) : null}
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Page>
  );
}
