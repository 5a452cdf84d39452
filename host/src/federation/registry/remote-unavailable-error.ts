/** A remote that cannot or may not be loaded, with why; the area's boundary shows it. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} area could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
