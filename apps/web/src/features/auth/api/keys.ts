/**
 * The auth query keys (one factory per feature). The captcha settings are the same for everyone, so
 * their keys start with 'public' rather than a business model.
 */
export const authKeys = {
  all: () => ['public', 'auth'] as const,
  captchaConfig: () => [...authKeys.all(), 'captcha-config'] as const,
};
