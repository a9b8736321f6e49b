import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function docsPage(): string {
  const rows = Object.entries(openApiDocument.paths)
    .map(([path, ops]) =>
      Object.entries(ops)
        .map(([method, op]) => {
          const params = ('parameters' in op ? (op.parameters as readonly { name: string; in: string }[]) : [])
            .map((p) => `<code>${escapeHtml(p.name)}</code> (${p.in})`)
            .join(', ');
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary)}</td><td>${params}</td></tr>`;
        })
        .join(''),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Corkboard v3 API</title><link rel="icon" href="/favicon.svg">
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:72rem}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.4rem .8rem;text-align:left;vertical-align:top}</style></head>
<body><h1>${escapeHtml(openApiDocument.info.title)}</h1><p>${escapeHtml(openApiDocument.info.description)}</p>
<p>Machine-readable description: <a href="/v3/docs/openapi.json">/v3/docs/openapi.json</a> (OpenAPI ${openApiDocument.openapi}).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Parameters</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

export function docsRoutes(app: FastifyInstance): void {
  const page = docsPage();
  app.get('/docs/', async (request, reply) => {
    if ((request.headers.accept ?? '').includes('application/json') && !(request.headers.accept ?? '').includes('text/html')) {
      return openApiDocument;
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get('/docs/openapi.json', async () => openApiDocument);
}
