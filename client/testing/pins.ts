/** Mock data for pins, shaped for MockPayloadGenerator resolvers. */
export function mockPin(n: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `UGluOjEwMDA${n}`,
    entityId: String(1000 + n),
    seoUrl: `/pin/pin-number-${n}--${1000 + n}/`,
    title: `Pin number ${n}`,
    altText: null,
    autoAltText: null,
    dominantColor: '#cccccc',
    domain: 'example.com',
    type: 'image',
    videoDuration: null,
    carouselData: null,
    storyPinData: null,
    richSummary: null,
    isOosProduct: false,
    isStaleProduct: false,
    image: { url: `https://img.example/236x/${n}.jpg`, width: 236, height: 300 + n },
    pinner: { id: `VXNlcjo${n}`, fullName: `Pinner ${n}`, username: `pinner${n}`, imageSmallUrl: '' },
    ...overrides,
  };
}

export function mockConnection(from: number, count: number, hasNextPage: boolean): Record<string, unknown> {
  const edges = Array.from({ length: count }, (_, i) => ({ cursor: `cursor-${from + i}`, node: mockPin(from + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: `cursor-${from}`,
      endCursor: `cursor-${from + count - 1}`,
    },
  };
}
