import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import pie from 'plotly.js/lib/pie';

/**
 * Plotly's core with only the traces the app draws (guide §11: a partial bundle, not the several-MB
 * full dist). Bar and pie are the common ones; a trace only some pages draw is registered by a plot module of its
 * own (`plotly-<trace>-plot`), so the other chart routes do not carry it. Imported only through the lazy plot
 * modules, so this code lands in the chart routes' own chunks.
 */
Plotly.register([bar, pie]);

export { Plotly };
