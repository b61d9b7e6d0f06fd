import { Box, Group, Loader, Paper, Text } from '@mantine/core';
import { CAPTCHA_FAILED } from '@oc/contract/constants';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCaptchaConfig } from '../api/get-captcha-config';
import { issueSandboxCaptcha } from '../api/issue-sandbox-captcha';
import type { Grecaptcha } from '../lib/recaptcha';

type SandboxBox = (typeof import('./SandboxCaptcha'))['default'];

/** Part 1 §8: the captcha widget could not be drawn. */
export const CAPTCHA_UNAVAILABLE = {
  id: 'auth.captcha.unavailable',
  defaultMessage: 'ReCAPTCHA ref is not available.',
};
/** A sandbox token is valid two minutes on the server; refetch well before that. */
const SANDBOX_TOKEN_MAX_AGE_MS = 60_000;

export type CaptchaResult = { ok: true; value: string } | { ok: false; message: string };

export interface Captcha {
  kind: 'loading' | 'sandbox' | 'recaptcha' | 'unavailable';
  /** The widget to draw (sandbox checkbox or Google's box). */
  widget: ReactNode;
  /** A captcha value for one send; the sandbox fetches a fresh token silently if the box is ticked. */
  getValue: () => Promise<CaptchaResult>;
  /** The value was sent: a reCAPTCHA response is single use, so the widget is reset. */
  markUsed: () => void;
  /** The server refused the value: the user must solve the captcha again. */
  reset: () => void;
}

interface SandboxToken {
  value: string;
  at: number;
  used: boolean;
}

/**
 * The login's captcha (part 1 §5: it runs before the OTP is sent). The server says which one:
 * 'sandbox' draws a local "I'm not a robot" box whose tick asks the server for a token;
 * 'recaptcha' draws Google's widget with the configured site key.
 */
