import { Alert, Button, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  KYC_MESSAGES,
  WRONG_OTP_STATUS,
  checkAadhaar,
  checkGstin,
  checkPan,
  checkUdyam,
  kycDetailsKey,
  kycDocumentsFor,
  type IdentifierCheck,
  type KycDocumentName,
  type OperatorProfile,
} from '@oc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { NotRegisteredNotice } from '../../../components/NotRegisteredNotice';
import { PageLoader } from '../../../components/PageLoader';
import { isApiError, errorMessage } from '../../../lib/api';
import { isMobile } from '../../../lib/device';
import {
  kycKey,
  kycVerify,
  sendAadhaarOtp,
  userDetailsQuery,
  verifyAadhaarOtp,
  type KycVerifyBody,
} from '../api/kyc.api';
import { AadhaarOtpModal, OTP_INCORRECT } from '../components/AadhaarOtpModal';
import { KycDocumentCard } from '../components/KycDocumentCard';
import { OperatorTypePanel } from '../components/OperatorTypePanel';
import { ResultDialog } from '../components/ResultDialog';
import { failureText, outcomeOfAadhaar, outcomeOfVerify, type KycOutcome } from '../lib/outcome';

const NO_DATA = 'no data found';

type RegistryDoc = Exclude<KycDocumentName, 'AADHAR'>;
const CHECKS: Record<RegistryDoc, (v: string) => IdentifierCheck> = {
  PAN: checkPan,
  GSTIN: checkGstin,
  MSME: checkUdyam,
};
const BODY: Record<RegistryDoc, (v: string) => KycVerifyBody> = {
  PAN: (pan) => ({ pan }),
  GSTIN: (gst) => ({ gst }),
  MSME: (msme) => ({ msme }),
};

function toastError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 6000 });
}

