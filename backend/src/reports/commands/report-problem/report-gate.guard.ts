import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { REPORT_MESSAGES } from '@tribal/contracts';
import { Request } from 'express';
import ipaddr from 'ipaddr.js';
import { clientAddressKey } from '../../../common/client-address';
import { DomainError } from '../../../common/domain-error';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';

/** Spec §7: reports from headless browsers are refused with 451. An empty User-Agent counts as one. */
const AUTOMATED_AGENT = /HeadlessChrome|PhantomJS|Puppeteer|Playwright/i;

/** The client address as Express resolved it (behind the trusted proxy), without the IPv4-in-IPv6 prefix. */
export function clientIpOf(request: Request): string {
  return (request.ip ?? '').replace(/^::ffff:/, '');
}

export function isBlockedReporter(config: Pick<AppConfig, 'blockedReporters'>, email: string): boolean {
  return config.blockedReporters.includes(email.trim().toLowerCase());
}

/**
 * Whether BLOCKED_REPORTERS lists the client's address, compared as the limits count it (`clientAddressKey`): an
 * IPv6 entry blocks its whole /64, since its owner can take any address in it.
 */
export function isBlockedAddress(config: Pick<AppConfig, 'blockedReporters'>, address: string): boolean {
  const key = clientAddressKey(address);
  return config.blockedReporters.some((entry) => ipaddr.isValid(entry) && clientAddressKey(entry) === key);
}

/**
 * Runs before the upload is read: an automated browser (451) or a blocked address (403) is turned away
 * without its file ever being parsed. A blocked email can only be known from the form, so the controller
 * checks that one.
 */
@Injectable()
export class ReportGateGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const userAgent = request.header('user-agent')?.trim() ?? '';
    if (!userAgent || AUTOMATED_AGENT.test(userAgent)) throw new DomainError(451, REPORT_MESSAGES.automatedClient);
    if (isBlockedAddress(this.config, clientIpOf(request))) throw new DomainError(403, REPORT_MESSAGES.blocked);
    return true;
  }
}
