/** The v3 envelope as OpenAPI schemas, shared by every docs file (./openapi.ts and the per-area path files). */

/** An answer envelope around `data`; `paged` lists say what their bookmark is. */
export const envelope = (data: object, paged = false) => ({
  type: 'object',
  required: ['resource_response'],
  properties: {
    resource_response: {
      type: 'object',
      required: ['data', 'bookmark', 'error', 'http_status'],
      properties: {
        data,
        bookmark: {
          type: 'string',
          nullable: true,
          description: paged ? "Opaque bookmark of the next page; '-end-' after the last page." : 'Always null.',
        },
        error: { $ref: '#/components/schemas/Error', nullable: true },
        http_status: { type: 'integer' },
      },
    },
  },
});

/** A refusal: an envelope whose data is null and whose error says why. */
export const failure = (description: string) => ({ description, content: { 'application/json': { schema: envelope({ nullable: true }) } } });
