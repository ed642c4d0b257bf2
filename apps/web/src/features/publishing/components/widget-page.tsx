import { MAX_WIDGETS_PER_WORKSPACE, PUBLISHING_MESSAGES, type TestimonialDto, type WidgetDto } from '@bloom/core';
import { Code, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useWorkspace } from '../../../api/workspace';
import { useConfirmedDelete } from '../../../components/dialogs/use-confirmed-delete';
import { useUnsavedChanges } from '../../../components/dialogs/use-unsaved-changes';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { cn } from '../../../lib/cn';
import { useApprovedTestimonials, usePublishingSettings } from '../api/publishing-settings';
import { useDeleteWidget, useUpdateWidget, useWidgets } from '../api/widgets';
import { previewWidget, publishedInOrder, type WidgetBrand } from '../lib/preview-widget';
import { draftErrors, draftOf, sameDraft, type WidgetDraft } from '../lib/widget-draft';
import { EmbedCodeCard } from './embed-code-card';
import { NewWidgetDialog } from './new-widget-dialog';
import { WallCard } from './wall-card';
import { WidgetEditor } from './widget-editor';
import { WidgetPreview } from './widget-preview';

const TITLE = 'Testimonial Widget';
const DESCRIPTION =
  'Show your published testimonials on your own website with one embed snippet, styled in your brand.';

/** /testimonials/widget: the workspace's widgets (editor, live preview, embed code) and the public wall. */
export function WidgetPage() {
  const widgets = useWidgets();
  const publishing = usePublishingSettings();
  const approved = useApprovedTestimonials();
  const workspace = useWorkspace();
  const [creating, setCreating] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const select = (id: string) => setSearchParams({ widget: id }, { replace: true });

  const queries = [widgets, publishing, approved, workspace];
  const failed = queries.find((q) => q.isError && !q.data);
  const list = widgets.data ?? [];
  const atCap = list.length >= MAX_WIDGETS_PER_WORKSPACE;
  const newButton = (
    <Button
      onClick={() => setCreating(true)}
      disabled={atCap}
      title={atCap ? PUBLISHING_MESSAGES.tooManyWidgets : undefined}
    >
      <Plus aria-hidden="true" className="size-4" />
      New widget
    </Button>
  );

  const ws = workspace.data;
  const brand = useMemo<WidgetBrand | null>(
    () =>
      ws ? { name: ws.name, logoUrl: ws.logoUrl, primaryColor: ws.primaryColor, accentColor: ws.accentColor } : null,
    [ws],
  );

  let body: ReactNode;
  if (failed) {
    body = (
      <LoadError
        query={{
          error: failed.error,
          isFetching: queries.some((q) => q.isFetching),
          refetch: () => {
            for (const q of queries) if (q.isError) void q.refetch();
          },
        }}
        title="Could not load your widgets"
      />
    );
  } else if (!widgets.data || !publishing.data || !approved.data || !brand) {
    body = <PageSkeleton />;
  } else {
    body = (
      <div className="space-y-6">
        {publishing.data.publishedCount === 0 ? <NothingPublished approved={approved.data.length} /> : null}
        {list.length === 0 ? (
          <EmptyState
            icon={Code}
            title="No widgets yet"
            description="Create a widget to show your testimonials on your website: pick a layout, copy one snippet, done."
            action={
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Create widget
              </Button>
            }
          />
        ) : (
          <WidgetWorkspace
            widgets={list}
            selectedId={searchParams.get('widget')}
            onSelect={select}
            testimonials={approved.data}
            brand={brand}
          />
        )}
        <WallCard publishing={publishing.data} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} actions={list.length > 0 ? newButton : undefined} />
      {body}
      <NewWidgetDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(widget) => select(widget.id)}
        suggestedName={list.length === 0 ? 'Website widget' : `Widget ${list.length + 1}`}
      />
    </>
  );
}

/** Explains where published testimonials come from, while there are none. */
function NothingPublished({ approved }: { approved: number }) {
  return (
    <Alert tone="info" title="No published testimonials yet">
      <p>
        A testimonial is published once a client writes it at a journey’s testimonial stage, allows you to publish it,
        and you approve it. Your widgets and wall fill up on their own.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/testimonials" className="font-medium underline underline-offset-2">
          {approved > 0 ? 'Review your testimonials' : 'Go to testimonials'}
        </Link>
        <Link to="/journeys" className="font-medium underline underline-offset-2">
          Add a testimonial stage to a journey
        </Link>
      </p>
    </Alert>
  );
}

