/**
 * A chart's exports (issue 17): the drawing as a PNG through Plotly's own image export (no request
 * to any host), and the figures as an .xlsx with the spreadsheet writer the API's exports use. Both
 * load their code only when the user exports.
 */
export async function downloadChartPng(graph: HTMLElement, fileName: string) {
  const { Plotly } = await import('./plotly-core');
  await Plotly.downloadImage(graph, { format: 'png', filename: fileName, width: 1200, height: 700 });
}

/** One header row (bold) and the figures beneath it, as `<fileName>.xlsx`. */
export async function downloadXlsx(fileName: string, header: string[], rows: (string | number | null)[][]) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...rows.map((row) => row.map((value) => (value === null || value === '' ? null : { value }))),
  ];
  await writeXlsxFile(data, { stickyRowsCount: 1 }).toFile(`${fileName}.xlsx`);
}
