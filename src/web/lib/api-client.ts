/**
 * The one way the web app talks to the API: same-origin `fetch` with JSON in
 * and out. Error answers have the shape
 * `{"error":{"code":string,"message":string,"fields"?:Record<string,string>}}`
 * and become an `ApiError`.
 */

export type FieldErrors = Record<string, string>;

const GENERIC_MESSAGE = "Something went wrong. Please try again.";
const NETWORK_MESSAGE = "Could not reach the server. Please check your connection and try again.";

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** The message the server sent, if any; `message` falls back to a generic text. */
  readonly serverMessage: string | undefined;
  /** Seconds to wait before retrying, from the `X-Retry-After`/`Retry-After` header. */
  readonly retryAfter: number | undefined;

  constructor(options: {
    status: number;
    code: string;
    message?: string | undefined;
    fields?: FieldErrors | undefined;
    retryAfter?: number | undefined;
  }) {
    super(options.message ?? (options.status === 0 ? NETWORK_MESSAGE : GENERIC_MESSAGE));
    this.serverMessage = options.message;
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for an error, or `fallback` when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): FieldErrors | undefined {
  if (!isRecord(value)) return undefined;
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === "string") fields[key] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function readRetryAfter(headers: Headers): number | undefined {
  const raw = headers.get("X-Retry-After") ?? headers.get("Retry-After");
  if (raw === null) return undefined;
  const seconds = Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(response: Response, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code =
    typeof error?.code === "string" && error.code !== "" ? error.code : `HTTP_${response.status}`;
  const message =
    typeof error?.message === "string" && error.message.trim() !== "" ? error.message : undefined;
  return new ApiError({
    status: response.status,
    code,
    message,
    fields: readFields(error?.fields),
    retryAfter: readRetryAfter(response.headers),
  });
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const init: RequestInit = { method, headers, credentials: "same-origin" };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ status: 0, code: "NETWORK_ERROR" });
  }

  const body = await readBody(response);
  if (!response.ok) throw toApiError(response, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    apiRequest<T>("DELETE", path, options),
};
