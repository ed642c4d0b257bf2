/**
 * Rendered exports in process memory, keyed by what they show (testimonial id and version, the
 * workspace's publish version, the format): a key's bytes never change, so an entry is only ever
 * evicted, never invalidated. Bounded by entries and bytes, least recently used first out; two
 * requests for one key at once render it once.
 */
export class ExportCache {
  private readonly entries = new Map<string, Uint8Array>();
  private readonly rendering = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(
    readonly maxEntries = 100,
    readonly maxBytes = 50 * 1024 * 1024,
  ) {}

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  has(key: string) {
    return this.entries.has(key);
  }

  async getOrRender(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used goes last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((bytes) => {
          this.store(key, bytes);
          return bytes;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private store(key: string, bytes: Uint8Array) {
    // One file larger than the whole budget is served but not kept.
    if (bytes.byteLength > this.maxBytes) return;
    this.entries.set(key, bytes);
    this.bytes += bytes.byteLength;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.byteLength;
    }
  }
}

/** The process's cache of testimonial exports (~100 files, at most 50 MB). */
export const exportCache = new ExportCache();
