import { dirname, join } from 'node:path';

/** Swagger UI's own files (swagger-ui-dist), served from this origin: the CSP admits no outside script. */
const SWAGGER_UI = dirname(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'));
export const SWAGGER_UI_CSS = join(SWAGGER_UI, 'swagger-ui.css');
export const SWAGGER_UI_SCRIPT = join(SWAGGER_UI, 'swagger-ui-bundle.js');

/** Starts the viewer on the description; a file of its own, since the CSP runs no inline script. */
export const DOCS_START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-docs',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  docExpansion: 'list',
  tryItOutEnabled: false,
});
`;

/** GET /api/docs: the description in Swagger UI, everything from this origin. */
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tribal Pool API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<noscript>The API description is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</noscript>
<div id="api-docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;
