/** Strapi's error envelope: `{ data: null, error: { status, name, message, details } }`. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> | null = {},
  ) {
    super(message);
  }

  toBody() {
    const error = { status: this.status, name: this.errorName, message: this.message };
    return { data: null, error: this.details === null ? error : { ...error, details: this.details } };
  }
}

/** Strapi 5's message for a value it cannot use (details empty, as Strapi sends them). */
export const validationError = (message: string) => new CmsError(400, 'ValidationError', message);

/** Strapi 5's "Invalid key" (utils/validate): `at <path>` when the path says more than the key. */
export const invalidKey = (key: string, param: string, path: string | null = null) =>
  new CmsError(400, 'ValidationError', path && path !== key ? `Invalid key ${key} at ${path}` : `Invalid key ${key}`, { key, path, source: 'query', param });

export const notFound = (message = 'Not Found') => new CmsError(404, 'NotFoundError', message);

/**
 * What Strapi answers when its database layer throws (e.g. a number filter with letters): a bare
 * 500 without details. The local service answers the same, so tests see what production sees;
 * `reason` is only logged.
 */
export class InternalError extends CmsError {
  constructor(readonly reason: string) {
    super(500, 'InternalServerError', 'Internal Server Error', null);
  }
}
