/**
 * Published when a person's devices are signed out (this one, or one ended from another device): what those devices
 * set up for the person, such as their push subscriptions, ends with them.
 */
export class DevicesSignedOut {
  constructor(
    readonly email: string,
    readonly sessionIds: readonly string[],
  ) {}
}
