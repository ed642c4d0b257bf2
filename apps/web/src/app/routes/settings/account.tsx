import { useSession } from '../../../api/session';
import { Card, CardContent } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';

export function Component() {
  const { data: session } = useSession();
  const user = session?.user;
  return (
    <>
      <PageHeader title="Account" description="The details you sign in with." />
      <Card>
        <CardContent>
          <dl className="divide-y divide-slate-200">
            <div className="grid gap-1 pb-4 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">Full name</dt>
              <dd className="text-sm text-slate-900 sm:col-span-2">{user?.name || 'Not set'}</dd>
            </div>
            <div className="grid gap-1 pt-4 sm:grid-cols-3 sm:gap-4">
              <dt className="text-sm font-medium text-slate-600">Email</dt>
              <dd className="text-sm break-all text-slate-900 sm:col-span-2">{user?.email}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
