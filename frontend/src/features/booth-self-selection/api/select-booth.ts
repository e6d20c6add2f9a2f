import type { SelectBoothDto } from '@standl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boothsQuery } from '../../booths';

export function useSelectBooth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectBoothDto) => api.selectBooth(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boothsQuery.queryKey }),
  });
}
