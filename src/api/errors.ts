/** Base of every error the API client throws. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The API path asked for. */
    readonly path: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The server answered with a status outside 2xx. */
export class ApiHttpError extends ApiError {
  constructor(
    path: string,
    readonly status: number,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown,
  ) {
    super(`${path} answered HTTP ${status}`, path);
  }
}

/** The answer did not match the expected schema (or was not JSON). */
export class ApiSchemaError extends ApiError {
  constructor(
    path: string,
    readonly issues: readonly string[],
  ) {
    super(`${path} answered an unexpected shape: ${issues.slice(0, 3).join('; ')}`, path);
  }
}

/** The request took longer than its timeout. */
export class ApiTimeoutError extends ApiError {
  constructor(path: string) {
    super(`${path} timed out`, path);
  }
}

/** The request was cancelled by the caller (a newer request, an unmounted widget). */
export class ApiAbortError extends ApiError {
  constructor(path: string) {
    super(`${path} was cancelled`, path);
  }
}

/** The network failed (offline, DNS, CORS, connection reset). */
export class ApiNetworkError extends ApiError {
  constructor(
    path: string,
    readonly reason: string,
  ) {
    super(`${path} failed: ${reason}`, path);
  }
}

/** True for a caller's own cancellation, which is not a failure to show. */
export function isAbort(error: unknown): error is ApiAbortError {
  return error instanceof ApiAbortError;
}
