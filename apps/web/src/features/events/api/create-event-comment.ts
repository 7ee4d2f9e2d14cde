import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EventCommentBody, eventCalls } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { eventQueryKey } from './get-event';
import { eventsQueryKey } from './get-events';

export function createEventComment(eventId: number, body: EventCommentBody) {
  return call(eventCalls.comment, { params: { id: eventId }, body });
}

/** The detail (count) and the comment list of the event reload; list cards show the count too. */
export function useCreateEventComment(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventCommentBody) => createEventComment(eventId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: [...eventsQueryKey, 'list'] }),
      ]),
  });
}
