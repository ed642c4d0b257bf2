import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/** A settings card while its data loads: a title, `fields` label-and-input pairs and a button. */
export function SettingsCardSkeleton({ fields = 2 }: { fields?: number }) {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading settings" className="space-y-5 p-5 sm:p-6">
      <div className="space-y-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ))}
      <div className="flex justify-end">
        <Skeleton className="h-10 w-32 rounded-lg" />
      </div>
    </Card>
  );
}

/** What failed in plain words, and a retry. */
export function SettingsLoadError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error" title="We couldn't load your settings">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry} busy={retrying} busyText="Retrying...">
        Try again
      </Button>
    </Alert>
  );
}
