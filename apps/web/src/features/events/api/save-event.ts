import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdEventResponseSchema } from '@iagree/contract';
import { type SaveUploadInput, upload } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** Create (POST /api/auth/events) or update (POST /api/auth/events/update/{id}). */
export function saveEvent({ id, form, onProgress }: SaveUploadInput) {
  const path = id === undefined ? '/api/auth/events' : `/api/auth/events/update/${id}`;
  return upload(path, form, {
    schema: import.meta.env.DEV && createdEventResponseSchema,
    onProgress,
  });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