/** The widget tabs, and the chosen widget's editor beside its live preview and embed code. */
function WidgetWorkspace({
  widgets,
  selectedId,
  onSelect,
  testimonials,
  brand,
}: {
  widgets: WidgetDto[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  testimonials: TestimonialDto[];
  brand: WidgetBrand;
}) {
  const widget = widgets.find((w) => w.id === selectedId) ?? widgets[0]!;
  // Unsaved edits per widget: switching tabs keeps them.
  const [drafts, setDrafts] = useState<Record<string, WidgetDraft>>({});
  const saved = draftOf(widget);
  const draft = drafts[widget.id] ?? saved;
  const dirtyIds = widgets.filter((w) => drafts[w.id] && !sameDraft(drafts[w.id]!, draftOf(w))).map((w) => w.id);
  const dirty = dirtyIds.includes(widget.id);
  const errors = draftErrors(draft);
  // Switching widgets (?widget=) keeps each one's draft: only leaving the page asks.
  const leaveGuard = useUnsavedChanges(dirtyIds.length > 0, {
    message: 'Your widget has unsaved changes. If you leave now, they will be lost.',
    ignoreSearch: true,
  });

  const update = useUpdateWidget();
  const remove = useDeleteWidget();
  const forget = (id: string) => setDrafts(({ [id]: _gone, ...rest }) => rest);
  const deletion = useConfirmedDelete({
    mutation: remove,
    title: 'Delete widget?',
    message: (w: Pick<WidgetDto, 'id' | 'name'>) =>
      `“${w.name}” disappears from every page it is embedded on. This cannot be undone.`,
    deleted: () => PUBLISHING_MESSAGES.widgetDeleted,
    failed: 'Could not delete the widget. Please try again.',
    onDeleted: (w) => {
      forget(w.id);
      const next = widgets.find((other) => other.id !== w.id);
      if (next) onSelect(next.id);
    },
  });

  const published = useMemo(() => publishedInOrder(testimonials), [testimonials]);
  const preview = useMemo(
    () => previewWidget(widget.id, draft.settings, testimonials, brand),
    [widget.id, draft.settings, testimonials, brand],
  );

  const save = () => {
    if (Object.keys(errors).length > 0) {
      toast.error('Check the highlighted settings');
      return;
    }
    update.mutate(
      { id: widget.id, patch: { name: draft.name.trim(), settings: draft.settings } },
      {
        onSuccess: (w) => {
          forget(w.id);
          toast.success(PUBLISHING_MESSAGES.widgetSaved);
        },
        onError: (error) => toast.error(error.message || 'Could not save the widget. Please try again.'),
      },
    );
  };

  return (
    <div className="space-y-4">
      {widgets.length > 1 ? (
        <nav aria-label="Widgets" className="-mx-1 overflow-x-auto px-1 pb-1">
          <ul className="flex gap-2">
            {widgets.map((w) => {
              const current = w.id === widget.id;
              return (
                <li key={w.id} className="shrink-0">
                  <button
                    type="button"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => onSelect(w.id)}
                    className={cn(
                      'inline-flex h-9 max-w-60 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors duration-150',
                      current
                        ? 'border-primary-600 bg-primary-50 text-primary-900'
                        : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                    )}
                  >
                    <span className="truncate">{(drafts[w.id] ?? draftOf(w)).name || 'Untitled widget'}</span>
                    {dirtyIds.includes(w.id) ? (
                      <span className="size-2 shrink-0 rounded-full bg-amber-500" title="Unsaved changes">
                        <span className="sr-only">(unsaved changes)</span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-12 lg:items-start">
        <div className="lg:col-span-5">
          <WidgetEditor
            key={widget.id}
            draft={draft}
            onChange={(next) => setDrafts((all) => ({ ...all, [widget.id]: next }))}
            errors={errors}
            published={published}
            dirty={dirty}
            saving={update.isPending}
            onSave={save}
            onDelete={() => deletion.ask(widget)}
          />
        </div>
        <div className="space-y-6 lg:sticky lg:top-6 lg:col-span-7">
          <Card role="region" aria-labelledby="preview-heading" className="p-5 sm:p-6">
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="preview-heading" className="text-base font-semibold text-slate-900">
                Live preview
              </h2>
              <p className="text-sm text-slate-600 tabular-nums">
                {shownLine(preview.testimonials.length, published.length)}
              </p>
            </div>
            <WidgetPreview data={preview} theme={draft.settings.theme} />
          </Card>
          <EmbedCodeCard widgetId={widget.id} dirty={dirty} />
        </div>
      </div>
      {deletion.dialog}
      {leaveGuard}
    </div>
  );
}

const shownLine = (shown: number, published: number) =>
  published === 0 ? 'Nothing published yet' : `Showing ${shown} of ${published} published`;

function PageSkeleton() {
  return (
    <Loading label="Loading widgets..." className="grid gap-6 lg:grid-cols-12">
      <Card className="space-y-5 p-6 lg:col-span-5">
        <Bars bars={['h-4 w-28', 'h-10 w-full', 'h-4 w-20']} />
        <div className="grid grid-cols-2 gap-2">
          <Bars bars={['h-12', 'h-12', 'h-12', 'h-12']} />
        </div>
        <Skeleton className="h-24 w-full" />
      </Card>
      <Card className="space-y-4 p-6 lg:col-span-7">
        <Bars bars={['h-5 w-32', 'h-64 w-full']} />
      </Card>
    </Loading>
  );
}
