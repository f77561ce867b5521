import { describe, expect, it } from 'vitest';
import type { ApiLatency } from './api-latency';
import { formatHeatmapBench } from './heatmap-bench';

const row = (name: string, apiP95: number, rawP95: number): ApiLatency => ({
  name,
  request: 'GET /x',
  api: { n: 10, p50: apiP95, p95: apiP95, min: 1, max: apiP95, errors: 0 },
  raw: {
    latency: { n: 10, p50: rawP95, p95: rawP95, min: 1, max: rawP95 },
    readCapacityUnits: 128.5,
    items: 3000,
  },
  ratio: Math.round((apiP95 / rawP95) * 100) / 100,
  ratioStatus: null,
  dynamoDbCallsPerRequest: { Query: 22 },
  callsStatus: null,
});

describe('the heatmap part holds each visualisation to its budget', () => {
  it('reads PASS at or under twice the raw read of its data, OVER above it', () => {
    const table = formatHeatmapBench([row('heatmap', 300, 150), row('sunburst', 301, 150)]).split('\n');
    expect(table[0]).toMatch(/^Heatmap \(20 projects, 10,000 impacts\).*≤ 2$/);
    expect(table[1]).toMatch(/^- heatmap: .* \| 2 \| .* \| PASS$/);
    expect(table[2]).toMatch(/^- sunburst: .* \| 2\.01 \| .* \| OVER$/);
  });
});
