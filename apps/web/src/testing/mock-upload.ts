import { vi } from 'vitest';

export interface UploadAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedUpload {
  method: string;
  url: string;
  body: FormData;
  /** Reports the share of the body sent, as the browser's upload progress event would. */
  progress: (loaded: number, total: number) => void;
  /** Ends the request with the given answer. */
  respond: (answer?: UploadAnswer) => void;
}

/**
 * Stubs XMLHttpRequest (which `upload` uses for its progress events) with a request the test
 * drives step by step: progress first, then the answer. With `autoAnswer`, every request reports
 * its whole body sent and gets that answer on its own.
 */
export function mockUpload(autoAnswer?: (upload: RecordedUpload) => UploadAnswer) {
  const uploads: RecordedUpload[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
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
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
    send(body: FormData) {
      const upload: RecordedUpload = {
        method: this.method,
        url: this.url,
        body,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(
            new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
          ),
        respond: ({ status = 200, body: answer } = {}) => {
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.dispatchEvent(new Event('load'));
        },
      };
      uploads.push(upload);
      if (autoAnswer) {
        queueMicrotask(() => {
          upload.progress(1, 1);
          upload.respond(autoAnswer(upload));
        });
      }
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
