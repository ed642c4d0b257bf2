import {
  fromMinor,
  INVOICE_STATUS_LABELS,
  type InvoiceListStatus,
  type PaymentsListDto,
  type paymentsListQuerySchema,
} from '@bloom/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnerContext } from '../../kernel/owner-context';
import { cursorKey, keysetPage, newestFirst, pageAfter } from '../../platform/db/keyset-page';
import { assignedClientIds, seesAssignedOnly } from '../team';
import { INVOICE_COLUMNS, type InvoiceRow, OVERDUE, toInvoiceDto, workspaceInvoices } from './owner-invoice-dto';

/**
 * GET /api/payments and its CSV (issue 35): the workspace's invoices newest first (keyset on
 * issued_at, id), filtered by status (open, paid, void, overdue, refunded), currency and client,
 * with the totals per status and currency of every invoice the filters match, summed in SQL. A
 * Member sees only the invoices of the clients assigned to them.
 */
export type PaymentsListQuery = z.output<typeof paymentsListQuerySchema>;
type Filters = Omit<PaymentsListQuery, 'cursor' | 'limit'>;

/** The invoices `filters` match (`i`, `p`, `pl`, `w` as workspaceInvoices joins them). */
function filtered(ctx: OwnerContext, filters: Filters) {
  let q = workspaceInvoices(ctx.db, ctx.workspaceId);
  if (seesAssignedOnly(ctx)) q = q.where('i.project_id', 'in', assignedClientIds(ctx));
  if (filters.clientId) q = q.where('i.project_id', '=', filters.clientId);
  if (filters.currency) q = q.where('i.currency', '=', filters.currency);
  switch (filters.status) {
    case 'open':
    case 'paid':
    case 'void':
      q = q.where('i.status', '=', filters.status);
      break;
    case 'overdue':
      q = q.where(OVERDUE);
      break;
    case 'refunded':
      q = q.where('i.amount_refunded', '>', 0);
      break;
  }
  return q;
}

/**
 * What each status counts and sums: open and overdue what is still owed, paid what came in, void
 * what was cancelled, refunded what went back. An invoice may count in several (open and overdue,
 * paid and refunded).
 */
const STATUS_SUMS = {
  open: { amount: sql`i.amount_due - i.amount_paid`, applies: sql`i.status = 'open'` },
  overdue: { amount: sql`i.amount_due - i.amount_paid`, applies: OVERDUE },
  paid: { amount: sql`i.amount_paid`, applies: sql`i.status = 'paid'` },
  void: { amount: sql`i.amount_due`, applies: sql`i.status = 'void'` },
  refunded: { amount: sql`i.amount_refunded`, applies: sql`i.amount_refunded > 0` },
} as const satisfies Record<InvoiceListStatus, unknown>;
const STATUSES = Object.keys(STATUS_SUMS) as InvoiceListStatus[];

async function totals(ctx: OwnerContext, filters: Filters): Promise<PaymentsListDto['totals']> {
  const rows = await filtered(ctx, filters)
    .select([
      'i.currency',
      ...STATUSES.flatMap((status) => {
        const { amount, applies } = STATUS_SUMS[status];
        return [
          sql<number>`count(*) FILTER (WHERE ${applies})::int`.as(`${status}_count`),
          sql<string | null>`sum(${amount}) FILTER (WHERE ${applies})::bigint`.as(`${status}_amount`),
        ];
      }),
    ])
    .groupBy('i.currency')
    .orderBy('i.currency')
    .execute();
  return STATUSES.flatMap((status) =>
    rows.flatMap((row) => {
      const r = row as unknown as Record<string, number | string | null>;
      const count = Number(r[`${status}_count`] ?? 0);
      return count > 0 ? [{ status, currency: row.currency, count, amount: Number(r[`${status}_amount`] ?? 0) }] : [];
    }),
  );
}

/** One page of invoices after `cursor` (newest first) and the next page's cursor. */
async function page(ctx: OwnerContext, query: PaymentsListQuery) {
  const q = filtered(ctx, query).select([...INVOICE_COLUMNS, cursorKey('i.issued_at').as('key')]);
  const rows = await newestFirst(
    q,
    { time: 'i.issued_at', id: 'i.id' },
    pageAfter(query.cursor),
    query.limit,
  ).execute();
  return keysetPage(rows, query.limit, (row) => row.key);
}

export async function listPayments(ctx: OwnerContext, query: PaymentsListQuery): Promise<PaymentsListDto> {
  const [{ page: rows, nextCursor }, sums] = await Promise.all([page(ctx, query), totals(ctx, query)]);
  return { items: rows.map((r) => toInvoiceDto(r as unknown as InvoiceRow)), nextCursor, totals: sums };
}

/** The most rows an export reads at a time (it reads page after page until the end). */
const EXPORT_BATCH = 500;

const CSV_HEADER = [
  'Number',
  'Client',
  'Status',
  'Currency',
  'Total',
  'Paid',
  'Refunded',
  'Due',
  'Issued',
  'Due date',
  'Paid at',
];

/**
 * A CSV cell: one a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) is prefixed with ', as OWASP advises; a cell with a quote, comma or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * GET /api/payments/export.csv: one row per invoice the filters match (newest first), amounts in
 * major units with the currency's decimals (1234.50 USD, 1250 JPY, 1.250 KWD), days as
 * YYYY-MM-DD (paid at: the workspace's day). The cursor and limit of the query are ignored.
 */
export async function exportPaymentsCsv(ctx: OwnerContext, filters: Filters): Promise<string> {
  let csv = csvLine(CSV_HEADER);
  let cursor: string | null = null;
  do {
    const { page: rows, nextCursor }: Awaited<ReturnType<typeof page>> = await page(ctx, {
      ...filters,
      cursor: cursor ?? undefined,
      limit: EXPORT_BATCH,
    });
    const paidDays = await paidDaysOf(
      ctx,
      rows.flatMap((r) => (r.paid_at ? [r.id] : [])),
    );
    for (const r of rows) {
      const owed = r.status === 'open' ? r.amount_due - r.amount_paid : 0;
      csv += csvLine([
        r.number,
        r.client_name,
        INVOICE_STATUS_LABELS[r.overdue ? 'overdue' : r.status],
        r.currency,
        fromMinor(r.total, r.currency),
        fromMinor(r.amount_paid, r.currency),
        fromMinor(r.amount_refunded, r.currency),
        fromMinor(owed, r.currency),
        r.issued_on,
        r.due_on,
        paidDays.get(r.id) ?? '',
      ]);
    }
    cursor = nextCursor;
  } while (cursor);
  return csv;
}

/** The day each invoice was paid, in the workspace's time zone. */
async function paidDaysOf(ctx: OwnerContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await workspaceInvoices(ctx.db, ctx.workspaceId)
    .select(['i.id', sql<string>`to_char(i.paid_at AT TIME ZONE w.timezone, 'YYYY-MM-DD')`.as('day')])
    .where('i.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.day]));
}
