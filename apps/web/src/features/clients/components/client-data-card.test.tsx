import { CLIENT_DATA_CARD, type ClientDetailDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { render, sessionAs, textOf } from '../clients-test-data';
import { ClientDataCard } from './client-data-card';

const client = { id: 'c1', clientName: 'Jordan Lee' } as ClientDetailDto;

describe('ClientDataCard', () => {
  it('offers the Owner and an Admin the export and the erasure, saying what the client may ask for', () => {
    for (const role of ['owner', 'admin'] as const) {
      const text = textOf(render(<ClientDataCard client={client} />, [sessionAs(role)]));
      expect(text, role).toContain(CLIENT_DATA_CARD.title);
      expect(text, role).toContain(CLIENT_DATA_CARD.rights);
      expect(text, role).toContain(CLIENT_DATA_CARD.exportButton);
      expect(text, role).toContain(CLIENT_DATA_CARD.eraseButton);
    }
  });

  it('is not shown to a Member', () => {
    const html = render(<ClientDataCard client={client} />, [sessionAs('member')]);
    expect(textOf(html)).not.toContain(CLIENT_DATA_CARD.title);
  });
});
