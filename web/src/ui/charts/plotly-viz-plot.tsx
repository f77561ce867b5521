import createPlotlyComponent from 'react-plotly.js/factory';
import heatmap from 'plotly.js/lib/heatmap';
import sunburst from 'plotly.js/lib/sunburst';
import { Plotly } from './plotly-core';

/**
 * The Plotly component with the visualisation pages' traces too (heatmap, sunburst): registered in
 * their own lazy chunk, so the other chart routes do not carry them.
 */
Plotly.register([heatmap, sunburst]);
const PlotlyVizPlot = createPlotlyComponent(Plotly);
export default PlotlyVizPlot;
