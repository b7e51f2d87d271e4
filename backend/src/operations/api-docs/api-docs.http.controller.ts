import { Controller, Get, Header, Res } from '@nestjs/common';
import { Response } from 'express';
import { z } from 'zod';
import { Answers, ApiTag } from '../../common/api-answers';
import { ApiDocument } from './api-document';
import { DOCS_PAGE, DOCS_START_SCRIPT, SWAGGER_UI_CSS, SWAGGER_UI_SCRIPT } from './docs-page';
import { OpenApiDocument } from './openapi';

/** A day: the viewer's files change only with its package version. */
const ASSET_CACHE = 'public, max-age=86400';

@ApiTag('Operations')
@Controller('api')
export class ApiDocsController {
  constructor(private readonly document: ApiDocument) {}

  @Get('openapi.json')
  @Answers(z.looseObject({ openapi: z.string() }), 'This description (OpenAPI 3.1)')
  openApi(): OpenApiDocument {
    return this.document.json;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Answers('text/html', 'This description as a page (Swagger UI)')
  docs(): string {
    return DOCS_PAGE;
  }

  @Get('docs/start.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', ASSET_CACHE)
  @Answers('text/javascript', 'The script that starts the page’s viewer')
  start(): string {
    return DOCS_START_SCRIPT;
  }

  @Get('docs/swagger-ui.css')
  @Answers('text/css', 'The viewer’s style sheet (swagger-ui-dist)')
  styleSheet(@Res() response: Response): void {
    response.sendFile(SWAGGER_UI_CSS, { headers: { 'Cache-Control': ASSET_CACHE } });
  }

  @Get('docs/swagger-ui-bundle.js')
  @Answers('text/javascript', 'The viewer’s script (swagger-ui-dist)')
  script(@Res() response: Response): void {
    response.sendFile(SWAGGER_UI_SCRIPT, { headers: { 'Cache-Control': ASSET_CACHE } });
  }
}
