/** Strapi's error envelope: `{ data: null, error: { status, name, message, details } }`. */
export class CmsError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody() {
    return { data: null, error: { status: this.status, name: this.errorName, message: this.message, details: this.details } };
  }
}

export const validationError = (message: string, details: Record<string, unknown> = {}) =>
  new CmsError(400, 'ValidationError', message, { source: 'query', ...details });

export const notFound = (message = 'Not Found') => new CmsError(404, 'NotFoundError', message);
