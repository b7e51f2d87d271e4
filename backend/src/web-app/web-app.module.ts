import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express } from 'express';
import { serveWebApp } from './serve-web-app';

const WEB_APP_DIST = Symbol('WEB_APP_DIST');

/**
 * The built React app, served by the same process as the API. Registered when the modules start, after the API's
 * routes: an API path never reaches it, and an unknown API path keeps its JSON 404.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_APP_DIST) private readonly dist: string,
  ) {}

  static serving(dist: string): DynamicModule {
    return { module: WebAppModule, providers: [{ provide: WEB_APP_DIST, useValue: dist }] };
  }

  onModuleInit(): void {
    (this.adapterHost.httpAdapter.getInstance() as Express).use(serveWebApp(this.dist));
  }
}
