import type { GuardianConversation, GuardianMessage } from '@finx/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, successBody } from '../../../common/api';

export const GUARDIAN_KEY = ['guardian'] as const;
const LIST_KEY = [...GUARDIAN_KEY, 'conversations'] as const;
export const conversationKey = (id: string) => [...GUARDIAN_KEY, 'conversation', id] as const;

/** The user's conversations, newest first (read when the history is shown). */
export const useConversationList = (enabled: boolean) =>
  useQuery({ queryKey: LIST_KEY, queryFn: async () => successBody(await api.guardian.listConversations()), enabled, staleTime: 0 });

/** One conversation with its messages; kept up to date by the panel itself as answers arrive. */
export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: conversationKey(id ?? ''),
    queryFn: async () => successBody(await api.guardian.getConversation({ params: { id: id! } })),
    enabled: id !== null,
    staleTime: Infinity,
  });

/** Messages added to a cached conversation (a message already there, by id, is replaced). */
export function useAddMessages() {
  const queryClient = useQueryClient();
  return (id: string, messages: GuardianMessage[], title: string) => {
    queryClient.setQueryData<GuardianConversation>(conversationKey(id), (old) => {
      const now = new Date().toISOString();
      const base = old ?? { id, title, messageCount: 0, createdAt: now, updatedAt: now, messages: [] };
      const kept = base.messages.filter((m) => !messages.some((n) => n.id === m.id));
      const all = [...kept, ...messages];
      return { ...base, messages: all, messageCount: all.length, updatedAt: now };
    });
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
  };
}

export function useDeleteConversation(onDeleted: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      successBody(await api.guardian.deleteConversation({ params: { id }, body: {} }));
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: conversationKey(id) });
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      onDeleted(id);
    },
  });
}
