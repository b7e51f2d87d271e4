import { Injectable, OnApplicationBootstrap, Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { describeRoutes } from './described-routes';
import { OpenApiDocument, openApiDocument } from './openapi';

/**
 * The API description, built once the app is up from the routes Nest itself serves (every controller of every
 * module): start-up fails, naming the handler, when a route declares no answer.
 */
@Injectable()
export class ApiDocument implements OnApplicationBootstrap {
  private document: OpenApiDocument | undefined;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    const controllers = this.discovery
      .getControllers()
      .map((wrapper) => wrapper.metatype as Type | null)
      .filter((controller): controller is Type => !!controller);
    this.document = openApiDocument(describeRoutes([...new Set(controllers)]));
  }

  get json(): OpenApiDocument {
    if (!this.document) throw new Error('The API description is built when the app starts.');
    return this.document;
  }
}
