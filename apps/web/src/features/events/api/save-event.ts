import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdEventResponseSchema } from '@iagree/contract';
import { upload } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

export interface SaveEventInput {
  /** Absent for a new event. */
  id?: number;
  form: FormData;
  onProgress?: (fraction: number) => void;
}

/** Create (POST /api/auth/events) or update (POST /api/auth/events/update/{id}). */
export function saveEvent({ id, form, onProgress }: SaveEventInput) {
  const path = id === undefined ? '/api/auth/events' : `/api/auth/events/update/${id}`;
  return upload(path, form, { schema: createdEventResponseSchema, onProgress });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
