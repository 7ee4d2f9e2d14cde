import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@iagree/contract';
import { api } from '@/lib/api-client';
import { eventQueryKey } from './get-event';
import { eventsQueryKey } from './get-events';

export function deleteEvent(id: number) {
  return api.delete(`/api/auth/events/${id}`, {
    schema: import.meta.env.DEV && messageResponseSchema,
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: eventQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    },
  });
}
