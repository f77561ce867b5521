import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import pie from 'plotly.js/lib/pie';
import scatterpolar from 'plotly.js/lib/scatterpolar';

/**
 * Plotly's core with only the traces the app draws (guide §11: a partial bundle, not the several-MB
 * full dist). A feature needing another trace type registers it here. Imported only through the lazy
 * `plotly-plot` module, so this code lands in the chart routes' own chunk.
 */
Plotly.register([bar, pie, scatterpolar]);

export { Plotly };