export function useCaptcha(): Captcha {
  const intl = useIntl();
  const config = useCaptchaConfig();
  // The sandbox box's code (its own chunk) loads while the settings are read, both after the first
  // paint; the loader shows until both are here, so the box appears in one step.
  const [SandboxWidget, setSandboxWidget] = useState<SandboxBox | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    // Both updates are transitions (also the settings', get-captcha-config.ts): React renders them in
    // short slices instead of one long task each (docs/performance.md, "The login's late updates").
    import('./SandboxCaptcha').then(
      (m) => {
        if (live) startTransition(() => setSandboxWidget(() => m.default));
      },
      () => {
        if (live) startTransition(() => setSandboxWidget('failed'));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const provider = config.data?.provider;

  // Sandbox state.
  const [ticked, setTicked] = useState(false);
  const [fetching, setFetching] = useState(false);
  /** The tick's token could not be fetched. */
  const [sandboxError, setSandboxError] = useState(false);
  const tokenRef = useRef<SandboxToken | null>(null);

  // reCAPTCHA state.
  const grecaptchaRef = useRef<Grecaptcha | null>(null);
  const widgetIdRef = useRef<number | null>(null);
  const [recaptchaFailed, setRecaptchaFailed] = useState(false);
  const siteKey = config.data?.siteKey ?? null;

  const onTick = useCallback(async (checked: boolean) => {
    setSandboxError(false);
    if (!checked) {
      setTicked(false);
      tokenRef.current = null;
      return;
    }
    setFetching(true);
    try {
      const value = await issueSandboxCaptcha();
      tokenRef.current = { value, at: Date.now(), used: false };
      setTicked(true);
    } catch {
      setTicked(false);
      setSandboxError(true);
    } finally {
      setFetching(false);
    }
  }, []);

  const recaptchaContainer = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el || !siteKey) {
        widgetIdRef.current = null;
        return;
      }
      // Google's loader is needed only with the 'recaptcha' provider: its own chunk.
      import('../lib/recaptcha')
        .then((m) => m.loadRecaptcha())
        .then((g) => {
          grecaptchaRef.current = g;
          if (!el.isConnected || el.childElementCount > 0) return;
          widgetIdRef.current = g.render(el, {
            sitekey: siteKey,
            size: el.clientWidth < 304 ? 'compact' : 'normal',
            // Google's dark box on a dark page (the scheme shown now: the box is drawn once).
            theme:
              document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark'
                ? 'dark'
                : 'light',
          });
        })
        .catch((err: unknown) => {
          console.error(err);
          setRecaptchaFailed(true);
        });
    },
    [siteKey],
  );

  const getValue = useCallback(async (): Promise<CaptchaResult> => {
    if (provider === 'sandbox') {
      if (!ticked) return { ok: false, message: CAPTCHA_FAILED };
      const token = tokenRef.current;
      if (token && !token.used && Date.now() - token.at < SANDBOX_TOKEN_MAX_AGE_MS) {
        return { ok: true, value: token.value };
      }
      try {
        const value = await issueSandboxCaptcha();
        tokenRef.current = { value, at: Date.now(), used: false };
        return { ok: true, value };
      } catch {
        return { ok: false, message: CAPTCHA_FAILED };
      }
    }
    if (provider === 'recaptcha') {
      const g = grecaptchaRef.current;
      const id = widgetIdRef.current;
      if (!g || id === null) return { ok: false, message: intl.formatMessage(CAPTCHA_UNAVAILABLE) };
      const value = g.getResponse(id);
      return value ? { ok: true, value } : { ok: false, message: CAPTCHA_FAILED };
    }
    return { ok: false, message: intl.formatMessage(CAPTCHA_UNAVAILABLE) };
  }, [provider, ticked, intl]);

  const markUsed = useCallback(() => {
    if (tokenRef.current) tokenRef.current.used = true;
    const g = grecaptchaRef.current;
    const id = widgetIdRef.current;
    if (g && id !== null) g.reset(id);
  }, []);

  const reset = useCallback(() => {
    tokenRef.current = null;
    setTicked(false);
    const g = grecaptchaRef.current;
    const id = widgetIdRef.current;
    if (g && id !== null) g.reset(id);
  }, []);

  // The sandbox box's frame (SandboxCaptcha.tsx: the same Paper around a 24 px checkbox row), so
  // nothing below moves when the box replaces the loader (the login page is drawn with the loader
  // at build time and shown before its script runs: src/prerender.tsx).
  const loading = (
    <Paper withBorder radius="md" px="md" py="sm" bg="var(--oc-muted-bg)">
      <Group h={24} justify="center">
        <Loader
          size="sm"
          aria-label={intl.formatMessage({ id: 'auth.captcha.loading', defaultMessage: 'Loading captcha' })}
        />
      </Group>
    </Paper>
  );
  let kind: Captcha['kind'];
  let widget: ReactNode;
  if (config.isPending || (provider === 'sandbox' && SandboxWidget === null)) {
    kind = 'loading';
    widget = loading;
  } else if (provider === 'sandbox' && SandboxWidget && SandboxWidget !== 'failed') {
    kind = 'sandbox';
    widget = (
      <SandboxWidget
        ticked={ticked}
        fetching={fetching}
        error={
          sandboxError
            ? intl.formatMessage({
                id: 'auth.captcha.checkFailed',
                defaultMessage: 'Could not check. Please tick the box again.',
              })
            : null
        }
        onChange={(checked) => void onTick(checked)}
      />
    );
  } else if (provider === 'recaptcha' && siteKey && !recaptchaFailed) {
    kind = 'recaptcha';
    widget = <Box ref={recaptchaContainer} mih={78} maw="100%" style={{ overflow: 'hidden' }} />;
  } else {
    kind = 'unavailable';
    // The spec's message ('ReCAPTCHA ref is not available.') shows when the user presses Send OTP.
    widget = (
      <Paper withBorder radius="md" px="md" py="sm" bg="var(--oc-muted-bg)">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({
            id: 'auth.captcha.notLoaded',
            defaultMessage: 'The captcha could not be loaded. Check your connection and reload the page.',
          })}
        </Text>
      </Paper>
    );
  }

  return { kind, widget, getValue, markUsed, reset };
}
