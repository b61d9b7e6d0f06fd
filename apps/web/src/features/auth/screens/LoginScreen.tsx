import { Alert, Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import {
  CAPTCHA_FAILED,
  INVALID_OTP,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_SENT,
  ROUTES,
  USER_NOT_REGISTERED,
} from '@oc/contract/constants';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { wantNotifications } from '../../../app/notifications';
import { BrandMark } from '../../../components/BrandMark';
import { isApiError } from '../../../lib/api';
import { useCountdown } from '../../../lib/countdown';
import { isMobile } from '../../../lib/device';
import { FORM_ERROR, applyServerErrors } from '../../../lib/forms';
import {
  SIGNED_OUT_MESSAGE,
  clearStoredUserType,
  forgetSignedOut,
  resolveUserType,
  takePostLoginPath,
  wasSignedOut,
} from '../../../lib/session';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { OtpStep } from '../components/OtpStep';
import { PhoneStep } from '../components/PhoneStep';
import { useCaptcha } from '../components/useCaptcha';
import {
  otpFormResolver,
  phoneFormResolver,
  type OtpFormValues,
  type PhoneFormValues,
} from '../lib/login-forms';
import classes from './LoginScreen.module.css';

const SEND_FAILED = 'We could not send the OTP. Please try again.';
const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Part 1 §8 Login: which message an answer to POST /user/login shows. */
function loginErrorMessage(err: unknown): string {
  if (!isApiError(err)) return SEND_FAILED;
  if (err.status === 400 && err.message === CAPTCHA_FAILED) return CAPTCHA_FAILED;
  if (err.status === 429) return err.message; // rate limit: the server says how long to wait
  // Transport failures and server faults are not "not registered": say so honestly.
  if (err.status === 0 || err.status >= 500) return err.message || SEND_FAILED;
  return USER_NOT_REGISTERED;
}

/** A refused send or verify: field errors on their fields, anything else under the form. */
function showFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: { error?: unknown; message: string },
  fields: readonly Path<T>[],
): void {
  if (isApiError(failure.error) && failure.error.errors.length > 0) {
    applyServerErrors(setError, failure.error, { fields });
  } else {
    setError(FORM_ERROR, { type: 'server', message: failure.message });
  }
}

type SendResult = { ok: true } | { ok: false; error?: unknown; message: string };

