import createPlotlyComponent from 'react-plotly.js/factory';
import heatmap from 'plotly.js/lib/heatmap';
import { Plotly } from './plotly-core';

/** The Plotly component with the heatmap trace too, registered in a lazy chunk of its own (see `plotly-core`). */
Plotly.register([heatmap]);
const PlotlyHeatmapPlot = createPlotlyComponent(Plotly);
export default PlotlyHeatmapPlot;
