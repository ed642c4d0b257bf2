import type { ApiBody, WidgetDto } from '@bloom/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publishingKeys, widgetsQuery } from '../../../api/publishing';
import { api } from '../../../lib/api-client';

export function useWidgets() {
  return useQuery(widgetsQuery());
}

/** The cached list with one widget put in (or replaced), so the editor switches to it at once. */
function useStoreWidget() {
  const queryClient = useQueryClient();
  return (widget: WidgetDto) => {
    queryClient.setQueryData<WidgetDto[]>(publishingKeys.widgets(), (list = []) =>
      list.some((w) => w.id === widget.id) ? list.map((w) => (w.id === widget.id ? widget : w)) : [...list, widget],
    );
    void queryClient.invalidateQueries({ queryKey: publishingKeys.widgets() });
  };
}

/** POST /api/widgets: a new named widget (core's widgetInputSchema; 400 at the widget cap). */
export function useCreateWidget() {
  const store = useStoreWidget();
  return useMutation({
    mutationFn: async (input: ApiBody<'POST /api/widgets'>) => (await api('POST /api/widgets', { body: input })).widget,
    onSuccess: store,
  });
}

/** PATCH /api/widgets/{id}: rename and/or new settings; the public id stays. */
export function useUpdateWidget() {
  const store = useStoreWidget();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: ApiBody<'PATCH /api/widgets/{id}'> }) =>
      (await api('PATCH /api/widgets/{id}', { params: { id }, body: patch })).widget,
    onSuccess: store,
  });
}

/** DELETE /api/widgets/{id}: every embed of it goes blank. */
export function useDeleteWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (widget: Pick<WidgetDto, 'id' | 'name'>) => {
      await api('DELETE /api/widgets/{id}', { params: { id: widget.id } });
    },
    onSuccess: (_ok, widget) => {
      queryClient.setQueryData<WidgetDto[]>(publishingKeys.widgets(), (list) =>
        list?.filter((w) => w.id !== widget.id),
      );
      void queryClient.invalidateQueries({ queryKey: publishingKeys.widgets() });
    },
  });
}
