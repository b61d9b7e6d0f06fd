import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import {
  CAPTCHA_FAILED,
  INVALID_OTP,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_SENT,
  ROUTES,
  USER_NOT_REGISTERED,
  mobileNoSchema,
} from '@oc/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { isApiError } from '../../../lib/api';
import { useCountdown } from '../../../lib/countdown';
import { isMobile } from '../../../lib/device';
import { clearStoredUserType, resolveUserType, takePostLoginPath } from '../../../lib/session';
import { requestOtp, verifyOtp } from '../api/auth.api';
import { OtpStep } from '../components/OtpStep';
import { PhoneStep } from '../components/PhoneStep';
import { useCaptcha } from '../components/useCaptcha';
import classes from './LoginScreen.module.css';

const SEND_FAILED = 'We could not send the OTP. Please try again.';

/** Part 1 §8 Login: which message an answer to POST /user/login shows. */
function loginErrorMessage(err: unknown): string {
  if (!isApiError(err)) return SEND_FAILED;
  if (err.status === 400 && err.message === CAPTCHA_FAILED) return CAPTCHA_FAILED;
  if (err.status === 429) return err.message; // rate limit: the server says how long to wait
  // Transport failures and server faults are not "not registered": say so honestly.
  if (err.status === 0 || err.status >= 500) return err.message || SEND_FAILED;
  return USER_NOT_REGISTERED;
}

/**
 * Login (part 1 §2, §4, §5, §8): phone entry with captcha, then the OTP. After success the user
 * goes to the saved post-login address, else '/trips' for CABOWNER, else '/'.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const captcha = useCaptcha();

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [mobileNo, setMobileNo] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [wrongOtp, setWrongOtp] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(sentAt, OTP_RESEND_SECONDS);

  /** Captcha, then POST /user/login. Answers true when the OTP went out. */
  async function sendOtp(): Promise<boolean> {
    const value = await captcha.getValue();
    if (!value.ok) {
      setFormError(value.message);
      return false;
    }
    try {
      const data = await requestOtp(mobileNo, value.value);
      captcha.markUsed();
      if (data !== OTP_SENT) {
        setFormError(USER_NOT_REGISTERED);
        return false;
      }
      return true;
    } catch (err) {
      const message = loginErrorMessage(err);
      if (message === CAPTCHA_FAILED) captcha.reset();
      else captcha.markUsed();
      setFormError(message);
      return false;
    }
  }

  async function onSendOtp() {
    if (sending) return;
    setFormError(null);
    const check = mobileNoSchema.safeParse(mobileNo);
    if (!check.success) {
      setMobileError(check.error.issues[0]?.message ?? 'Mobile Number is required');
      return;
    }
    setMobileError(null);
    setSending(true);
    try {
      if (await sendOtp()) {
        setOtp('');
        setOtpError(null);
        setWrongOtp(false);
        setSentAt(Date.now());
        setStep('otp');
      }
    } finally {
      setSending(false);
    }
  }

  async function onResend() {
    if (sending) return;
    setFormError(null);
    setSending(true);
    try {
      if (await sendOtp()) {
        setOtp('');
        setOtpError(null);
        setWrongOtp(false);
        setSentAt(Date.now());
        notifications.show({ message: `A new OTP was sent to +91 ${mobileNo}`, color: 'teal' });
      }
    } finally {
      setSending(false);
    }
  }

  async function onVerify() {
    if (verifying) return;
    setFormError(null);
    if (otp.length !== OTP_LENGTH) {
      setOtpError('Please enter OTP');
      return;
    }
    setOtpError(null);
    setVerifying(true);
    try {
      const data = await verifyOtp(otp, mobileNo);
      if (typeof data === 'string') {
        // Only a token pair logs in; 'invalid otp' arrives as HTTP 400 (handled below).
        setWrongOtp(data === INVALID_OTP);
        if (data !== INVALID_OTP) setFormError(data);
        return;
      }
      // The api client stored the tokens. A new login starts from the token's own business model.
      clearStoredUserType();
      const fromState = (location.state as { from?: unknown } | null)?.from;
      const saved = takePostLoginPath() ?? (typeof fromState === 'string' ? fromState : null);
      const fallback = resolveUserType() === 'CABOWNER' ? ROUTES.trips : ROUTES.home;
      // The bare root is no deep link: opening the app at '/' still lands a CABOWNER on '/trips'.
      const deepLink = saved && saved !== ROUTES.login && saved !== ROUTES.home ? saved : null;
      void navigate(deepLink ?? fallback, { replace: true });
    } catch (err) {
      if (isApiError(err) && err.message === INVALID_OTP) {
        setWrongOtp(true);
      } else {
        setFormError(isApiError(err) ? err.message : 'Something went wrong');
      }
    } finally {
      setVerifying(false);
    }
  }

  function onEditNumber() {
    setStep('phone');
    setOtp('');
    setOtpError(null);
    setWrongOtp(false);
    setFormError(null);
  }

  function onOtpChange(value: string) {
    setOtp(value);
    if (otpError) setOtpError(null);
    // Changing the OTP after a wrong one leaves the error state: 'Verify OTP' and the resend link return.
    if (wrongOtp && value !== otp) setWrongOtp(false);
  }

  const form =
    step === 'phone' ? (
      <PhoneStep
        prompt={isMobile ? 'Please enter your registered mobile number' : 'Enter Registered Number'}
        plainPrompt={isMobile}
        mobileNo={mobileNo}
        onMobileChange={(v) => {
          setMobileNo(v);
          if (mobileError) setMobileError(null);
        }}
        mobileError={mobileError}
        formError={formError}
        captcha={captcha.widget}
        sending={sending}
        onSubmit={() => void onSendOtp()}
      />
    ) : (
      <OtpStep
        mobile={isMobile}
        mobileNo={mobileNo}
        otp={otp}
        onOtpChange={onOtpChange}
        otpError={otpError}
        wrongOtp={wrongOtp}
        formError={formError}
        secondsLeft={secondsLeft}
        verifying={verifying}
        resending={sending}
        resendCaptcha={captcha.kind === 'recaptcha' ? captcha.widget : null}
        onEditNumber={onEditNumber}
        onResend={() => void onResend()}
        onSubmit={() => void onVerify()}
      />
    );

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
          {form}
        </Paper>
      </Box>
    </Box>
  );
}
