/** The AI Credit Optimization screen's reads (keys follow the API path, like the other screens'). */
import { queryOptions } from '@tanstack/react-query';
import { api, successBody } from '../../common/api';

export const underwritingKeys = {
  results: (id: number) => ['ai-underwriting', 'results', id] as const,
  aiProviders: ['ai-underwriting', 'providers'] as const,
  policies: (id: number) => ['insurance', 'policies', id] as const,
  insuranceProviders: ['insurance', 'providers'] as const,
};

export const underwritingQueries = {
  /** The last analysis (null before the first) and the history of past scores. */
  results: (userId: number) =>
    queryOptions({ queryKey: underwritingKeys.results(userId), queryFn: () => api.underwriting.results({ params: { userId } }).then(successBody) }),
  aiProviders: () =>
    queryOptions({ queryKey: underwritingKeys.aiProviders, queryFn: () => api.underwriting.providers().then((res) => successBody(res).providers) }),
  policies: (userId: number) =>
    queryOptions({
      queryKey: underwritingKeys.policies(userId),
      queryFn: () => api.insurance.policies({ params: { userId } }).then((res) => successBody(res).policies),
    }),
  insuranceProviders: () => queryOptions({ queryKey: underwritingKeys.insuranceProviders, queryFn: () => api.insurance.providers().then(successBody) }),
};

/** 'medium' → 'Medium' */
export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
