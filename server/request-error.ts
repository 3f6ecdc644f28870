/** A request the server refuses on purpose: the status, a short machine reason and a message for people. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}