/**
 * Login (part 1 §2, §4, §5, §8): phone entry with captcha, then the OTP. After success the user
 * goes to the saved post-login address, else ROUTES.trips (Trips) for CABOWNER, else '/'.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const captcha = useCaptcha();
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();

  const phoneForm = useForm<PhoneFormValues>({
    defaultValues: { mobileNo: '' },
    resolver: phoneFormResolver,
    reValidateMode: 'onSubmit',
  });
  const otpForm = useForm<OtpFormValues>({
    defaultValues: { otp: '' },
    resolver: otpFormResolver,
    reValidateMode: 'onSubmit',
  });
  const mobileNo = useWatch({ control: phoneForm.control, name: 'mobileNo' });

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  // The login ended on its own (a refused refresh): say why, once (never after a logout).
  const [signedOut] = useState(wasSignedOut);
  useEffect(() => forgetSignedOut(), []);
  /** The last verify answered 'invalid otp' (until the OTP is edited or sent again). */
  const [wrongOtp, setWrongOtp] = useState(false);
  const [resending, setResending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const sending = phoneForm.formState.isSubmitting;
  const verifying = otpForm.formState.isSubmitting;

  /** Captcha, then POST /user/login. */
  async function sendOtp(number: string): Promise<SendResult> {
    const value = await captcha.getValue();
    if (!value.ok) return { ok: false, message: value.message };
    try {
      const data = await requestOtp.mutateAsync({ mobileNo: number, captchaValue: value.value });
      captcha.markUsed();
      return data === OTP_SENT ? { ok: true } : { ok: false, message: USER_NOT_REGISTERED };
    } catch (error) {
      const message = loginErrorMessage(error);
      if (message === CAPTCHA_FAILED) captcha.reset();
      else captcha.markUsed();
      return { ok: false, error, message };
    }
  }

  /** A new OTP went out: an empty OTP form and the resend countdown from now. */
  function otpSent() {
    otpForm.reset({ otp: '' });
    setWrongOtp(false);
    setSentAt(Date.now());
  }

  const onSendOtp = () =>
    phoneForm.handleSubmit(async (values) => {
      const sent = await sendOtp(values.mobileNo);
      if (!sent.ok) {
        showFailure(phoneForm.setError, sent, ['mobileNo']);
        return;
      }
      otpSent();
      setStep('otp');
    })();

  async function onResend() {
    if (resending) return;
    otpForm.clearErrors(FORM_ERROR);
    setResending(true);
    try {
      const sent = await sendOtp(mobileNo);
      if (!sent.ok) {
        showFailure(otpForm.setError, sent, []);
        return;
      }
      otpSent();
      wantNotifications();
      notifications.show({ message: `A new OTP was sent to +91 ${mobileNo}`, color: 'teal' });
    } finally {
      setResending(false);
    }
  }

  const onVerify = () =>
    otpForm.handleSubmit(async ({ otp }) => {
      try {
        // The api client stores the tokens it answers.
        await verifyOtp.mutateAsync({ otp, mobileNo });
      } catch (error) {
        if (isApiError(error) && error.message === INVALID_OTP) {
          setWrongOtp(true);
        } else {
          const message = isApiError(error) ? error.message : SOMETHING_WENT_WRONG;
          showFailure(otpForm.setError, { error, message }, ['otp']);
        }
        return;
      }
      // A new login starts from the token's own business model.
      clearStoredUserType();
      const fromState = (location.state as { from?: unknown } | null)?.from;
      const saved = takePostLoginPath() ?? (typeof fromState === 'string' ? fromState : null);
      const fallback = resolveUserType() === 'CABOWNER' ? ROUTES.trips : ROUTES.home;
      // The bare root is no deep link: opening the app at '/' still lands a CABOWNER on ROUTES.trips.
      const deepLink = saved && saved !== ROUTES.login && saved !== ROUTES.home ? saved : null;
      void navigate(deepLink ?? fallback, { replace: true });
    })();

  function onEditNumber() {
    setStep('phone');
    otpForm.reset({ otp: '' });
    setWrongOtp(false);
    phoneForm.clearErrors(FORM_ERROR);
  }

  const form =
    step === 'phone' ? (
      <PhoneStep
        prompt={isMobile ? 'Please enter your registered mobile number' : 'Enter Registered Number'}
        plainPrompt={isMobile}
        form={phoneForm}
        captcha={captcha.widget}
        sending={sending}
        onSubmit={() => {
          if (!sending) void onSendOtp();
        }}
      />
    ) : (
      <OtpStep
        mobile={isMobile}
        mobileNo={mobileNo}
        form={otpForm}
        onOtpEdited={() => setWrongOtp(false)}
        wrongOtp={wrongOtp}
        secondsLeft={secondsLeft}
        verifying={verifying}
        resending={resending}
        resendCaptcha={captcha.kind === 'recaptcha' ? captcha.widget : null}
        onEditNumber={onEditNumber}
        onResend={() => void onResend()}
        onSubmit={() => {
          if (!verifying) void onVerify();
        }}
      />
    );

  const signedOutNotice =
    signedOut && step === 'phone' ? (
      <Alert
        variant="light"
        color="blue"
        radius="md"
        icon={<IconInfoCircle size={20} aria-hidden />}
        data-testid="signed-out"
      >
        {SIGNED_OUT_MESSAGE}
      </Alert>
    ) : null;

  if (isMobile) {
    return (
      <Box className={classes.mobilePage}>
        <Box className={classes.mobileTop}>
          <BrandMark compact />
        </Box>
        <Stack gap="lg" px="md" pt="xl" pb="xl" className={classes.mobileBody}>
          <Stack gap={6}>
            <Title order={1} fz={24} lh={1.25}>
              Login to Operator Dashboard
            </Title>
            {step === 'otp' ? (
              <Text c="dimmed" size="sm">
                Enter the {OTP_LENGTH}-digit OTP we sent you
              </Text>
            ) : null}
          </Stack>
          {signedOutNotice}
          {form}
        </Stack>
      </Box>
    );
  }

  return (
    <Box className={classes.desktopPage}>
      <Box className={classes.brandPanel} visibleFrom="md">
        <BrandMark />
        <Stack gap="lg" maw={420}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            Run your bus business from one console
          </Title>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" c="brand.7">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            <List.Item>Publish deals on your services</List.Item>
            <List.Item>Set offline commission and seat fares by date</List.Item>
            <List.Item>Track payouts, KYC and your wallet</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.75)">
          For registered operators of the ticketing platform
        </Text>
      </Box>
      <Box className={classes.formPanel}>
        <Paper className={classes.card} withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Box hiddenFrom="md" mb="lg">
            <BrandMark compact />
          </Box>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={28}>
              Welcome Operator
            </Title>
            <Text c="dimmed">Easy Login With Otp</Text>
          </Stack>
          {signedOutNotice ? <Box mb="lg">{signedOutNotice}</Box> : null}
          {form}
        </Paper>
      </Box>
    </Box>
  );
}
