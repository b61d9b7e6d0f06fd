import { Image } from '@mantine/core';
import { encode } from 'uqr';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The authenticator enrolment's `otpauth://` address as a QR code: encoded by `uqr`, drawn as one
 * SVG path and shown as an image (a data: URL, which the CSP's img-src allows), so no markup is
 * injected into the page. Each module is a whole number of pixels, so the code stays crisp. Black on
 * white in both themes (cameras read a dark code on a light quiet zone); only its frame follows the
 * theme.
 */
export function OtpauthQr({ uri, maxSize = 232 }: { uri: string; maxSize?: number }) {
  const intl = useIntl();
  const { src, size } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 2 });
    const modules = data.length;
    let path = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${modules} ${modules}" shape-rendering="crispEdges">` +
      `<rect width="${modules}" height="${modules}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
    return {
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      size: modules * Math.max(3, Math.floor(maxSize / modules)),
    };
  }, [uri, maxSize]);
  return (
    <Image
      src={src}
      w={size}
      h={size}
      fit="contain"
      alt={intl.formatMessage({
        id: 'admin.staff.setPassword.qrAlt',
        defaultMessage: 'QR code to add the console to your authenticator app',
      })}
      radius="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      data-testid="otpauth-qr"
    />
  );
}

/** The secret of an `otpauth://totp/…?secret=…` address (for apps that take the key alone). */
export function otpauthSecret(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}
