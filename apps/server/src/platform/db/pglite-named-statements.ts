import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Names kept; past it, new texts run unnamed (memory stays bounded). */
const MAX_STATEMENTS = 500;
const noSync = { syncToFs: false };

/**
 * PGlite's `query` parses, describes and plans every statement anew (six protocol round trips
 * into WebAssembly). This runs parameterised SELECTs outside transactions as named statements
 * instead: parsed once, then bind, describe, execute and sync in one call. Measured on the
 * session query's five-table join: 0.65 ms unnamed, 0.19 ms named (docs/decisions/010-measured-speed.md).
 * The PostgreSQL counterpart is `named-statements.ts`. Queries inside a transaction go through
 * the transaction's own `query`, which this leaves alone.
 */
export function useNamedStatementsOnPGlite(pg: PGlite): void {
  const statements = new Map<string, { name: string; types: number[] }>();
  const unnamed = pg.query.bind(pg);

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    try {
      let statement = statements.get(text);
      if (!statement) {
        const name = `q${statements.size}`;
        await pg.execProtocolStream(protocol.serialize.parse({ name, text }), noSync);
        const description = await pg.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), noSync);
        statement = { name, types: parse.parseDescribeStatementResults(description) };
        statements.set(text, statement);
      }
      const types = statement.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[types[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      // One call into WebAssembly for bind, describe, execute and sync (four cost about 15 % more).
      const exchange = joined([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      const messages = await pg.execProtocolStream(exchange, noSync);
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    } catch (err) {
      // Ends the exchange and clears the error state when a failure cut it short (harmless otherwise).
      await pg.execProtocolStream(protocol.serialize.sync(), noSync).catch(() => undefined);
      throw err;
    }
  };

  pg.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const named =
      params &&
      params.length > 0 &&
      !options?.blob &&
      /^\s*select\b/i.test(text) &&
      (statements.has(text) || statements.size < MAX_STATEMENTS);
    if (!named) return unnamed<T>(text, params, options);
    // The same locks PGlite's own query takes: no transaction is open, no other query runs.
    return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run<T>(text, params, options)));
  };
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
