import { API_TIMEOUT_MS, STORAGE_KEYS } from '@shop/shared/constants';
import {
  ApiError,
  buildUrl,
  CREDENTIALS,
  CSRF_HEADER,
  csrfToken,
  errorFromResponse,
  readBody,
  type RequestOptions,
  type TransportErrorCode,
} from '@/lib/api-client';
import { readStorage } from '@/lib/storage';

// Its own module, so that only the screens that upload (the admin's) download it: a function in
// api-client.ts would ride in every page's first chunk.

/**
 * A multipart upload that reports how much of the body has been sent (fetch cannot): the same
 * headers, CSRF token, errors and time-out as `request`, over XMLHttpRequest.
 */
export async function upload<T>(
  path: string,
  body: FormData,
  options: Pick<RequestOptions, 'params' | 'timeoutMs'> & { onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  const token = readStorage(STORAGE_KEYS.token);
  const csrf = await csrfToken();
  const url = buildUrl(path, options.params);
  const xhr = new XMLHttpRequest();
  xhr.open('POST', url);
  xhr.withCredentials = CREDENTIALS === 'include';
  xhr.timeout = options.timeoutMs ?? API_TIMEOUT_MS;
  xhr.setRequestHeader('Accept', 'application/json');
  if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
  if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
  const onProgress = options.onProgress;
  if (onProgress) {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
  }
  const response = await new Promise<Response>((resolve, reject) => {
    const failed = (code: TransportErrorCode, detail: string) => () =>
      reject(new ApiError({ status: 0, detail, code }));
    xhr.addEventListener('load', () =>
      resolve(
        new Response(xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText, {
          status: xhr.status,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? '' },
        }),
      ),
    );
    xhr.addEventListener('error', failed('network', 'Network Error'));
    xhr.addEventListener('timeout', failed('timeout', `timeout of ${xhr.timeout}ms exceeded`));
    xhr.addEventListener('abort', failed('aborted', 'Request aborted'));
    xhr.send(body);
  });
  const data = await readBody(response);
  if (!response.ok) throw errorFromResponse(response, data);
  return data as T;
}
