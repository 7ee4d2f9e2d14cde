import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { consultationQueryKey } from './get-consultation';

export const consultationAnalysisQueryKey = (id: number) =>
  [...consultationQueryKey(id), 'analysis'] as const;

/** GET /api/consultations/{id}/analysis: the groups as the last analysis found them. */
export async function getConsultationAnalysis(id: number, signal?: AbortSignal) {
  const { data } = await call(consultationCalls.analysis, { params: { id }, signal });
  return data;
}

export const consultationAnalysisQueryOptions = (id: number) =>
  queryOptions({
    queryKey: consultationAnalysisQueryKey(id),
    queryFn: ({ signal }) => getConsultationAnalysis(id, signal),
  });

export function useConsultationAnalysis(id: number) {
  return useQuery(consultationAnalysisQueryOptions(id));
}
