/** The billing remote's reads and the checkout step both payment buttons share. */
import type { Plan } from '@finx/contracts/plans';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

export const billingKeys = {
  current: ['subscription', 'current'] as const,
  paypalSetup: ['paypal', 'setup'] as const,
  purchase: (ref: string) => ['subscription', 'purchase', ref] as const,
};

export const billingQueries = {
  current: () => queryOptions({ queryKey: billingKeys.current, queryFn: () => api.billing.current().then(successBody) }),
  paypalSetup: () => queryOptions({ queryKey: billingKeys.paypalSetup, queryFn: () => api.billing.paypalSetup().then(successBody) }),
  purchase: (ref: string) => queryOptions({ queryKey: billingKeys.purchase(ref), queryFn: () => api.billing.purchase({ params: { ref } }).then(successBody) }),
};

/** Re-reads the subscription, its contract and payments. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billingKeys.current });
}

/**
 * Whether the user's accepted, uncancelled contract covers this plan (the CROA contract comes before any payment): the
 * plan's own, or the contract without a plan (accepted before a first letter), which lists every plan's fees.
 */
export const contractCovers = (contract: { planId: string | null; canceledAt: string | null } | null | undefined, plan: Plan) =>
  !!contract && !contract.canceledAt && (contract.planId === null || contract.planId === plan.id);

export function useHasContract(plan: Plan): boolean {
  return contractCovers(useQuery(billingQueries.current()).data?.contract, plan);
}
