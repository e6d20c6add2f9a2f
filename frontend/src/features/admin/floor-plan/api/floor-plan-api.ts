import {
  FLOOR_PLAN_LIMITS,
  FLOOR_PLAN_MESSAGES,
  type UpdateBoothLayoutDto,
  type AdminBoothAreaDto,
  type AdminBoothDto,
} from '@standl/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '../../../../lib/admin-api';
import { apiErrorMessage, ApiError, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { adminBoothsQuery, adminKeys, useInvalidateAdminData } from '../../shared/admin-queries';
import { createSaveQueue, type SaveState } from '../save-queue';

/** The areas with their plans and stalls: the console's stall list. */
export function usePlanAreas() {
  return useQuery(adminBoothsQuery);
}

function replaceArea(queryClient: QueryClient, area: AdminBoothAreaDto) {
  queryClient.setQueryData<AdminBoothAreaDto[]>(adminKeys.booths, (areas) =>
    areas?.map((current) => (current.id === area.id ? area : current)),
  );
}

function replaceBooth(queryClient: QueryClient, booth: AdminBoothDto) {
  queryClient.setQueryData<AdminBoothAreaDto[]>(adminKeys.booths, (areas) =>
    areas?.map((area) =>
      area.id === booth.areaId
        ? { ...area, booths: area.booths.map((b) => (b.id === booth.id ? booth : b)) }
        : area,
    ),
  );
}

/**
 * The German reason of a refused upload: the server's text, and for a 413 without one (a proxy
 * in front refused the body) the limit's text.
 */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413)
    return apiErrorMessage(
      error,
      FLOOR_PLAN_MESSAGES.uploadTooLarge(FLOOR_PLAN_LIMITS.maxUploadBytes / 1024 / 1024),
    );
  return apiErrorMessage(error, RETRY_TEXT);
}

/** PUT the plan file (a PDF with its page); the answer is the area with its new plan. */
export function useUploadPlan(areaId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ file, page }: { file: File; page: number | null }) => {
      const form = new FormData();
      form.append('file', file);
      if (page !== null) form.append('page', String(page));
      return adminApi.uploadAreaPlan(areaId, form);
    },
    onSuccess: async (area) => {
      replaceArea(queryClient, area);
      toast({ title: 'Lageplan hochgeladen', description: area.name, variant: 'success' });
      await invalidate();
    },
  });
}

export function useDeletePlan(areaId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: () => adminApi.deleteAreaPlan(areaId),
    onSuccess: async (area) => {
      replaceArea(queryClient, area);
      toast({ title: 'Planbild entfernt', description: area.name, variant: 'success' });
      await invalidate();
    },
  });
}

export function useUpdatePlanSize(areaId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (size: { planWidthCm: number; planDepthCm: number }) =>
      adminApi.updateBoothArea(areaId, size),
    onSuccess: async (area) => {
      replaceArea(queryClient, area);
      toast({ title: 'Größe des Plans gespeichert', description: area.name, variant: 'success' });
      await invalidate();
    },
  });
}

/** The last word on a stall's saving, for the status line above the plan. */
export interface SaveNote {
  boothId: number;
  state: SaveState;
  /** The server's reason when it refused. */
  message?: string;
}

/** A held arrow key repeats every ~30 ms: its moves go as one request once the key is let go. */
export const KEYBOARD_DEBOUNCE_MS = 500;

/**
 * The stalls' layout changes: shown at once (a draft over the server's stall), sent through a
 * queue per stall (merged, debounced for keyboard moves, never two requests of one stall at
 * once). An answer replaces the stall in the cached list; a refusal drops the draft, so the
 * stall shows where the server keeps it, and says why.
 */
export function useStallLayout() {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, UpdateBoothLayoutDto>>(new Map());
  const [note, setNote] = useState<SaveNote | null>(null);
  // Stalls whose last change is answered: their drafts go once the list shows the answer.
  const [answered] = useState(() => new Set<number>());

  const dropDraft = useCallback((id: number) => {
    setDrafts((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const [queue] = useState(() =>
    createSaveQueue<UpdateBoothLayoutDto, AdminBoothDto>({
      send: (id, body) => adminApi.updateBoothLayout(id, body),
      debounceMs: KEYBOARD_DEBOUNCE_MS,
      onSaved: (id, booth, last) => {
        replaceBooth(queryClient, booth);
        if (last) answered.add(id);
      },
      onFailed: (id, error) => {
        dropDraft(id);
        setNote({ boothId: id, state: 'failed', message: apiErrorMessage(error, RETRY_TEXT) });
        void queryClient.invalidateQueries({ queryKey: adminKeys.booths });
      },
      onState: (id, state) => {
        if (state !== 'failed') setNote({ boothId: id, state });
      },
    }),
  );

  // Leaving the editor sends what still waits for a pause.
  useEffect(() => () => queue.flushAll(), [queue]);

  const change = useCallback(
    (id: number, body: UpdateBoothLayoutDto, options?: { debounce?: boolean }) => {
      answered.delete(id);
      setDrafts((current) => new Map(current).set(id, { ...current.get(id), ...body }));
      queue.change(id, body, options);
    },
    [queue, answered],
  );

  /** A change refused before sending (it would overlap or leave the plan): only said. */
  const refuse = useCallback((id: number, message: string) => {
    setNote({ boothId: id, state: 'failed', message });
  }, []);

  /**
   * Call when the stalls from the cached list change: the answered drafts go now, not with the
   * answer itself, which reaches the list a moment later (the stall would jump back meanwhile).
   */
  const settle = useCallback(() => {
    if (answered.size === 0) return;
    const done = [...answered];
    answered.clear();
    setDrafts((current) => {
      const next = new Map(current);
      for (const id of done) next.delete(id);
      return next;
    });
  }, [answered]);

  /** Whether changes of the stall wait or are on the way. */
  const busy = useCallback((id: number) => queue.busy(id), [queue]);

  return { drafts, note, change, refuse, settle, busy };
}
