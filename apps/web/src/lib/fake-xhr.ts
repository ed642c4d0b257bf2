/**
 * Enough of XMLHttpRequest for the upload helpers' unit tests (the unit project runs in Node):
 * records the request and lets the test play the progress and the answer. Tests only.
 */
export class FakeXhr<Body = unknown> {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Body | undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Body) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server's answer: a JSON body (a string is sent as it is). */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
