import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';
import { clientAddressKeyOf } from '../common/client-address';

/**
 * Nest's throttler (per route and client address), counting a client by `clientAddressKey` like every other
 * per-address limit: an IPv6 client by its /64 (the default tracker is the full address).
 */
@Injectable()
export class AddressThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return clientAddressKeyOf(request as unknown as Request);
  }
}
