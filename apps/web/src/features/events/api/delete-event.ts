import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventQueryKey } from './get-event';
import { eventsQueryKey } from './get-events';

export function deleteEvent(id: number) {
  return call(eventCalls.remove, { params: { id } });
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
