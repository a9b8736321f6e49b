/**
 * The v3 answer envelope: {"resource_response": {"data", "bookmark", "error", "http_status"}}.
 * Every v3 answer, success or failure, has this shape; errors never carry a stack trace.
 */
export const END_BOOKMARK = '-end-';

export interface V3ErrorBody {
  message: string;
  /** Stable machine-readable code, e.g. 'not_found', 'invalid_parameter'. */
  code: string;
  /** The parameter that was wrong, when one was. */
  param?: string;
}

export interface Envelope<T> {
  resource_response: {
    data: T | null;
    bookmark: string | null;
    error: V3ErrorBody | null;
    http_status: number;
  };
}

export function ok<T>(data: T, bookmark: string | null = null): Envelope<T> {
  return { resource_response: { data, bookmark, error: null, http_status: 200 } };
}

export function failure(status: number, error: V3ErrorBody): Envelope<never> {
  return { resource_response: { data: null, bookmark: null, error, http_status: status } };
}

/** An error a v3 handler throws to answer with a 4xx (or 5xx) envelope. */
export class V3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly param?: string,
  ) {
    super(message);
    this.name = 'V3Error';
  }

  static badParam(param: string, message: string): V3Error {
    return new V3Error(400, 'invalid_parameter', message, param);
  }

  static notFound(message: string): V3Error {
    return new V3Error(404, 'not_found', message);
  }

  body(): V3ErrorBody {
    return this.param ? { message: this.message, code: this.code, param: this.param } : { message: this.message, code: this.code };
  }
}
