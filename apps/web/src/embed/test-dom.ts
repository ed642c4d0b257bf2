/**
 * A tiny DOM for the widget's unit tests (the unit project runs in Node, without jsdom): just what
 * render-widget.ts calls. Setting innerHTML or inserting HTML throws, so a test that renders at all
 * also proves no markup was parsed; `html()` serialises with escaping, like a browser would.
 */
type Listener = (event: { key?: string; preventDefault: () => void }) => void;

export class FakeText {
  constructor(public data: string) {}
  get textContent() {
    return this.data;
  }
}

export class FakeElement {
  readonly attributes = new Map<string, string>();
  children: (FakeElement | FakeText)[] = [];
  readonly listeners = new Map<string, Listener[]>();
  readonly styles = new Map<string, string>();
  readonly style = { setProperty: (name: string, value: string) => void this.styles.set(name, value) };

  constructor(
    readonly ownerDocument: FakeDocument,
    readonly tagName: string,
    readonly namespace = 'html',
  ) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  append(...nodes: (FakeElement | FakeText | string)[]) {
    for (const node of nodes) this.children.push(typeof node === 'string' ? new FakeText(node) : node);
  }
  replaceChildren(...nodes: (FakeElement | FakeText | string)[]) {
    this.children = [];
    this.append(...nodes);
  }
  get textContent(): string {
    return this.children.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    this.children = [new FakeText(text)];
  }
  set innerHTML(_html: string) {
    throw new Error('innerHTML must not be used');
  }
  insertAdjacentHTML() {
    throw new Error('insertAdjacentHTML must not be used');
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** Calls the listeners of `type`; answers whether one called preventDefault. */
  dispatch(type: string, init: { key?: string } = {}) {
    let prevented = false;
    for (const listener of this.listeners.get(type) ?? [])
      listener({ ...init, preventDefault: () => (prevented = true) });
    return prevented;
  }
  /** Every element below this one (depth first) that matches. */
  findAll(match: (el: FakeElement) => boolean): FakeElement[] {
    const found: FakeElement[] = [];
    for (const child of this.children) {
      if (!(child instanceof FakeElement)) continue;
      if (match(child)) found.push(child);
      found.push(...child.findAll(match));
    }
    return found;
  }
  byClass(name: string) {
    return this.findAll((el) => (el.getAttribute('class') ?? '').split(' ').includes(name));
  }
  byTag(tag: string) {
    return this.findAll((el) => el.tagName === tag);
  }
  html(): string {
    const attrs = [...this.attributes].map(([k, v]) => ` ${k}="${escapeText(v).replaceAll('"', '&quot;')}"`).join('');
    const inner = this.children.map((c) => (c instanceof FakeElement ? c.html() : escapeText(c.data))).join('');
    return `<${this.tagName}${attrs}>${inner}</${this.tagName}>`;
  }
}

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export class FakeDocument {
  createElement(tag: string) {
    return new FakeElement(this, tag);
  }
  createElementNS(_ns: string, tag: string) {
    return new FakeElement(this, tag, 'svg');
  }
  createTextNode(text: string) {
    return new FakeText(text);
  }
}

/** A root to render into, standing in for a shadow root. */
export const fakeRoot = () => new FakeDocument().createElement('#shadow-root');
