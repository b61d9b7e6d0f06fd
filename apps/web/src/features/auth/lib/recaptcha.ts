/**
 * Google reCAPTCHA v2 (checkbox), explicit rendering. Script and API from
 * https://developers.google.com/recaptcha/docs/display#explicit_render — loaded only when the server
 * says the provider is 'recaptcha' (its CSP then allows www.google.com/recaptcha and gstatic).
 */
export interface Grecaptcha {
  ready(cb: () => void): void;
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      callback?: (response: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
      size?: 'normal' | 'compact';
      theme?: 'light' | 'dark';
    },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
const LOAD_TIMEOUT_MS = 15_000;
let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once; rejects when it cannot be loaded (blocked, offline). */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const timer = window.setTimeout(() => {
      reject(new Error('reCAPTCHA did not load'));
    }, LOAD_TIMEOUT_MS);
    const done = (g: Grecaptcha) => {
      g.ready(() => {
        window.clearTimeout(timer);
        resolve(g);
      });
    };
    if (window.grecaptcha) {
      done(window.grecaptcha);
      return;
    }
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      if (window.grecaptcha) done(window.grecaptcha);
      else reject(new Error('reCAPTCHA script has no API'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
