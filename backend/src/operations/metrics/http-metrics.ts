import { NextFunction, Request, Response } from 'express';
import { Metrics } from './metrics';

/**
 * Times every HTTP answer by route pattern (`/api/leagues/:leagueId`, never the URL itself: one series per route,
 * not per league) and status. Requests no route matched (static files, 404s) share one label.
 */
export function httpMetrics(metrics: Metrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const end = metrics.httpDuration.startTimer();
    response.once('finish', () => {
      const route = request.route?.path ? `${request.baseUrl}${request.route.path}` : 'unmatched';
      end({ method: request.method, route, status: String(response.statusCode) });
    });
    next();
  };
}
