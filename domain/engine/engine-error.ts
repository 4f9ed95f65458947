/** A refusal the engine explains to the user: HTTP status, the spec's text, and details. */
export class EngineError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
