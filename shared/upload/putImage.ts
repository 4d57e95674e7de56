import { serverMessage, statusOf } from '../api/http';
import { call } from '../api/call';
import { RATE_LIMIT_DELAY_MS, RETRY_DELAYS_MS, UPLOAD_TEXTS, classifyFailure, messageFromBody } from './uploadRules';

/** A file the site refused or could not take, with the words to show beside it. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

function put(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    // A dropped connection: status 0, which the retry rules treat as worth another try.
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.ontimeout = () => resolve({ status: 0, body: '' });
    xhr.send(file);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The web's signed upload flow for one file of a batch, with its progress: a fresh single-use upload URL from the
 * site for each attempt, the bytes PUT straight to it (the site's own or S3's), retried by the uploader's rules.
 * Resolves with the address POST /api/images takes. The site judges the file by its bytes (format, 10 MB).
 */
export async function putImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    let uploadURL: unknown;
    try {
      uploadURL = (await call('uploadSlot')).uploadURL;
    } catch (error) {
      // Signed out: the caller's sign-in handling must see the answer as it came.
      if (statusOf(error) === 401) throw error;
      throw new UploadRefused(serverMessage(error) ?? UPLOAD_TEXTS.noUploadUrl);
    }
    if (typeof uploadURL !== 'string' || !uploadURL) throw new UploadRefused(UPLOAD_TEXTS.invalidResponse);
    onProgress(0);
    const answer = await put(uploadURL, file, onProgress);
    if (answer.status >= 200 && answer.status < 300) return uploadURL;
    const kind = classifyFailure(answer.status, answer.body);
    if (kind === 'fatal' || attempt >= RETRY_DELAYS_MS.length) {
      throw new UploadRefused(messageFromBody(answer.body) ?? UPLOAD_TEXTS.failed);
    }
    await wait(kind === 'rate-limited' ? RATE_LIMIT_DELAY_MS : RETRY_DELAYS_MS[attempt]);
  }
}
