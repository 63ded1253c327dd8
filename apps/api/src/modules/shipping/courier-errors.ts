/** No courier is configured (or its configuration was removed while the shop runs). */
export class CourierUnavailableError extends Error {
  constructor(message = 'Curierul nu este configurat.') {
    super(message);
    this.name = 'CourierUnavailableError';
  }
}

/** The courier refused or failed a call; `message` is the courier's own words, for staff. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
