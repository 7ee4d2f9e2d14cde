import { vi } from 'vitest';

export interface Upload {
  method: string;
  url: string;
  body: FormData;
}

type Answer = (upload: Upload) => { status: number; body: unknown };

/**
 * Stands in for XMLHttpRequest, which the upload helper uses for its progress events: it
 * reports the whole body as sent, then answers with what `answer` returns.
 */
export function fakeUploads(answer: Answer): Upload[] {
  const uploads: Upload[] = [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    abort() {}
    send(body: FormData) {
      const upload = { method: this.method, url: this.url, body };
      uploads.push(upload);
      const { status, body: response } = answer(upload);
      queueMicrotask(() => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 1 }),
        );
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.dispatchEvent(new Event('load'));
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
