import { Injectable } from '@nestjs/common';
import { REPORT_MESSAGES } from '@tribal/contracts';
import { DomainError } from '../../../common/domain-error';
import { AddressThrottlerGuard } from '../../../rate-limits/address-throttler.guard';

/**
 * The app's throttler (per route and client address, `AddressThrottlerGuard`), with the report form's own words for a 429: the
 * default text speaks of sign-in attempts.
 */
@Injectable()
export class ReportThrottlerGuard extends AddressThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new DomainError(429, REPORT_MESSAGES.tooManyReports);
  }
}
