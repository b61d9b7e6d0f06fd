import { Alert, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
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
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { wantNotifications } from '../../../app/notifications';
import { BrandMark } from '../../../components/BrandMark';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { isApiError } from '../../../lib/api/errors';
import { useCountdown } from '../../../lib/countdown';
import { isMobile } from '../../../lib/device';
import {
  clearStoredUserType,
  forgetSignedOut,
  resolveUserType,
  takePostLoginPath,
  wasSignedOut,
} from '../../../lib/session';
import { requestOtp } from '../api/request-otp';
import { verifyOtp } from '../api/verify-otp';
import { PhoneStep } from '../components/PhoneStep';
import { useCaptcha } from '../components/useCaptcha';
import { useOtpForm, usePhoneForm } from '../lib/login-forms';
import classes from './LoginScreen.module.css';

/**
 * The OTP step (with Mantine's PinInput) is its own chunk: the first paint is the phone step, and
 * the OTP step's code loads right after it (docs/performance.md "Web").
 */
const loadOtpStep = () => import('../components/OtpStep').then((m) => m.OtpStep);
type OtpStepView = Awaited<ReturnType<typeof loadOtpStep>>;

const SEND_FAILED = {
  id: 'auth.login.sendFailed',
  defaultMessage: 'We could not send the OTP. Please try again.',
};
const SOMETHING_WENT_WRONG = { id: 'auth.login.somethingWentWrong', defaultMessage: 'Something went wrong' };

/**
 * Part 1 §8 Login: which message an answer to POST /user/login shows (`sendFailed`: SEND_FAILED in
 * the page's language; the API's texts stay English, translated where they are shown).
 */
function loginErrorMessage(err: unknown, sendFailed: string): string {
  if (!isApiError(err)) return sendFailed;
  if (err.status === 400 && err.message === CAPTCHA_FAILED) return CAPTCHA_FAILED;
  if (err.status === 429) return err.message; // rate limit: the server says how long to wait
  // Transport failures and server faults are not "not registered": say so honestly.
  if (err.status === 0 || err.status >= 500) return err.message || sendFailed;
  return USER_NOT_REGISTERED;
}

type SendResult = { ok: true } | { ok: false; error?: unknown; message: string };

/** Where the login was opened from and how it leaves; see app/router.tsx and app/Boot.tsx. */
export interface LoginScreenProps {
  /** The route state's `from` (the guard's redirect), when there is one. */
  from: unknown;
  /** Goes to the address after a login (replacing /login in the history). */
  onLoggedIn: (path: string) => void;
  /** An OTP went out: the app's code may start loading (the login is about to end). */
  onOtpSent?: () => void;
}

/**
 * Login (part 1 §2, §4, §5, §8): phone entry with captcha, then the OTP. After success the user
 * goes to the saved post-login address, else ROUTES.trips (Trips) for CABOWNER, else '/'. The
 * screen uses no router, form library or query cache (docs/architecture.md "Login"): opened at
 * /login it is drawn without the router (app/Boot.tsx), and its first paint loads only React,
 * Mantine and its own code (docs/performance.md "Web").
 */
export default function LoginScreen({ from, onLoggedIn, onOtpSent }: LoginScreenProps) {
  const intl = useIntl();
  const captcha = useCaptcha();
  const phoneForm = usePhoneForm();
  const otpForm = useOtpForm();
  const mobileNo = phoneForm.value;

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  // The login ended on its own (a refused refresh): say why, once (never after a logout). Read
  // after the first render, which must draw what the build prerendered (src/prerender.tsx), and
  // before the browser paints that render.
  const [signedOut, setSignedOut] = useState(false);
  useLayoutEffect(() => {
    if (!wasSignedOut()) return;
    // Browser-only state after hydration: the case React documents for a state set in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSignedOut(true);
    forgetSignedOut();
  }, []);
  const [OtpStep, setOtpStep] = useState<OtpStepView | null>(null);
  useEffect(() => {
    let live = true;
    loadOtpStep().then(
      (view) => {
        // Not urgent (the phone step is on screen): a transition, rendered in short slices.
        if (live) startTransition(() => setOtpStep(() => view));
      },
      () => undefined, // tried again when the OTP is sent
    );
    return () => {
      live = false;
    };
  }, []);
  /** The last verify answered 'invalid otp' (until the OTP is edited or sent again). */
  const [wrongOtp, setWrongOtp] = useState(false);
  const [resending, setResending] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(sentAt, OTP_RESEND_SECONDS);
  const sending = phoneForm.submitting;
  const verifying = otpForm.submitting;

  /** Captcha, then POST /user/login. */
  async function sendOtp(number: string): Promise<SendResult> {
    const value = await captcha.getValue();
    if (!value.ok) return { ok: false, message: value.message };
    try {
      const data = await requestOtp({ mobileNo: number, captchaValue: value.value });
      captcha.markUsed();
      return data === OTP_SENT ? { ok: true } : { ok: false, message: USER_NOT_REGISTERED };
    } catch (error) {
      const message = loginErrorMessage(error, intl.formatMessage(SEND_FAILED));
      if (message === CAPTCHA_FAILED) captcha.reset();
      else captcha.markUsed();
      return { ok: false, error, message };
    }
  }

  /** A new OTP went out: an empty OTP form and the resend countdown from now. */
  function otpSent() {
    otpForm.reset();
    setWrongOtp(false);
    setSentAt(Date.now());
    onOtpSent?.();
  }

  const onSendOtp = () =>
    phoneForm.submit(async (number) => {
      // The OTP step's code is normally here long before; if not, it comes first (offline: not sent).
      const view = OtpStep ?? (await loadOtpStep().catch(() => null));
      if (!view) {
        phoneForm.showRefusal(undefined, intl.formatMessage(SEND_FAILED), { onField: false });
        return;
      }
      const sent = await sendOtp(number);
      if (!sent.ok) {
        phoneForm.showRefusal(sent.error, sent.message, { onField: true });
        return;
      }
      setOtpStep(() => view);
      otpSent();
      setStep('otp');
    });

  async function onResend() {
    if (resending) return;
    otpForm.clearFormError();
    setResending(true);
    try {
      const sent = await sendOtp(mobileNo);
      if (!sent.ok) {
        otpForm.showRefusal(sent.error, sent.message, { onField: false });
        return;
      }
      otpSent();
      wantNotifications();
      const message = intl.formatMessage(
        { id: 'auth.otp.resent', defaultMessage: 'A new OTP was sent to +91 {mobileNo}' },
        { mobileNo },
      );
      // The toasts' code loads with their outlet (app/notifications.tsx), not before the first paint.
      void import('@mantine/notifications').then(({ notifications }) =>
        notifications.show({ message, color: 'teal' }),
      );
    } finally {
      setResending(false);
    }
  }

  const onVerify = () =>
    otpForm.submit(async (otp) => {
      try {
        // The api client stores the tokens it answers.
        await verifyOtp({ otp, mobileNo });
      } catch (error) {
        if (isApiError(error) && error.message === INVALID_OTP) {
          setWrongOtp(true);
        } else {
          const message = isApiError(error) ? error.message : intl.formatMessage(SOMETHING_WENT_WRONG);
          otpForm.showRefusal(error, message, { onField: true });
        }
        return;
      }
      // A new login starts from the token's own business model.
      clearStoredUserType();
      const fromState = typeof from === 'string' ? from : null;
      const saved = takePostLoginPath() ?? fromState;
      const fallback = resolveUserType() === 'CABOWNER' ? ROUTES.trips : ROUTES.home;
      // The bare root is no deep link: opening the app at '/' still lands a CABOWNER on ROUTES.trips.
      const deepLink = saved && saved !== ROUTES.login && saved !== ROUTES.home ? saved : null;
      onLoggedIn(deepLink ?? fallback);
    });

  function onEditNumber() {
    setStep('phone');
    otpForm.reset();
    setWrongOtp(false);
    phoneForm.clearFormError();
  }

  const form =
    step === 'phone' || !OtpStep ? (
      <PhoneStep
        prompt={
          isMobile
            ? intl.formatMessage({
                id: 'auth.login.promptMobile',
                defaultMessage: 'Please enter your registered mobile number',
              })
            : intl.formatMessage({ id: 'auth.login.prompt', defaultMessage: 'Enter Registered Number' })
        }
        plainPrompt={isMobile}
        field={phoneForm}
        inputRef={phoneForm.inputRef}
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
        field={otpForm}
        inputRef={otpForm.inputRef}
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
        {intl.formatMessage({
          id: 'auth.login.signedOut',
          defaultMessage: 'You were signed out. Please log in again.',
        })}
      </Alert>
    ) : null;

  if (isMobile) {
    return (
      <Box className={classes.mobilePage}>
        <Box className={classes.mobileTop}>
          <Group justify="space-between" wrap="nowrap">
            <BrandMark compact />
            <LanguageSwitch />
          </Group>
        </Box>
        <Stack gap="lg" px="md" pt="xl" pb="xl" className={classes.mobileBody}>
          <Stack gap={6}>
            <Title order={1} fz={24} lh={1.25}>
              <FormattedMessage id="auth.login.mobileTitle" defaultMessage="Login to Operator Dashboard" />
            </Title>
            {step === 'otp' ? (
              <Text c="dimmed" size="sm">
                <FormattedMessage
                  id="auth.login.enterOtpHint"
                  defaultMessage="Enter the {length}-digit OTP we sent you"
                  values={{ length: OTP_LENGTH }}
                />
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
            <FormattedMessage
              id="auth.login.brandTitle"
              defaultMessage="Run your bus business from one console"
            />
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
            <List.Item>
              <FormattedMessage id="auth.login.pointDeals" defaultMessage="Publish deals on your services" />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="auth.login.pointFares"
                defaultMessage="Set offline commission and seat fares by date"
              />
            </List.Item>
            <List.Item>
              <FormattedMessage
                id="auth.login.pointPayouts"
                defaultMessage="Track payouts, KYC and your wallet"
              />
            </List.Item>
          </List>
        </Stack>
        <Text size="xs" c="rgba(255,255,255,0.75)">
          <FormattedMessage
            id="auth.login.brandFooter"
            defaultMessage="For registered operators of the ticketing platform"
          />
        </Text>
      </Box>
      <Box className={classes.formPanel}>
        <Paper className={classes.card} withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Group justify="space-between" mb="lg" wrap="nowrap">
            <Box hiddenFrom="md">
              <BrandMark compact />
            </Box>
            <Box ml="auto">
              <LanguageSwitch />
            </Box>
          </Group>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={28}>
              <FormattedMessage id="auth.login.welcome" defaultMessage="Welcome Operator" />
            </Title>
            <Text c="dimmed">
              <FormattedMessage id="auth.login.subtitle" defaultMessage="Easy Login With Otp" />
            </Text>
          </Stack>
          {signedOutNotice ? <Box mb="lg">{signedOutNotice}</Box> : null}
          {form}
        </Paper>
      </Box>
    </Box>
  );
}
