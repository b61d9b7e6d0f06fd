import { accountEndpoints } from '@oc/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint';

/** GET {prefix}/user/signedAgreement/:id: a link of this server, valid 5 minutes, to the signed PDF. */
export function getSignedAgreementUrl(id: string) {
  return callEndpoint(accountEndpoints.signedAgreement, { params: { id } });
}

/**
 * A tab opened during the click itself (a popup blocker allows only that), before the link is
 * asked for; null when the browser refused it, then the link opens in this tab.
 */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Opens a signed agreement in a new tab (part 2 §7): asks for the short-lived link, then sends the
 * tab opened at the click (`openBlankTab`) to it; the tab is closed again when the call fails.
 */
export function useOpenSignedAgreement() {
  return useMutation({
    mutationFn: async ({ id, tab }: { id: string; tab: Window | null }) => {
      try {
        const url = await getSignedAgreementUrl(id);
        if (tab) tab.location.href = url;
        else window.location.assign(url);
        return url;
      } catch (err) {
        tab?.close();
        throw err;
      }
    },
  });
}
