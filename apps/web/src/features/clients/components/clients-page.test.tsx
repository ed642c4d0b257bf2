import { ASSIGNMENT_MESSAGES, type ClientListResponse, OVERDUE_MESSAGES } from '@bloom/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientKeys } from '../../../api/clients';
import { setOwnerTimeZone } from '../../../lib/owner-dates';
import { assignee, card, render, type Seed, sessionAs, textOf } from '../clients-test-data';
import { ClientsPage } from './clients-page';

const page = (clients: ClientListResponse['clients']) => ({
  pages: [{ clients, nextCursor: null, archivedCount: 0, overdueCount: 0 } satisfies ClientListResponse],
  pageParams: [null],
});
const list = (assigned: 'me' | undefined, clients: ClientListResponse['clients']): Seed => [
  clientKeys.list('active', '', assigned),
  page(clients),
];
/** The toggle's opening tag. */
const toggleOf = (html: string) => html.match(/<button[^>]*>(?:(?!<\/button>).)*Assigned to me/)?.[0] ?? '';

beforeAll(() => setOwnerTimeZone('UTC'));

describe('ClientsPage, "Assigned to me"', () => {
  it('reads the filter from the address and shows it pressed, listing only what the server sent', () => {
    const mine = card('Ada', { assignees: [assignee('Ana Lima')] });
    const html = render(<ClientsPage />, [sessionAs('owner'), list('me', [mine])], { path: '/clients?assigned=me' });
    expect(toggleOf(html)).toContain('aria-pressed="true"');
    expect(textOf(html)).toContain('Ada');
    // The card's initials, read out.
    expect(textOf(html)).toContain('Assigned to Ana Lima');
  });

  it('is off without the parameter, the whole list showing', () => {
    const html = render(<ClientsPage />, [sessionAs('admin'), list(undefined, [card('Ada'), card('Ben')])], {
      path: '/clients',
    });
    expect(toggleOf(html)).toContain('aria-pressed="false"');
    expect(textOf(html)).toContain('Ben');
  });

  it('says so when nothing is assigned to you, with the way back to every client', () => {
    const text = textOf(
      render(<ClientsPage />, [sessionAs('owner'), list('me', [])], { path: '/clients?assigned=me' }),
    );
    expect(text).toContain(ASSIGNMENT_MESSAGES.noneAssignedToMe);
    expect(text).toContain(ASSIGNMENT_MESSAGES.allClients);
    expect(text).not.toContain('No clients yet');
  });

  it('is not offered to a Member, whose list is only their clients anyway', () => {
    const html = render(<ClientsPage />, [sessionAs('member'), list(undefined, [card('Ada')])], { path: '/clients' });
    expect(toggleOf(html)).toBe('');
  });
});

describe('ClientsPage, "Overdue"', () => {
  const overdueList = (clients: ClientListResponse['clients'], overdueCount: number): Seed => [
    clientKeys.list('active', '', undefined, 'overdue'),
    { pages: [{ clients, nextCursor: null, archivedCount: 0, overdueCount }], pageParams: [null] },
  ];
  const overdueToggle = (html: string) => html.match(/<button[^>]*>(?:(?!<\/button>).)*Overdue \(/)?.[0] ?? '';

  it('reads the filter from the address, shows it pressed with the count, and badges each late card', () => {
    const late = card('Ada', { overdueStages: 2 });
    const html = render(<ClientsPage />, [sessionAs('member'), overdueList([late], 1)], {
      path: '/clients?due=overdue',
    });
    expect(overdueToggle(html)).toContain('aria-pressed="true"');
    expect(textOf(html)).toContain(OVERDUE_MESSAGES.filterCount(1));
    // The badge reads out how many stages are late.
    expect(textOf(html)).toContain('2 stages overdue');
    expect(html).toContain('data-overdue="2"');
  });

  it('shows the count off the filter, and no badge on a card with nothing late', () => {
    const list: Seed = [
      clientKeys.list('active', '', undefined),
      { pages: [{ clients: [card('Ben')], nextCursor: null, archivedCount: 0, overdueCount: 3 }], pageParams: [null] },
    ];
    const html = render(<ClientsPage />, [sessionAs('owner'), list], { path: '/clients' });
    expect(overdueToggle(html)).toContain('aria-pressed="false"');
    expect(textOf(html)).toContain('Overdue (3)');
    expect(html).not.toContain('data-overdue');
  });

  it('says nothing is overdue, with the way back to every client', () => {
    const text = textOf(
      render(<ClientsPage />, [sessionAs('owner'), overdueList([], 0)], { path: '/clients?due=overdue' }),
    );
    expect(text).toContain(OVERDUE_MESSAGES.noOverdueClients);
    expect(text).toContain(OVERDUE_MESSAGES.showAllClients);
    expect(text).not.toContain('No clients yet');
  });

  it('is not offered on the archived list', () => {
    const archived: Seed = [
      clientKeys.list('archived', '', undefined),
      { pages: [{ clients: [], nextCursor: null, archivedCount: 0, overdueCount: 0 }], pageParams: [null] },
    ];
    const html = render(<ClientsPage />, [sessionAs('owner'), archived], { path: '/clients?archived=1&due=overdue' });
    expect(textOf(html)).not.toContain('Overdue');
  });
});
