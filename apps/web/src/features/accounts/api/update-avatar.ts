import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountCalls, AVATAR_FIELD, type CurrentUser } from '@iagree/contract';
import { call } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/auth';

export interface UpdateAvatarInput {
  file: File;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export function updateAvatar({ file, onProgress, signal }: UpdateAvatarInput) {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return call(accountCalls.updateAvatar, { body: form, onProgress, signal });
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, avatar } : user,
      );
      // Lists show the author's picture beside each statement and comment.
      void queryClient.invalidateQueries({
        predicate: (query) => !query.meta?.oneTime && query.queryKey[0] !== currentUserQueryKey[0],
      });
    },
  });
}
