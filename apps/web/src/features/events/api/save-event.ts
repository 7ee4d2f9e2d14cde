import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call, type SaveUploadInput } from '@/lib/api-client';
import { eventsQueryKey } from './get-events';

/** Creates an event, or updates event `id`. */
export function saveEvent({ id, form, onProgress }: SaveUploadInput) {
  return id === undefined
    ? call(eventCalls.create, { body: form, onProgress })
    : call(eventCalls.update, { params: { event_id: id }, body: form, onProgress });
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
