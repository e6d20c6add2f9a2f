import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const OFFER_KEY = '/api/waitlist-offers/lookup';

/** The offer behind the mail's link (a POST, so the token stays out of logs and caches). */
export function useWaitlistOffer(token: string | null) {
  return useQuery({
    queryKey: [OFFER_KEY, token],
    queryFn: () => api.getWaitlistOffer({ token: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
  });
}

/**
 * Accepts the offer; the answer starts the vendor's session, whose status then names the vendor
 * for the deposit payment and the dashboard (null if the session could not be read).
 */
export function useAcceptWaitlistOffer() {
  return useMutation({
    mutationFn: async (token: string) => {
      const accepted = await api.acceptWaitlistOffer({ token });
      const status = await api.resumeVendorSession().catch(() => null);
      return { accepted, status };
    },
  });
}

export function useDeclineWaitlistOffer() {
  return useMutation({
    mutationFn: (token: string) => api.declineWaitlistOffer({ token }),
  });
}
