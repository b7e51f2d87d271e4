import { Controller, Get, Header } from '@nestjs/common';
import { docsPage } from './docs-page';
import { openApiDocument } from './openapi';

@Controller('api')
export class ApiDocsController {
  @Get('openapi.json')
  openApi(): Record<string, unknown> {
    return openApiDocument();
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  docs(): string {
    return docsPage();
  }
}