/** KYC Verification (/kyc): PAN, Aadhar (INDIVIDUAL), GSTIN (when required), MSME, Operator Type (part 1 §2). */
export default function KycScreen() {
  const details = useQuery(userDetailsQuery());

  if (details.isPending) return <PageLoader />;
  if (details.isError) {
    if (isApiError(details.error) && details.error.isNotRegistered) return <NotRegisteredNotice />;
    return (
      <Stack gap="md">
        <Title order={2}>KYC Verification</Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not load KYC details">
          <Stack gap="xs" align="flex-start">
            {errorMessage(details.error, NO_DATA)}
            <Button size="xs" variant="light" onClick={() => void details.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const profile = details.data[0];
  if (!profile) {
    return (
      <Stack gap="md">
        <Title order={2}>KYC Verification</Title>
        <Alert color="gray" variant="light">
          {NO_DATA}
        </Alert>
      </Stack>
    );
  }
  return <KycForm profile={profile} />;
}

function KycForm({ profile }: { profile: OperatorProfile }) {
  const queryClient = useQueryClient();
  const docs = kycDocumentsFor(profile);
  const [values, setValues] = useState<Record<KycDocumentName, string>>({
    PAN: '',
    AADHAR: '',
    GSTIN: '',
    MSME: '',
  });
  const [errors, setErrors] = useState<Partial<Record<KycDocumentName, string>>>({});
  const [outcome, setOutcome] = useState<KycOutcome | null>(null);
  const [otp, setOtp] = useState<{ txnId: string; aadhaar: string; error: string | null } | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: kycKey() });
  const setError = (doc: KycDocumentName, message: string | null) =>
    setErrors((e) => ({ ...e, [doc]: message ?? undefined }));

  /** Errors of any KYC call: provider trouble is a toast, a refused value shows at its field. */
  const onCallError = (doc: KycDocumentName, err: unknown) => {
    if (isApiError(err) && err.status === 502) return toastError(err.message || KYC_MESSAGES.providerError);
    if (isApiError(err) && err.status === 400) {
      if (err.message === KYC_MESSAGES.transactionRequired) {
        setOtp(null);
        return setOutcome({ kind: 'failure', message: failureText(err.message) });
      }
      return setError(doc, err.message);
    }
    if (isApiError(err) && err.status === 409) void refresh();
    toastError(errorMessage(err));
  };

  const verify = useMutation({
    mutationFn: ({ doc, value }: { doc: RegistryDoc; value: string }) => kycVerify(BODY[doc](value)),
    onSuccess: (result) => {
      const o = outcomeOfVerify(result);
      setOutcome(o);
      if (o.kind === 'success') void refresh();
    },
    onError: (err, { doc }) => onCallError(doc, err),
  });

  const send = useMutation({
    mutationFn: (aadhaar: string) => sendAadhaarOtp(aadhaar),
    onSuccess: (result, aadhaar) => {
      if (result.decentroError || !result.decentroTxnId) {
        setOtp(null);
        setOutcome({ kind: 'failure', message: failureText(result.decentroError) });
        return;
      }
      setOtp({ txnId: result.decentroTxnId, aadhaar, error: null });
    },
    onError: (err) => onCallError('AADHAR', err),
  });

  const confirm = useMutation({
    mutationFn: ({ code }: { code: string }) => {
      if (!otp) throw new Error(KYC_MESSAGES.transactionRequired);
      return verifyAadhaarOtp({ aadhaarNumber: otp.aadhaar, transactionId: otp.txnId, otp: code });
    },
    onSuccess: (result) => {
      if (result.statusCode === WRONG_OTP_STATUS) {
        setOtp((o) => (o ? { ...o, error: OTP_INCORRECT } : o));
        return;
      }
      setOtp(null);
      const o = outcomeOfAadhaar(result);
      setOutcome(o);
      if (o.kind === 'success') void refresh();
    },
    onError: (err) => onCallError('AADHAR', err),
  });

  const submit = (doc: KycDocumentName) => {
    const value = values[doc].trim();
    setError(doc, null);
    if (doc === 'AADHAR') {
      const check = checkAadhaar(value);
      if (!check.ok) {
        toastError(KYC_MESSAGES.aadhaarInvalid);
        return setError(doc, check.message);
      }
      send.mutate(check.value);
      return;
    }
    const check = CHECKS[doc](value);
    if (!check.ok) {
      if (!value) return toastError(check.message); // 'Please enter PAN to verify', …
      return setError(doc, check.message);
    }
    verify.mutate({ doc, value: check.value });
  };

  const cards = docs.map((doc) => (
    <KycDocumentCard
      key={doc}
      doc={doc}
      entry={profile.kycDetails[kycDetailsKey(profile.subType, doc)]}
      value={values[doc]}
      error={errors[doc] ?? null}
      busy={doc === 'AADHAR' ? send.isPending : verify.isPending && verify.variables.doc === doc}
      disabledNote={doc === 'MSME' && !profile.isMSME ? KYC_MESSAGES.nonMsme : undefined}
      onChange={(v) => {
        setValues((s) => ({ ...s, [doc]: v }));
        if (errors[doc]) setError(doc, null);
      }}
      onSubmit={() => submit(doc)}
    />
  ));

  const last4 = otp?.aadhaar.slice(-4) ?? '';
  return (
    <Stack gap="md">
      <Title order={2} fz={{ base: 20, sm: 26 }}>
        KYC Verification
      </Title>
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
          opened
          maskedNumber={`XXXX XXXX ${last4}`}
          error={otp.error}
          verifying={confirm.isPending}
          resending={send.isPending}
          onVerify={(code) => {
            if (!/^\d{6}$/.test(code)) return setOtp({ ...otp, error: KYC_MESSAGES.otpInvalid });
            confirm.mutate({ code });
          }}
          onResend={() => send.mutate(otp.aadhaar)}
          onClose={() => setOtp(null)}
        />
      ) : null}
      <ResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Stack>
  );
}
