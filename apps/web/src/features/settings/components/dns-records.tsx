import type { DomainRecordDto } from '@bloom/core';
import { CircleCheck, CircleDashed, CircleX, Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';

/** Copies one value, saying so in a toast. */
async function copy(value: string, what: string) {
  if (await copyText(value)) toast.success(`${what} copied`);
  else toast.error('Could not copy it. Select the text and copy it yourself.');
}

/** A value to type into a DNS panel, in monospace, with its own copy button. */
function CopyableValue({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <code className="min-w-0 flex-1 rounded-md bg-slate-50 px-2 py-1.5 font-mono text-[13px] break-all text-slate-900 ring-1 ring-slate-200 ring-inset">
        {value}
      </code>
      <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void copy(value, label)}>
        <Copy aria-hidden="true" className="size-3.5" />
        Copy<span className="sr-only"> {label.toLowerCase()}</span>
      </Button>
    </div>
  );
}

/** What the last check found for one record. */
function Found({ record, checked }: { record: DomainRecordDto; checked: boolean }) {
  if (!checked) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <CircleDashed aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        Not checked yet
      </p>
    );
  }
  const Icon = record.ok ? CircleCheck : CircleX;
  return (
    <div className="space-y-1 text-sm">
      <p className={record.ok ? 'flex items-start gap-1.5 text-emerald-800' : 'flex items-start gap-1.5 text-red-800'}>
        <Icon
          aria-hidden="true"
          className={record.ok ? 'mt-0.5 size-4 shrink-0 text-emerald-600' : 'mt-0.5 size-4 shrink-0 text-red-600'}
        />
        <span>{record.ok ? 'Found, as expected' : (record.problem ?? 'Not found yet')}</span>
      </p>
      {record.actual.length > 0 && !record.ok ? (
        <p className="pl-5.5 font-mono text-[13px] break-all text-slate-700">{record.actual.join(' → ')}</p>
      ) : null}
    </div>
  );
}

/**
 * The two records to create, each with its name and value to copy and what DNS held at the last
 * check (expected against actual).
 */
export function DnsRecords({ records, checked }: { records: DomainRecordDto[]; checked: boolean }) {
  return (
    <ul className="space-y-3" aria-label="DNS records">
      {records.map((record) => (
        <li
          key={record.type}
          aria-label={`${record.type} record`}
          className="space-y-3 rounded-xl border border-slate-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <span className="rounded-md bg-slate-900 px-2 py-0.5 font-mono text-xs font-semibold text-white">
              {record.type}
            </span>
            <span className="text-xs text-slate-500">
              {record.type === 'CNAME' ? 'Points your domain here' : 'Proves it is yours'}
            </span>
          </div>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:items-start">
            <dt className="pt-1.5 font-medium text-slate-700">Name</dt>
            <dd className="min-w-0">
              <CopyableValue value={record.name} label={`${record.type} name`} />
            </dd>
            <dt className="pt-1.5 font-medium text-slate-700">Value</dt>
            <dd className="min-w-0">
              <CopyableValue value={record.value} label={`${record.type} value`} />
            </dd>
            <dt className="font-medium text-slate-700">Found now</dt>
            <dd className="min-w-0">
              <Found record={record} checked={checked} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
