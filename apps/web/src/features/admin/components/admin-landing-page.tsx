import { type LandingReport, reportPeriod } from '@bloom/core';
import { ArrowLeft, CalendarSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, Loading } from '../../../components/ui/load-state';
import { Logo } from '../../../components/ui/logo';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLandingReport } from '../api/get-landing-report';
import { formatCount, periodLabel } from '../landing-report-format';
import { DailyChart } from './daily-chart';
import { PeriodPicker } from './period-picker';
import { PlanTable, VariantTable } from './report-tables';
import { Verdicts } from './verdicts';

/** /admin/landing: the landing page's A/B report for the accounts in ADMIN_EMAILS (docs/decisions/015). */
export function AdminLandingPage() {
  const [params, setParams] = useSearchParams();
  const period = reportPeriod({ from: params.get('from'), to: params.get('to') }, new Date());
  const report = useLandingReport(period.ok ? { from: period.from, to: period.to } : null);

  // Anyone not listed gets the API's 404: the page does not exist for them either.
  if (isApiError(report.error, 404)) return <NotFound />;

  const changePeriod = (next: { from: string; to: string }) => setParams(next);
  const data = report.data;
  const loadingOther = report.isPlaceholderData && report.isFetching;

  return (
    <AdminLayout>
      <PageHeader
        title="Landing A/B report"
        description="Which message variant turns visitors into sign-ups, with 95 % intervals on every rate. Days are UTC, both ends included."
        documentTitle="Landing report"
        back={{ to: '/dashboard', label: 'Dashboard' }}
      />
      <div className="space-y-6 sm:space-y-8">
        <Card className="p-4 sm:p-6">
          <PeriodPicker
            from={period.ok ? period.from : (params.get('from') ?? '')}
            to={period.ok ? period.to : (params.get('to') ?? '')}
            onChange={changePeriod}
          />
        </Card>
        {!period.ok ? (
          <Alert tone="error" title="This period can't be shown">
            {period.message}. Pick other dates or one of the quick periods.
          </Alert>
        ) : report.isError && !data ? (
          isApiError(report.error, 400) ? (
            <Alert tone="error" title="This period can't be shown">
              {report.error.message}
            </Alert>
          ) : (
            <LoadError query={report} title="We couldn't load the report" />
          )
        ) : !data ? (
          <ReportSkeleton />
        ) : (
          <div aria-busy={loadingOther || undefined} className={loadingOther ? 'opacity-60 transition-opacity' : ''}>
            <Report report={data} />
          </div>
        )}
      </div>
    </AdminLayout>
  );
}

function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/dashboard" aria-label="Bloom dashboard" className="rounded-md">
            <Logo />
          </Link>
          <Badge tone="purple">Operator</Badge>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}

function Report({ report }: { report: LandingReport }) {
  const totals = report.variants.reduce(
    (t, r) => ({
      visits: t.visits + r.visits,
      clicks: t.clicks + r.clicks,
      signUps: t.signUps + r.signUps,
      subscribers: t.subscribers + r.subscribers,
    }),
    { visits: 0, clicks: 0, signUps: 0, subscribers: 0 },
  );
  const range = `${periodLabel(report.period.from, report.period.to)} (${report.period.days} ${report.period.days === 1 ? 'day' : 'days'})`;

  if (totals.visits === 0) {
    return (
      <EmptyState
        icon={CalendarSearch}
        title="No visits in this period"
        description={`Nobody opened the landing page in ${periodLabel(report.period.from, report.period.to)}${
          totals.signUps ? `, though ${formatCount(totals.signUps)} accounts were created` : ''
        }. Pick a longer period, or come back once visitors arrive.`}
      />
    );
  }

  const overall = report.comparisons.find((c) => c.plan === 'all');
  return (
    <div className="space-y-6 sm:space-y-8">
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Total label="Visits" value={totals.visits} />
        <Total label="CTA clicks" value={totals.clicks} />
        <Total label="Sign-ups" value={totals.signUps} />
        <Total label="Subscribers" value={totals.subscribers} />
      </section>
      <Verdicts comparisons={report.comparisons} />
      <Card className="min-w-0 overflow-hidden">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Variants</CardTitle>
          <CardDescription>
            Every plan together, {range}. Rates are counted on visitors (one per browser tab), each with its 95 %
            interval.
          </CardDescription>
        </CardHeader>
        <div className="mt-4">
          <VariantTable rows={report.variants} best={overall?.best ?? null} />
        </div>
      </Card>
      <Card className="min-w-0 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Daily visits and sign-ups</h2>
        <p className="mt-1 text-sm text-slate-600">Per variant, {range}.</p>
        <div className="mt-5 grid gap-8 lg:grid-cols-2">
          <DailyChart title="Visits per day" series="visits" daily={report.daily} />
          <DailyChart title="Sign-ups per day" series="signUps" daily={report.daily} />
        </div>
      </Card>
      <Card className="min-w-0 overflow-hidden">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Variants per plan</CardTitle>
          <CardDescription>
            Sign-ups count for the plan of the page they signed up on; subscribers are those sign-ups whose subscription
            is active or trialing now.
          </CardDescription>
        </CardHeader>
        <div className="mt-4">
          <PlanTable rows={report.rows} />
        </div>
        {report.unattributedSignUps > 0 ? (
          <p className="border-t border-slate-200 px-4 py-3 text-xs text-slate-600 sm:px-6">
            {formatCount(report.unattributedSignUps)}{' '}
            {report.unattributedSignUps === 1 ? 'sign-up has' : 'sign-ups have'} no recorded plan (accounts from before
            the plan was stored): counted in the variant totals above, in no plan here.
          </p>
        ) : null}
      </Card>
    </div>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
        {formatCount(value)}
      </p>
    </Card>
  );
}

function ReportSkeleton() {
  return (
    <Loading label="Loading the report..." className="space-y-6 sm:space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="space-y-2 p-4 sm:p-5">
            <Bars bars={['h-4 w-20', 'h-8 w-14']} />
          </Card>
        ))}
      </div>
      <Card className="space-y-3 p-4 sm:p-6">
        <Bars bars={['h-5 w-24', 'h-6 w-full max-w-2xl', 'h-4 w-2/3 max-w-xl']} />
      </Card>
      <Card className="space-y-4 p-4 sm:p-6">
        <Skeleton className="h-6 w-32" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </Card>
      <Card className="p-4 sm:p-6">
        <Bars bars={['h-6 w-56', 'mt-5 h-52 w-full']} />
      </Card>
    </Loading>
  );
}

/** The same plain screen an unknown address would get: nothing here tells there is a page. */
function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <p className="text-sm font-semibold text-primary-700">404</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Page not found</h1>
        <p className="mt-2 text-sm text-slate-600 sm:text-base">
          The page you're looking for doesn't exist or has moved.
        </p>
        <Button asChild className="mt-6">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to dashboard
          </Link>
        </Button>
      </div>
    </main>
  );
}
