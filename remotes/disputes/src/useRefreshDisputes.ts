import { useQueryClient } from '@tanstack/react-query';
import { disputeKeys } from './queries';

/** After a dispute changed: re-read the list (this screen and the dashboard), the identity-theft paths, the activities and its deadlines. */
export function useRefreshDisputes(userId: number) {
  const queryClient = useQueryClient();
  return (disputeId?: number) => {
    void queryClient.invalidateQueries({ queryKey: disputeKeys.list(userId) });
    void queryClient.invalidateQueries({ queryKey: disputeKeys.activities(userId) });
    // the identity-theft path shows its block requests too
    void queryClient.invalidateQueries({ queryKey: disputeKeys.identityTheft() });
    if (disputeId !== undefined) void queryClient.invalidateQueries({ queryKey: disputeKeys.deadlines(disputeId) });
  };
}
