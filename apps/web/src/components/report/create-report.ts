import { useMutation } from '@tanstack/react-query';
import { moderationCalls, type ReportBody } from '@iagree/contract';
import { call } from '@/lib/api-client';

/** Answers 201 for a new report, 200 when it had already been made. */
export function createReport(body: ReportBody) {
  return call(moderationCalls.report, { body });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
